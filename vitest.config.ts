import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

// Unit tests of pure modules (domain rules, path table, config). Pages are tested end to end (e2e/).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [lingui({ macroTransform: true })],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
})
