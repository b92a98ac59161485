import { expect, type Page } from '@playwright/test'
import { purchaseCosts, type PurchaseCostsInput } from '../src/domain/purchase-costs.ts'
import { mortgagePayment } from '../src/domain/mortgage.ts'
import { formatAmount } from '../src/features/purchase-costs/amount-format.ts'
import { EXAMPLE_RATE_PERCENT, EXAMPLE_YEARS } from '../src/features/purchase-costs/calculator-input.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { listingForSale, visitorWithoutScript } from './support/listings.ts'
import { test } from './support/owners.ts'

// What a purchase costs (decision 022): the calculator on listings for sale and on its own page, with and without
// JavaScript. Expected figures come from the domain functions the page uses.

const SOLE_HOME: Pick<PurchaseCostsInput, 'soleOwnHome' | 'epcClassesCommitted' | 'flandersCoreCity'> = {
  soleOwnHome: true,
  epcClassesCommitted: 0,
  flandersCoreCity: false,
}

/** The calculator's answer as the page shows it: duties, fees, other costs, VAT, totals, the monthly payment. */
async function expectFigures(page: Page, input: PurchaseCostsInput, contribution = 0) {
  const costs = purchaseCosts(input)
  const calculator = page.getByTestId('purchase-costs')
  await expect(calculator.getByTestId('duty')).toHaveText(formatAmount(costs.duty.duty))
  await expect(calculator.getByTestId('notary-fees')).toHaveText(formatAmount(costs.notary.fees))
  await expect(calculator.getByTestId('other-costs')).toHaveText(formatAmount(costs.notary.otherCosts))
  await expect(calculator.getByTestId('fees-vat')).toHaveText(formatAmount(costs.notary.vat))
  await expect(calculator.getByTestId('total-costs')).toHaveText(formatAmount(costs.totalCosts))
  await expect(calculator.getByTestId('total-to-finance')).toHaveText(formatAmount(costs.totalToFinance))
  const loan = Math.round((costs.totalToFinance - contribution) * 100) / 100
  const mortgage = mortgagePayment({ amount: loan, annualRatePercent: EXAMPLE_RATE_PERCENT, years: EXAMPLE_YEARS })
  await expect(calculator.getByTestId('monthly-payment')).toHaveText(formatAmount(mortgage.monthlyPayment))
  await expect(calculator.getByTestId('total-interest')).toHaveText(formatAmount(mortgage.totalInterest))
  return costs
}

test('a Brussels listing for sale: the calculator starts from its price and region, and follows the answers', async ({
  page,
  database,
}) => {
  const listing = await listingForSale(database, '1000', '1299')
  await gotoHydrated(page, `/fr/a-vendre/x/y/${listing.id}/`)
  const calculator = page.getByTestId('purchase-costs')
  await expect(calculator.getByRole('textbox', { name: 'Prix d’achat' })).toHaveValue(new Intl.NumberFormat('nl-BE').format(listing.price))
  await expect(calculator.getByRole('combobox', { name: 'Région' })).toHaveValue('brussels')
  const costs = await expectFigures(page, { price: listing.price, region: 'brussels', ...SOLE_HOME })
  await expect(calculator).toContainText(
    costs.duty.rule === 'brussels-sole-home-over-ceiling' ? 'sur tout le prix' : 'habitation propre et unique, Bruxelles',
  )
  await expect(calculator).toContainText('Une estimation, aux taux en vigueur au 1 janvier 2026')

  // A second home: 12.5 % on the whole price, at once.
  await calculator.getByRole('radio', { name: 'Non', exact: true }).check()
  await expectFigures(page, { price: listing.price, region: 'brussels', soleOwnHome: false })
  await expect(calculator).toContainText(/12,5\s% — pas une habitation propre et unique, Bruxelles/)

  // The EPC commitment (Brussels only) raises the abatement by € 25.000 a class from two classes.
  await calculator.getByRole('radio', { name: /^Oui/ }).check()
  await calculator.getByRole('combobox', { name: 'Bruxelles : engagement d’améliorer le PEB' }).selectOption('3')
  await expectFigures(page, {
    price: listing.price,
    region: 'brussels',
    soleOwnHome: true,
    epcClassesCommitted: 3,
    flandersCoreCity: false,
  })

  // The link to the agency leads to this listing's forms.
  await expect(calculator.getByRole('link', { name: 'Parlons-en ensemble' })).toHaveAttribute('href', '#contact-agency')
})

test('a Walloon listing for sale: prefilled, a new price and a contribution update the answer', async ({ page, database }) => {
  const listing = await listingForSale(database, '1300', '1499')
  await gotoHydrated(page, `/nl/te-koop/x/y/${listing.id}/`)
  const calculator = page.getByTestId('purchase-costs')
  await expect(calculator.getByRole('combobox', { name: 'Gewest' })).toHaveValue('wallonia')
  await expectFigures(page, { price: listing.price, region: 'wallonia', ...SOLE_HOME })
  await expect(calculator).toContainText(/3\s% — enige eigen woning, Wallonië/)

  await calculator.getByRole('textbox', { name: 'Aankoopprijs' }).fill('300.000')
  await calculator.getByRole('textbox', { name: 'Uw eigen inbreng' }).fill('50.000')
  const costs = await expectFigures(page, { price: 300_000, region: 'wallonia', ...SOLE_HOME }, 50_000)
  // Worked example: Wallonia € 300.000 sole home → € 9.000.
  expect(costs.duty.duty).toBe(9_000)
  await expect(calculator.getByTestId('duty')).toHaveText('€\u00a09.000')

  await calculator.getByRole('textbox', { name: 'Aankoopprijs' }).fill('drie ton')
  await expect(calculator.getByText('Schrijf de prijs in cijfers, bijvoorbeeld 350.000.')).toBeVisible()
  await expect(calculator.getByTestId('duty')).toHaveCount(0)
})

test('the listing’s calculator without JavaScript sends its values to the own page, which answers them', async ({
  browser,
  baseURL,
  database,
}) => {
  const listing = await listingForSale(database, '1300', '1499')
  const context = await visitorWithoutScript(browser, baseURL!)
  const page = await context.newPage()
  await page.goto(`/fr/a-vendre/x/y/${listing.id}/`)
  await page.getByTestId('purchase-costs').getByRole('button', { name: 'Calculer' }).click()
  await expect(page).toHaveURL(/\/fr\/frais-d-achat\/\?/)
  await expectFigures(page, { price: listing.price, region: 'wallonia', ...SOLE_HOME })
  await context.close()
})

for (const [lang, path, texts] of [
  [
    'nl',
    '/nl/aankoopkosten/',
    {
      price: 'Aankoopprijs',
      region: 'Gewest',
      calculate: 'Berekenen',
      heading: 'Wat kost uw aankoop?',
      invalid: 'Schrijf de prijs in cijfers, bijvoorbeeld 350.000.',
      rule: /2\s% — enige eigen woning, Vlaanderen/,
      contact: 'Bespreek het met ons',
      contactPath: '/nl/contact/',
    },
  ],
  [
    'fr',
    '/fr/frais-d-achat/',
    {
      price: 'Prix d’achat',
      region: 'Région',
      calculate: 'Calculer',
      heading: 'Combien coûtera votre achat ?',
      invalid: 'Écrivez le prix en chiffres, par exemple 350.000.',
      rule: /2\s% — habitation propre et unique, Flandre/,
      contact: 'Parlons-en ensemble',
      contactPath: '/fr/contact/',
    },
  ],
] as const) {
  test(`the own page in ${lang} without JavaScript: a GET form the server answers, a 400 with a message for bad input`, async ({
    browser,
    baseURL,
  }) => {
    const context = await visitorWithoutScript(browser, baseURL!)
    const page = await context.newPage()
    const first = await page.goto(path)
    expect(first?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible()
    await page.getByRole('textbox', { name: texts.price }).fill('300.000')
    await page.getByRole('combobox', { name: texts.region }).selectOption('flanders')
    await page.getByRole('button', { name: texts.calculate }).click()
    await expect(page).toHaveURL(/price=300\.000/)
    // Worked example: Flanders € 300.000 sole home → € 6.000.
    const costs = await expectFigures(page, { price: 300_000, region: 'flanders', ...SOLE_HOME })
    expect(costs.duty.duty).toBe(6_000)
    await expect(page.getByTestId('purchase-costs')).toContainText(texts.rule)
    await expect(page.getByRole('link', { name: texts.contact })).toHaveAttribute('href', texts.contactPath)

    const bad = await page.goto(`${path}?price=lots&region=flanders&years=0`)
    expect(bad?.status()).toBe(400)
    await expect(page.getByText(texts.invalid)).toBeVisible()
    await expect(page.getByRole('textbox', { name: texts.price })).toHaveAttribute('aria-invalid', 'true')
    const nonsense = await page.goto(`${path}?price=${'9'.repeat(400)}&region=%00&sole=%3Cscript%3E`)
    expect(nonsense?.status()).toBe(400)
    await context.close()
  })

  test(`the own page in ${lang} with JavaScript answers as the visitor types`, async ({ page }) => {
    await gotoHydrated(page, path)
    await page.getByRole('textbox', { name: texts.price }).fill('500.000')
    await page.getByRole('combobox', { name: texts.region }).selectOption('brussels')
    // Worked example: Brussels € 500.000 sole home → € 37.500; no page load.
    const costs = await expectFigures(page, { price: 500_000, region: 'brussels', ...SOLE_HOME })
    expect(costs.duty.duty).toBe(37_500)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
}

for (const width of [375, 1366]) {
  test(`the own page passes axe at ${width} px, with an answer shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/fr/frais-d-achat/?price=425.000&region=brussels&newbuild=yes&land=100.000')
    await expect(page.getByTestId('building-vat')).toBeVisible()
    await expectNoAxeViolations(page)
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  test(`a listing with its calculator passes axe at ${width} px`, async ({ page, database }) => {
    // A whole property page under axe takes a while on a busy machine.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const listing = await listingForSale(database, '1300', '1499')
    await gotoHydrated(page, `/nl/te-koop/x/y/${listing.id}/`)
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('the own page is in the sitemap in every language', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/nl/aankoopkosten/', '/fr/frais-d-achat/', '/en/purchase-costs/', '/de/kaufnebenkosten/'])
    expect(sitemap).toContain(path)
})
