import { expect, type Page } from '@playwright/test'

/** Opens a path and waits until React has hydrated (`<html data-hydrated>`), so clicks do something. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBeLessThan(400)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}
