import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { demoBrokers, demoListingBrokerId } from '../../../scripts/demo-data/owner-portal.ts'
import { brokersDigest, listedPropertyIdsWithoutOwner, refreshListingBrokers } from '#/features/crm-sync/broker-sync.server.ts'
import { listingBroker } from './broker-repository.server.ts'

// Every listing's broker (decision 022), inside workerd against the real migrations and the stand-in CRM
// of vitest's global setup, as a customer of this file's own.

const testEnv = env as unknown as { DB: D1Database; OMNICASA_URL: string }
const DB = testEnv.DB
const CUSTOMER = 'test-listing-brokers'
const client = () => omnicasaClient({ url: testEnv.OMNICASA_URL, customerName: CUSTOMER, customerPassword: 'demo-password' })
// Listings without an owner account in the demo owners' list (scripts/demo-data/owner-portal.ts).
const LISTED = 4100005
const ALSO_LISTED = 4100006
const WITHDRAWN = 4100009
const OWNED = 4100003

beforeEach(async () => {
  await fetch(new URL(`/__control/reset?customer=${CUSTOMER}`, testEnv.OMNICASA_URL), { method: 'POST', body: '{}' })
  await DB.batch(
    ['owner_properties', 'owners', 'property_brokers', 'brokers', 'properties'].map((table) => DB.prepare(`DELETE FROM ${table}`)),
  )
  const insert = (id: number, webId: number, withdrawn: string | null) =>
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, headlines, withdrawn_at) VALUES (?, 0, 'Wavre', 'wavre', '1300', ?, 'fr', '{"fr":"Maison"}', ?)`,
    ).bind(id, webId, withdrawn)
  await DB.batch([
    insert(LISTED, 1, null),
    insert(ALSO_LISTED, 2, null),
    insert(WITHDRAWN, 3, '2026-11-01T00:00:00Z'),
    insert(OWNED, 4, null),
  ])
  const owner = await DB.prepare(
    `INSERT INTO owners (email, first_name, last_name, language) VALUES ('marie@example.be', 'Marie', 'Dupont', 'fr') RETURNING id`,
  ).first<{ id: number }>()
  await DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(owner!.id, OWNED).run()
})

describe('the broker of every listing (decision 022)', () => {
  it('is read for the published listings without an owner account (the owners’ refresh reads the others), between full syncs only where it is missing', async () => {
    expect(await listedPropertyIdsWithoutOwner(DB)).toEqual([LISTED, ALSO_LISTED])
    await refreshListingBrokers(DB, client(), [LISTED])
    expect(await listedPropertyIdsWithoutOwner(DB, { missingOnly: true })).toEqual([ALSO_LISTED])
  })

  it('comes from the CRM for a listing without an owner, with its job title in the page’s language', async () => {
    const counts = await refreshListingBrokers(DB, client(), [LISTED, ALSO_LISTED])
    expect(counts).toMatchObject({ properties: 2, withBroker: 2, failed: 0 })
    const expected = demoBrokers().find((broker) => broker.id === demoListingBrokerId(LISTED))!
    const nl = await listingBroker(DB, LISTED, 'nl')
    const fr = await listingBroker(DB, LISTED, 'fr')
    expect(nl).toEqual({
      name: expected.name,
      role: expected.roles.nl,
      phone: expected.phone ?? null,
      email: expected.email ?? null,
      photo: expected.photo,
    })
    expect(fr?.role).toBe(expected.roles.fr)
    // The CRM has no German: a German page reads the English title.
    expect((await listingBroker(DB, LISTED, 'de'))?.role).toBe(expected.roles.en)
  })

  it('is none for a listing without a broker row, and none once the listing is withdrawn', async () => {
    expect(await listingBroker(DB, LISTED, 'fr')).toBeNull()
    await refreshListingBrokers(DB, client(), [WITHDRAWN])
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM property_brokers WHERE property_id = ?').bind(WITHDRAWN).first('n')).toBe(1)
    expect(await listingBroker(DB, WITHDRAWN, 'fr')).toBeNull()
  })

  it('leaves a broker the site chose for the listing, and a job title it cannot read leaves the title out, not the broker', async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO brokers (id, name, roles, phone, email, photo, source) VALUES (900, 'Site Broker', '["no titles"]', '0475123456', 'site@immo-dyle.be', NULL, 'site')`,
      ),
      DB.prepare(`INSERT INTO property_brokers (property_id, broker_id, source) VALUES (?, 900, 'site')`).bind(LISTED),
    ])
    await refreshListingBrokers(DB, client(), [LISTED])
    expect(await listingBroker(DB, LISTED, 'nl')).toEqual({
      name: 'Site Broker',
      role: null,
      phone: '0475123456',
      email: 'site@immo-dyle.be',
      photo: null,
    })
  })

  it('changes the brokers’ digest only when a listing’s broker changes (cached pages then move on)', async () => {
    const empty = await brokersDigest(DB)
    await refreshListingBrokers(DB, client(), [LISTED])
    const filled = await brokersDigest(DB)
    expect(filled).not.toBe(empty)
    await refreshListingBrokers(DB, client(), [LISTED])
    expect(await brokersDigest(DB)).toBe(filled)
    await DB.prepare(`UPDATE brokers SET phone = '010 00 00 00'`).run()
    expect(await brokersDigest(DB)).not.toBe(filled)
  })
})
