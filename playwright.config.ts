import { readFileSync } from 'node:fs'
import { defineConfig, devices, type PlaywrightTestOptions } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/local-browser.ts'

// E2E_PORT lets two work trees run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)

// The stored consent belongs to an origin, port included: on another port the modal would open.
type StorageState = Exclude<NonNullable<PlaywrightTestOptions['storageState']>, string>
const consentDeclined = JSON.parse(readFileSync('e2e/support/consent-declined.json', 'utf8')) as StorageState
const storageState = { ...consentDeclined, origins: consentDeclined.origins.map((entry) => ({ ...entry, origin: `http://localhost:${PORT}` })) }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every test starts as a visitor who declined the optional cookies (the consent modal stays shut);
    // e2e/consent.spec.ts starts from nothing stored.
    storageState,
    trace: 'retain-on-failure',
    // Debian's Chromium on these machines (no browser downloads); `npx playwright install chromium` elsewhere.
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    // The production build (npm test builds first) served by workerd with local D1 migrated.
    command: `npm run db:setup && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
