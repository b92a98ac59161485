import { expect, type Page } from '@playwright/test'
import { gotoHydrated } from './navigation.ts'

// The demand-register form in Dutch, as a visitor fills it in (JavaScript on): to buy a house in
// `zones` up to `budget` €, then the thank-you page. Shared by the alert, subscription and back-office tests.

export type AlertWish = { zones?: string; budget?: string; firstName?: string; lastName?: string }

export async function registerAlert(page: Page, email: string, wish: AlertWish = {}): Promise<void> {
  const { zones = 'Waver, 1340', budget = '400000', firstName = 'Els', lastName = 'Peeters' } = wish
  await gotoHydrated(page, '/nl/zoekopdracht/')
  await page.getByRole('radio', { name: 'Kopen' }).check()
  await page.getByRole('checkbox', { name: 'Huis', exact: true }).check()
  await page.getByRole('textbox', { name: 'Gemeenten of postcodes', exact: true }).fill(zones)
  await page.getByRole('textbox', { name: 'Maximumbudget (€)', exact: true }).fill(budget)
  await page.getByRole('radio', { name: 'Mevr.', exact: true }).check()
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill(firstName)
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('0470 12 34 56')
  await page.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }).check()
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/demand-register\/$/)
}
