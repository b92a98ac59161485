import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [lingui({ macroTransform: true })],
  test: {
    projects: [
      {
        // Pure modules (domain rules, path table, config) in Node. Pages are tested end to end (e2e/).
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: ['src/**/*.worker.test.ts'], environment: 'node' },
      },
      {
        // Repositories and server code inside workerd, against D1 with the real migrations.
        extends: true,
        plugins: [
          cloudflareTest(async () => ({
            miniflare: {
              compatibilityDate: '2026-10-15',
              compatibilityFlags: ['nodejs_compat'],
              d1Databases: ['DB'],
              r2Buckets: ['MEDIA'],
              bindings: { TEST_MIGRATIONS: await readD1Migrations('migrations'), SESSION_SECRET: 'workers-test-secret-0123456789-abcdefghij' },
            },
          })),
        ],
        test: { name: 'workers', include: ['src/**/*.worker.test.ts'], setupFiles: ['tests/apply-migrations.ts'] },
      },
    ],
  },
})
