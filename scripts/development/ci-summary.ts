// Sums the vitest and Playwright JSON reports into CI's closing line: `N passed, N failed`.
// Exits 1 when anything failed or a report is missing (a run that stopped before its tests).
import { existsSync, readFileSync } from 'node:fs'

type VitestReport = { numPassedTests: number; numFailedTests: number }
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } }

let passed = 0
let failed = 0
let missing = 0
const [vitestPath = 'reports/vitest.json', playwrightPath = 'reports/playwright.json'] = process.argv.slice(2)

if (existsSync(vitestPath)) {
  const report = JSON.parse(readFileSync(vitestPath, 'utf8')) as VitestReport
  passed += report.numPassedTests
  failed += report.numFailedTests
} else {
  console.error(`missing report: ${vitestPath}`)
  missing++
}

if (existsSync(playwrightPath)) {
  const { stats } = JSON.parse(readFileSync(playwrightPath, 'utf8')) as PlaywrightReport
  // A flaky test passed on retry: it counts as passed, and the report still lists it.
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
} else {
  console.error(`missing report: ${playwrightPath}`)
  missing++
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0)
