import { fallbackChain, type Locale } from '#/i18n/locales.ts'
import type { ListingBroker } from './listing-broker.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

type BrokerRow = { name: string; roles: string; phone: string | null; email: string | null; photo: string | null }

/** The job title in the page's language, else the nearest the CRM wrote; a broken value leaves it out, not the broker. */
function roleIn(roles: string, locale: Locale): string | null {
  let parsed: Partial<Record<string, unknown>> = {}
  try {
    const value: unknown = JSON.parse(roles)
    if (value !== null && typeof value === 'object') parsed = value as Record<string, unknown>
  } catch {
    return null
  }
  for (const language of [...fallbackChain(locale), 'en', 'fr', 'nl']) {
    const role = parsed[language]
    if (typeof role === 'string' && role.trim() !== '') return role.trim()
  }
  return null
}

/**
 * The broker of a listing (decision 022; spec §6 "A manager/agent is shown as the visitor's
 * broker"): the site's choice or the CRM's, whichever property_brokers holds; null when it has none.
 */
export async function listingBroker(db: D1Queryable, propertyId: number, locale: Locale): Promise<ListingBroker | null> {
  const row = await db
    .prepare(
      `SELECT b.name, b.roles, b.phone, b.email, b.photo FROM property_brokers pb JOIN brokers b ON b.id = pb.broker_id
       JOIN properties p ON p.id = pb.property_id AND p.withdrawn_at IS NULL WHERE pb.property_id = ?`,
    )
    .bind(propertyId)
    .first<BrokerRow>()
  if (!row || row.name.trim() === '') return null
  const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null)
  return {
    name: row.name.trim(),
    role: roleIn(row.roles, locale),
    phone: blankToNull(row.phone),
    email: blankToNull(row.email),
    photo: blankToNull(row.photo),
  }
}
