import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { readToken } from '#/server/signed-token.ts'
import { alertsCsv, subscribersCsv } from './subscription-export.ts'

// `npm run subscribers -- export` against D1 with the real migrations: only confirmed subscriptions
// that were not left reach the export (decision 017).

const DB = (env as unknown as { DB: D1Database }).DB
const SECRET = 'a test secret of enough length for the tokens'

beforeEach(async () => {
  await DB.batch([
    DB.prepare('DELETE FROM search_alert_types'),
    DB.prepare('DELETE FROM search_alert_zones'),
    DB.prepare('DELETE FROM search_alerts'),
    DB.prepare('DELETE FROM newsletter_subscribers'),
  ])
})

describe('the newsletter export', () => {
  it('lists the confirmed subscribers who did not leave, with their language, form and confirmation time', async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES ('ann@example.be', 'nl', 'sign-newsletter', '2026-11-20T10:00:00.000Z')`,
      ),
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES ('luc@example.be', 'fr', 'site-contact', '2026-11-21T10:00:00.000Z')`,
      ),
      DB.prepare(`INSERT INTO newsletter_subscribers (email, locale, source_form) VALUES ('waiting@example.be', 'nl', 'sign-newsletter')`),
      DB.prepare(
        `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at, unsubscribed_at) VALUES ('gone@example.be', 'de', 'sign-newsletter', '2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z')`,
      ),
    ])
    const { count, text } = await subscribersCsv(DB)
    expect(count).toBe(2)
    expect(text).toBe(
      'email,language,source_form,confirmed_at\r\nann@example.be,nl,sign-newsletter,2026-11-20T10:00:00.000Z\r\nluc@example.be,fr,site-contact,2026-11-21T10:00:00.000Z\r\n',
    )
  })

  it("adds each subscriber's one-click leave address for a mailing tool, which takes that subscriber off", async () => {
    await DB.prepare(
      `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES ('ann@example.be', 'nl', 'sign-newsletter', '2026-11-20T10:00:00.000Z')`,
    ).run()
    const { text } = await subscribersCsv(DB, { secret: SECRET, origin: 'https://www.immo-dyle.be' })
    const [header, row] = text.split('\r\n')
    expect(header).toBe('email,language,source_form,confirmed_at,unsubscribe_url')
    const address = row!.split(',').at(-1)!
    expect(address).toMatch(/^https:\/\/www\.immo-dyle\.be\/api\/unsubscribe\/newsletter\/\S+$/)
    const token = address.split('/').at(-1)!
    const reader = await readToken(SECRET, 'newsletter-manage', token, Date.now())
    const subscriber = await DB.prepare(`SELECT id FROM newsletter_subscribers WHERE email = 'ann@example.be'`).first<{ id: number }>()
    expect(reader).toEqual(expect.objectContaining({ subject: String(subscriber!.id) }))
  })
})

describe('the search alert export (--alerts)', () => {
  it('lists the confirmed, running alerts with their criteria, paused ones marked', async () => {
    const alert = async (lead: string, email: string, confirmedAt: string | null, status = 'active', pausedAt: string | null = null) => {
      await DB.prepare(
        `INSERT INTO leads (id, form, locale, email, fields) VALUES (?, 'demand-register', 'nl', ?, '{}') ON CONFLICT DO NOTHING`,
      )
        .bind(lead, email)
        .run()
      const row = await DB.prepare(
        `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, min_bedrooms, garden, status, confirmed_at, paused_at) VALUES (?, ?, 'nl', 1, 1200, 2, 1, ?, ?, ?) RETURNING id`,
      )
        .bind(lead, email, status, confirmedAt, pausedAt)
        .first<{ id: number }>()
      return row!.id
    }
    const ann = await alert('export-ann', 'ann@example.be', '2026-11-20T10:00:00.000Z', 'active', '2026-11-22T10:00:00.000Z')
    await alert('export-waiting', 'waiting@example.be', null)
    await alert('export-stopped', 'stopped@example.be', '2026-11-20T11:00:00.000Z', 'stopped')
    await DB.batch([
      DB.prepare(`INSERT INTO search_alert_types (alert_id, type_id) VALUES (?, 3), (?, 1)`).bind(ann, ann),
      DB.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'town', 'wavre'), (?, 'zip', '1340')`).bind(ann, ann),
    ])
    const { count, text } = await alertsCsv(DB)
    expect(count).toBe(1)
    const [header, row] = text.split('\r\n')
    expect(header).toBe(
      'email,language,goal,property_types,zones,budget_min,budget_max,min_bedrooms,min_bathrooms,min_garages,min_parkings,garden,terrace,confirmed_at,paused_at',
    )
    expect(row).toBe('ann@example.be,nl,rent,1 3,1340 wavre,,1200,2,,,,1,0,2026-11-20T10:00:00.000Z,2026-11-22T10:00:00.000Z')
  })
})
