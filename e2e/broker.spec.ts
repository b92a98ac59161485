import { expect } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { listingForSale, newCatalogueVersion } from './support/listings.ts'
import { test } from './support/owners.ts'

// The listing's broker (decision 022): the property page shows its broker with call and mail actions, the forms say
// who will answer, and a listing without a broker shows the agency. Each test gives its listing the
// broker it needs in the local database (as the site or the CRM would), and puts back what was there.

const BROKER = {
  id: 990_020,
  name: 'Claire Testaert',
  roles: { nl: 'Makelaar verkoop', fr: 'Conseillère vente', en: 'Sales broker' },
  phone: '0475123456',
  email: 'claire.testaert@immo-dyle.be',
  photo: '/demo/team/sophie.svg',
}

type Saved = { property_id: number; broker_id: number; source: string } | null

test.describe.configure({ mode: 'serial' })

test.describe('the broker on the property page (decision 022)', () => {
  let listingId = 0
  let bareId = 0
  const saved: Saved[] = []

  test.beforeAll(async ({ database }) => {
    listingId = (await listingForSale(database, '1300', '1499')).id
    bareId = (await listingForSale(database, '1000', '1299')).id
    for (const id of [listingId, bareId])
      saved.push(
        await database.prepare('SELECT property_id, broker_id, source FROM property_brokers WHERE property_id = ?').bind(id).first(),
      )
    await database.batch([
      database
        .prepare(`INSERT OR REPLACE INTO brokers (id, name, roles, phone, email, photo, source) VALUES (?, ?, ?, ?, ?, ?, 'site')`)
        .bind(BROKER.id, BROKER.name, JSON.stringify(BROKER.roles), BROKER.phone, BROKER.email, BROKER.photo),
      database.prepare('DELETE FROM property_brokers WHERE property_id IN (?, ?)').bind(listingId, bareId),
      database.prepare(`INSERT INTO property_brokers (property_id, broker_id, source) VALUES (?, ?, 'site')`).bind(listingId, BROKER.id),
    ])
    await newCatalogueVersion(database)
  })

  test.afterAll(async ({ database }) => {
    await database.batch([
      database.prepare('DELETE FROM property_brokers WHERE property_id IN (?, ?)').bind(listingId, bareId),
      database.prepare('DELETE FROM brokers WHERE id = ?').bind(BROKER.id),
      ...saved
        .filter((row) => row !== null)
        .map((row) =>
          database
            .prepare('INSERT INTO property_brokers (property_id, broker_id, source) VALUES (?, ?, ?)')
            .bind(row!.property_id, row!.broker_id, row!.source),
        ),
    ])
    await newCatalogueVersion(database)
  })

  test('shows the broker with photo, title, call and mail, and the visit form names who will answer', async ({ page }) => {
    await gotoHydrated(page, `/fr/a-vendre/x/y/${listingId}/`)
    const card = page.getByTestId('listing-broker')
    await expect(card.getByRole('heading', { name: 'Votre contact pour ce bien' })).toBeVisible()
    await expect(card).toContainText(BROKER.name)
    await expect(card).toContainText(BROKER.roles.fr)
    const photo = card.getByRole('img', { name: `Portrait de ${BROKER.name}` })
    await expect(photo).toHaveAttribute('src', /\/demo\/team\/sophie\.svg\?w=100/)
    await expect(photo).toHaveAttribute('width', '64')
    // spec §5 "Phone display": 10 digits in groups 4-2-2-2.
    const call = card.getByRole('link', { name: `Appeler ${BROKER.name} : 0475 12 34 56` })
    await expect(call).toHaveAttribute('href', 'tel:0475123456')
    await expect(card.getByRole('link', { name: new RegExp(`Écrire à ${BROKER.name}`) })).toHaveAttribute(
      'href',
      `mailto:${BROKER.email}?subject=${encodeURIComponent(`Référence ${listingId}`)}`,
    )
    await expect(page.locator('#contact-agency').getByTestId('answerer')).toHaveText(`${BROKER.name} vous répondra.`)

    await gotoHydrated(page, `/nl/te-koop/x/y/${listingId}/`)
    await expect(page.getByTestId('listing-broker')).toContainText(BROKER.roles.nl)
    await expect(page.locator('#contact-agency').getByTestId('answerer')).toHaveText(`${BROKER.name} beantwoordt uw vraag.`)
  })

  test('a listing without a broker shows the agency’s own contact, and the agency answers', async ({ page }) => {
    await gotoHydrated(page, `/fr/a-vendre/x/y/${bareId}/`)
    const card = page.getByTestId('listing-broker')
    await expect(card.getByRole('heading', { name: 'Votre contact à l’agence' })).toBeVisible()
    await expect(card).toContainText('Immo Dyle')
    await expect(card.getByRole('link', { name: /Appeler Immo Dyle/ })).toHaveAttribute('href', 'tel:+3210223344')
    await expect(card.getByRole('link', { name: /Écrire à Immo Dyle/ })).toHaveAttribute('href', /^mailto:info@immo-dyle\.be\?/)
    await expect(page.locator('#contact-agency').getByTestId('answerer')).toHaveText('Immo Dyle vous répondra.')
  })

  for (const width of [375, 1366]) {
    test(`the property page with its broker passes axe at ${width} px`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, `/nl/te-koop/x/y/${listingId}/`)
      await expect(page.getByTestId('listing-broker')).toContainText(BROKER.name)
      await expectNoAxeViolations(page)
    })
  }
})
