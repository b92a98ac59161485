import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { lingui } from '@lingui/vite-plugin'
import { catalogueChunks } from './src/i18n/catalogue-chunks-plugin.ts'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The stand-in CRM the tests run against (tests/crm-stand-in-setup.ts starts it); CRM_TEST_PORT lets
// two work trees run their suites side by side.
const CRM_TEST_PORT = Number(process.env.CRM_TEST_PORT ?? 8791)

export default defineConfig({
  plugins: [lingui({ macroTransform: true }), catalogueChunks()],
  test: {
    globalSetup: ['tests/crm-stand-in-setup.ts'],
    // The workers tests mostly wait (workerd starting, the stand-in CRM answering): four files at a
    // time halve their run on two CPUs (measured 245 s → 123 s).
    maxWorkers: 4,
    projects: [
      {
        // Pure modules (domain rules, path table, config) in Node. Pages are tested end to end (e2e/).
        extends: true,
        // Pure modules keep no state between files: one module graph for all of them (31 s → 12 s).
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.worker.test.ts'],
          environment: 'node',
          isolate: false,
        },
        // A feature's face names its server functions, whose modules import the Worker's runtime
        // (decision 032): in Node those imports load a stand-in that fails when used.
        resolve: {
          alias: {
            'cloudflare:workers': fileURLToPath(new URL('./tests/support/worker-runtime-stand-in.ts', import.meta.url)),
            'cloudflare:email': fileURLToPath(new URL('./tests/support/worker-runtime-stand-in.ts', import.meta.url)),
          },
        },
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
              // The agency's pictures are resized on upload (decision 034); Miniflare runs it with sharp.
              images: { binding: 'IMAGES' },
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                SESSION_SECRET: 'workers-test-secret-0123456789-abcdefghij',
                // Each test file that reaches the CRM names a customer of its own instead (a fresh demo CRM).
                OMNICASA_URL: `http://localhost:${CRM_TEST_PORT}/1.13/OmnicasaService.svc/`,
                OMNICASA_CUSTOMER_NAME: 'demo-agency',
                OMNICASA_CUSTOMER_PASSWORD: 'demo-password',
              },
            },
          })),
        ],
        test: { name: 'workers', include: ['src/**/*.worker.test.ts'], setupFiles: ['tests/apply-migrations.ts'] },
      },
    ],
  },
})
