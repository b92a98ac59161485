import { test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { FOUNDATION_PAGES } from './support/pages.ts'

// Every page of the foundation passes axe-core's WCAG 2.2 AA rules in nl and fr, on desktop and phone.
for (const [lang, paths] of Object.entries(FOUNDATION_PAGES)) {
  for (const path of paths) {
    test(`axe: ${path} (${lang})`, async ({ page }) => {
      await page.goto(path)
      await page.locator('html[data-hydrated="true"]').waitFor()
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 375, height: 812 })
      await expectNoAxeViolations(page)
    })
  }
}
