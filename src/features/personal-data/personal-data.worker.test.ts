import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { createTestStaff, refusalOf, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { erasePersonalData, personRecords, personalDataExport } from './personal-data-admin.server.ts'
import { addressHash } from './personal-data.server.ts'
import { eraseExpiredPersonalData } from './retention.server.ts'

// DESIGN.md "Staff and owners" (personal data, retention erasure) in workerd, against D1 with the real migrations
// and a real (local) R2 bucket: what one address left is found, exported, erased with its files and
// its viewing seat; the cron erases leads past the configured period and keeps the newer ones.

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB
const MEDIA = appEnv.MEDIA
const ORIGIN = 'https://site.test'
const mails: OutgoingMail[] = []

/** The member's context, as the staff middleware makes it for a request of theirs. */
const as = (member: TestStaff) =>
  testStaffContext(appEnv, member, { origin: ORIGIN, mailer: { send: async (mail) => void mails.push(mail) } })

let agent: TestStaff
let property = 880_000
let slot = 0

/** A lead with an uploaded file in R2, as the lead endpoint stores it. */
async function leadWithUpload(
  id: string,
  email: string,
  form: string,
  createdAt: string,
  extraFields: Record<string, unknown> = {},
): Promise<string> {
  const key = `leads/${id}/${crypto.randomUUID()}.pdf`
  await MEDIA.put(key, '%PDF-1.7 test', { httpMetadata: { contentType: 'application/pdf' } })
  await DB.batch([
    DB.prepare('INSERT INTO leads (id, form, locale, email, fields, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
      id,
      form,
      'fr',
      email,
      JSON.stringify({ email, firstName: 'Marie', cv: { key, name: 'cv.pdf', size: 13, contentType: 'application/pdf' }, ...extraFields }),
      createdAt,
    ),
    DB.prepare(`INSERT INTO lead_mails (lead_id, kind, status) VALUES (?, 'agency', 'sent'), (?, 'visitor', 'sent')`).bind(id, id),
    DB.prepare(`INSERT INTO lead_crm_deliveries (lead_id, method, status) VALUES (?, 'ContactOnMe', 'delivered')`).bind(id),
  ])
  return key
}

/** A viewing of `leadId` taking a seat of a fresh slot with two seats; returns the slot id. */
async function booking(leadId: string): Promise<number> {
  property += 1
  slot += 1
  const slotId = 90_000 + slot
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 395000, '{}')`,
    ).bind(property),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (?, ?, ?, ?, 2, 0)').bind(
      slotId,
      property,
      '2027-01-10T09:00:00.000Z',
      '2027-01-10T09:45:00.000Z',
    ),
    DB.prepare('INSERT INTO appointments (lead_id, slot_id) VALUES (?, ?)').bind(leadId, slotId),
  ])
  return slotId
}

async function alert(leadId: string, email: string, options: { status?: string; createdAt?: string } = {}): Promise<number> {
  await DB.prepare(`INSERT INTO leads (id, form, locale, email, fields, created_at) VALUES (?, 'demand-register', 'nl', ?, '{}', ?)`)
    .bind(leadId, email, options.createdAt ?? new Date().toISOString())
    .run()
  const row = await DB.prepare(
    `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, status, confirmed_at) VALUES (?, ?, 'nl', 0, 400000, ?, '2026-11-01T10:00:00.000Z') RETURNING id`,
  )
    .bind(leadId, email, options.status ?? 'active')
    .first<{ id: number }>()
  await DB.batch([
    DB.prepare('INSERT INTO search_alert_types (alert_id, type_id) VALUES (?, 1), (?, 3)').bind(row!.id, row!.id),
    DB.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'zip', '1300')`).bind(row!.id),
  ])
  return row!.id
}

async function exists(key: string): Promise<boolean> {
  return (await MEDIA.head(key)) !== null
}

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (await DB.prepare(`SELECT COUNT(*) AS n FROM (${sql})`)
    .bind(...binds)
    .first<{ n: number }>())!.n
}

beforeAll(async () => {
  agent = await createTestStaff(appEnv, 'agent', { language: 'en' })
})

describe('personal data of one address', () => {
  const email = 'erase.me@example.be'
  let cvKey = ''
  let slotId = 0
  let otherKey = ''

  beforeAll(async () => {
    cvKey = await leadWithUpload('pd-job', email, 'job-application', '2026-11-20T10:00:00.000Z')
    slotId = await booking((await leadWithUpload('pd-visit', email, 'contact-appointment', '2026-11-21T10:00:00.000Z'), 'pd-visit'))
    await alert('pd-alert', email)
    await DB.batch([
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES (?, 'fr', 'sign-newsletter', '2026-11-01T10:00:00.000Z')`,
      ).bind(email),
      DB.prepare(`INSERT INTO alert_ledger (email, property_id, kind, sent_at) VALUES (?, 1, 'new', '2026-11-02T10:00:00.000Z')`).bind(
        email,
      ),
      DB.prepare(`INSERT INTO owners (email, first_name, last_name, language) VALUES (?, 'Marie', 'Dubois', 'fr')`).bind(email),
    ])
    // Someone else's lead, which must survive.
    otherKey = await leadWithUpload('pd-other', 'someone.else@example.be', 'job-application', '2026-11-20T10:00:00.000Z')
  })

  it('finds every kind of record of the address, whatever its case', async () => {
    const found = (await personRecords(await as(agent), ' Erase.Me@Example.be ')) as Record<string, any>
    expect(found.leads.map((lead: { id: string }) => lead.id).sort()).toEqual(['pd-alert', 'pd-job', 'pd-visit'])
    expect(found.leads.find((lead: { id: string }) => lead.id === 'pd-job').mails).toHaveLength(2)
    expect(found.alerts).toHaveLength(1)
    expect(found.alerts[0]).toMatchObject({ typeIds: [1, 3], zones: ['1300'], budgetMax: 400000 })
    expect(found.newsletter).toMatchObject({ sourceForm: 'sign-newsletter' })
    expect(found.bookings).toEqual([expect.objectContaining({ leadId: 'pd-visit', propertyId: property, status: 'confirmed' })])
    expect(found.uploads.map((upload: { key: string }) => upload.key)).toContain(cvKey)
    expect(found.alertMailsSent).toBe(1)
    expect(found.owner).toMatchObject({ name: 'Marie Dubois', propertyIds: [] })
    expect(JSON.stringify(found)).not.toContain('someone.else')
  })

  it('says what is wrong with an address that is not one, in the member’s language', async () => {
    const refused = await refusalOf(personRecords(await as(agent), 'not-an-address'))
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ message: 'Enter a valid e-mail address.' })
  })

  it('exports it all as a JSON file, and logs the export by the address’s hash', async () => {
    const response = await personalDataExport(
      await as(agent),
      new URL(`/api/admin/personal-data/export?email=${encodeURIComponent(email)}`, ORIGIN),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="personal-data-[\w-]+\.json"; filename\*=UTF-8''personal-data-[\w-]+\.json$/,
    )
    // Cache-Control and X-Robots-Tag are the staff route's (src/features/staff/staff-middleware.worker.test.ts).
    const file = (await response.json()) as Record<string, any>
    expect(file.email).toBe(email)
    expect(file.leads).toHaveLength(3)
    expect(file.uploads.length).toBeGreaterThanOrEqual(2)
    expect(file.alerts).toHaveLength(1)
    expect(file.bookings).toHaveLength(1)
    const log = await DB.prepare(`SELECT subject FROM audit_log WHERE action = 'personal-data.export' ORDER BY id DESC`).first<{
      subject: string
    }>()
    expect(log!.subject).toBe(`email-sha256:${await addressHash(email)}`)
  })

  it('erases nothing until the address is typed again', async () => {
    expect((await refusalOf(erasePersonalData(await as(agent), { email, confirm: 'erase.me@example.com' }))).status).toBe(422)
    expect(await count('SELECT 1 FROM leads WHERE email = ?', email)).toBe(3)
    expect(await exists(cvKey)).toBe(true)
  })

  it('erases leads, alerts, newsletter, bookings and R2 objects, frees the seat, and logs only a hash', async () => {
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<{ booked: number }>())!.booked).toBe(1)
    expect(await erasePersonalData(await as(agent), { email, confirm: ' ERASE.me@example.be' })).toMatchObject({
      erased: { leads: 3, alerts: 1, newsletter: 1, bookings: 1 },
    })
    expect(await exists(cvKey)).toBe(false)
    expect((await MEDIA.list({ prefix: 'leads/pd-visit/' })).objects).toHaveLength(0)
    for (const table of [
      'leads WHERE email = ?',
      'search_alerts WHERE email = ?',
      'newsletter_subscribers WHERE email = ?',
      'alert_ledger WHERE email = ?',
    ]) {
      expect(await count(`SELECT 1 FROM ${table}`, email), table).toBe(0)
    }
    for (const table of ['lead_mails', 'lead_crm_deliveries', 'appointments']) {
      expect(await count(`SELECT 1 FROM ${table} WHERE lead_id IN ('pd-job', 'pd-visit', 'pd-alert')`), table).toBe(0)
    }
    expect(await count('SELECT 1 FROM search_alert_types t WHERE NOT EXISTS (SELECT 1 FROM search_alerts a WHERE a.id = t.alert_id)')).toBe(
      0,
    )
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<{ booked: number }>())!.booked).toBe(0)
    // The owner account stays (the agency ends it with the mandate); someone else's lead and file too.
    expect(await count('SELECT 1 FROM owners WHERE email = ?', email)).toBe(1)
    expect(await count(`SELECT 1 FROM leads WHERE id = 'pd-other'`)).toBe(1)
    expect(await exists(otherKey)).toBe(true)
    const log = await DB.prepare(`SELECT subject, detail FROM audit_log WHERE action = 'personal-data.erase' ORDER BY id DESC`).first<{
      subject: string
      detail: string
    }>()
    expect(log!.subject).toBe(`email-sha256:${await addressHash(email)}`)
    expect(await count('SELECT 1 FROM audit_log WHERE subject LIKE ? OR detail LIKE ?', '%erase.me%', '%erase.me%')).toBe(0)
  })
})

describe('retention erasure (the cron trigger)', () => {
  it('erases leads and uploads older than the period, keeps newer ones, running alerts and published testimonials', async () => {
    const now = new Date('2026-11-26T03:00:00.000Z')
    const oldKey = await leadWithUpload('rt-old', 'old@example.be', 'job-application', '2024-11-01T10:00:00.000Z')
    const oldSlot = await booking('rt-old')
    const newKey = await leadWithUpload('rt-new', 'new@example.be', 'job-application', '2025-12-01T10:00:00.000Z')
    await alert('rt-running', 'running@example.be', { createdAt: '2023-01-01T10:00:00.000Z' })
    await alert('rt-stopped', 'stopped@example.be', { status: 'stopped', createdAt: '2023-01-01T10:00:00.000Z' })
    await DB.batch([
      DB.prepare(
        `INSERT INTO leads (id, form, locale, email, fields, created_at) VALUES ('rt-testimonial', 'contact-testimonial', 'fr', 'fan@example.be', '{}', '2023-01-01T10:00:00.000Z')`,
      ),
      DB.prepare(
        `INSERT INTO testimonials (author, comment, language, approved, lead_id) VALUES ('Fan', 'Parfait', 'fr', 1, 'rt-testimonial')`,
      ),
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at, unsubscribed_at) VALUES ('left-long-ago@example.be', 'fr', 'sign-newsletter', '2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
      ),
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at, unsubscribed_at) VALUES ('left-lately@example.be', 'fr', 'sign-newsletter', '2024-01-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z')`,
      ),
    ])
    const run = await eraseExpiredPersonalData(DB, MEDIA, { leadsMonths: 24, endedSubscriptionsMonths: 12 }, now)
    expect(run.leads).toBeGreaterThanOrEqual(2)
    expect(await count(`SELECT 1 FROM leads WHERE id IN ('rt-old', 'rt-stopped')`)).toBe(0)
    expect(await exists(oldKey)).toBe(false)
    expect(await count(`SELECT 1 FROM lead_mails WHERE lead_id = 'rt-old'`)).toBe(0)
    expect(await count(`SELECT 1 FROM search_alerts WHERE lead_id = 'rt-stopped'`)).toBe(0)
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(oldSlot).first<{ booked: number }>())!.booked).toBe(
      0,
    )
    expect(await count(`SELECT 1 FROM leads WHERE id IN ('rt-new', 'rt-running', 'rt-testimonial')`)).toBe(3)
    expect(await exists(newKey)).toBe(true)
    expect(await count(`SELECT 1 FROM newsletter_subscribers WHERE email = 'left-long-ago@example.be'`)).toBe(0)
    expect(await count(`SELECT 1 FROM newsletter_subscribers WHERE email = 'left-lately@example.be'`)).toBe(1)
  })
})
