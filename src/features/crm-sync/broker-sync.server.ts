import type { OmnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { brokerStatements, readBroker } from './owner-crm-data.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Every published listing shows its broker (decision 022). The owners' refresh stores the
// broker of an owned property with its history; this one stores it for every other published
// listing, from the same CRM call (GetRelationList, one per language for the job title): every
// listing at a full sync (daily), and between them the listings that have none yet. A property the CRM names no broker for loses its CRM broker, and the page then
// shows the agency's own contact.

export type BrokerRefreshCounts = {
  /** listings whose broker was read */
  properties: number
  /** of those, listings the CRM names a broker for */
  withBroker: number
  /** relation rows that did not validate, left out */
  skipped: number
  /** listings the CRM (or the write) failed for: their broker stays as it was */
  failed: number
  lastError: string | null
}

/**
 * The published listings without an owner account (the owners' refresh reads the others' broker);
 * with `missingOnly`, only those that have no broker yet (a new listing between two full syncs).
 */
export async function listedPropertyIdsWithoutOwner(
  db: D1Queryable,
  { missingOnly = false }: { missingOnly?: boolean } = {},
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id FROM properties p WHERE p.withdrawn_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM owner_properties op WHERE op.property_id = p.id)
       AND (?1 = 0 OR NOT EXISTS (SELECT 1 FROM property_brokers pb WHERE pb.property_id = p.id)) ORDER BY p.id`,
    )
    .bind(missingOnly ? 1 : 0)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

/** Listings whose broker is read at the same time: a full sync reads every listing's, three calls each. */
const READS_AT_ONCE = 6

/** Reads each listing's broker from the CRM and stores it; one listing's failure leaves its broker as it was. */
export async function refreshListingBrokers(
  db: D1Queryable,
  client: OmnicasaClient,
  propertyIds: ReadonlyArray<number>,
): Promise<BrokerRefreshCounts> {
  const counts: BrokerRefreshCounts = { properties: 0, withBroker: 0, skipped: 0, failed: 0, lastError: null }
  const ids = [...new Set(propertyIds)]
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    await Promise.all(
      ids.slice(start, start + READS_AT_ONCE).map(async (propertyId) => {
        try {
          const { broker, skipped } = await readBroker(client, propertyId)
          await db.batch(brokerStatements(db, propertyId, broker))
          counts.properties += 1
          counts.skipped += skipped
          if (broker) counts.withBroker += 1
        } catch (error) {
          counts.failed += 1
          counts.lastError = `property ${propertyId}: ${error instanceof Error ? error.message : String(error)}`
        }
      }),
    )
  }
  return counts
}

/**
 * A digest of every listing's broker as pages show it. Property pages are cached per catalogue version
 * (src/server/page-cache.server.ts): when a refresh changes this, the sync moves the version on, so a
 * cached page never names a broker who left.
 */
export async function brokersDigest(db: D1Queryable): Promise<string> {
  const row = await db
    .prepare(
      `SELECT group_concat(line, char(10)) AS lines FROM (
         SELECT pb.property_id || ':' || b.id || ':' || json_array(b.name, b.roles, b.phone, b.email, b.photo) AS line
         FROM property_brokers pb JOIN brokers b ON b.id = pb.broker_id ORDER BY pb.property_id)`,
    )
    .first<{ lines: string | null }>()
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(row?.lines ?? ''))
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
