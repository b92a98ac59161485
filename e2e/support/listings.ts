import type { Browser } from '@playwright/test'
import { consentDeclinedState } from './consent-declined.ts'

// Listings of the local database that a test needs, looked up rather than named by id: the
// demo catalogue is generated, so a test asks for "a Brussels house for sale" and reads its figures.

export type ListingRow = { id: number; zip: string; price: number }

/** An available listing for sale with a published price, outside any project, whose postal code is in [from, to]. */
export async function listingForSale(
  db: D1Database,
  zipFrom: string,
  zipTo: string,
  options: { without?: number[] } = {},
): Promise<ListingRow> {
  const row = await db
    .prepare(
      `SELECT id, zip, price FROM properties WHERE withdrawn_at IS NULL AND goal = 0 AND status = 'available' AND publish_price = 1 AND price > 0
       AND project_id IS NULL AND country_id = 10 AND zip BETWEEN ? AND ? AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT 1`,
    )
    .bind(zipFrom, zipTo, JSON.stringify(options.without ?? []))
    .first<ListingRow>()
  if (!row) throw new Error(`no listing for sale between ${zipFrom} and ${zipTo}`)
  return row
}

/** Property pages are cached per catalogue version: a test that changes what a page shows moves it on. */
export async function newCatalogueVersion(db: D1Database): Promise<void> {
  await db
    .prepare(`INSERT INTO app_meta (key, value) VALUES ('catalogue_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`)
    .bind(`e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`)
    .run()
}

/** A visitor whose browser runs no JavaScript, from an address of its own (the forms' rate limit counts per address). */
export function visitorWithoutScript(browser: Browser, baseURL: string) {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  return browser.newContext({
    javaScriptEnabled: false,
    storageState: consentDeclinedState(baseURL),
    extraHTTPHeaders: { 'CF-Connecting-IP': address },
  })
}
