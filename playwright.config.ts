import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/development/local-browser.ts'
import { consentDeclinedState } from './e2e/support/consent-declined.ts'

// E2E_PORT lets two work trees run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
// The stand-in CRM's port: .dev.vars points OMNICASA_URL at it (scripts/development/ensure-dev-vars.ts).
const CRM_STAND_IN_PORT = Number(process.env.CRM_STAND_IN_PORT ?? 8790)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two on two CPUs: a third filled some waits (44 axe and catalogue tests: 217 s with two, 184 s with
  // three) but, on a loaded machine, pushed six tests past their 30 s even on their retry.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every test starts as a visitor who declined the optional cookies (the consent modal stays shut);
    // e2e/consent.spec.ts starts from nothing stored.
    storageState: consentDeclinedState(`http://localhost:${PORT}`),
    trace: 'retain-on-failure',
    // Debian's Chromium on these machines (no browser downloads); `npx playwright install chromium` elsewhere.
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(site-settings|site-pages|team-editor)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // Publishing the agency's settings, pages or team changes what the pages show: after every other spec, not beside them.
    {
      name: 'settings',
      testMatch: /(site-settings|site-pages|team-editor)\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      // The stand-in CRM at the OMNICASA_URL of .dev.vars (scripts/crm-stand-in/), first: the site's
      // db:setup syncs the local database from it, and the Worker delivers leads to it.
      command: `npm run crm:stand-in`,
      url: `http://localhost:${CRM_STAND_IN_PORT}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build (npm test builds first) served by workerd with local D1 migrated.
      command: `npm run db:setup && npx vite preview --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
