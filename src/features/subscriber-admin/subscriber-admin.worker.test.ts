import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { staffInput } from '#/admin/staff-input.ts'
import { createTestStaff, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { subscriberLists, subscribersCsvResponse } from './subscriber-admin.server.ts'
import { SubscriberFilterInput } from './subscriber-status.ts'

// DESIGN.md "Staff and owners", search alerts and newsletter: subscribers with their criteria and
// status; export. The staff middleware's refusals are src/features/staff/staff-middleware.worker.test.ts.

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB

/** The lists as the page's server function reads them, its filter checked by the function's input schema. */
async function lists(filter: Record<string, string>) {
  return subscriberLists(await testStaffContext(appEnv, agent), staffInput(SubscriberFilterInput)(filter))
}

let agent: TestStaff

beforeAll(async () => {
  agent = await createTestStaff(appEnv, 'agent', { language: 'nl' })
  const alert = async (lead: string, email: string, confirmedAt: string | null, status = 'active', pausedAt: string | null = null) => {
    await DB.prepare(`INSERT INTO leads (id, form, locale, email, fields) VALUES (?, 'demand-register', 'fr', ?, '{}')`)
      .bind(lead, email)
      .run()
    const row = await DB.prepare(
      `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, status, confirmed_at, paused_at) VALUES (?, ?, 'fr', 0, 400000, ?, ?, ?) RETURNING id`,
    )
      .bind(lead, email, status, confirmedAt, pausedAt)
      .first<{ id: number }>()
    await DB.prepare('INSERT INTO search_alert_types (alert_id, type_id) VALUES (?, 1), (?, 3)').bind(row!.id, row!.id).run()
  }
  await alert('sa-active', 'active.alert@example.be', '2026-11-01T10:00:00.000Z')
  await alert('sa-paused', 'paused.alert@example.be', '2026-11-01T10:00:00.000Z', 'active', '2026-11-03T10:00:00.000Z')
  await alert('sa-waiting', 'waiting.alert@example.be', null)
  await alert('sa-ended', '=cmd@example.be', '2026-11-01T10:00:00.000Z', 'stopped')
  await DB.batch([
    DB.prepare(
      `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES ('news.active@example.be', 'nl', 'sign-newsletter', '2026-11-01T10:00:00.000Z')`,
    ),
    DB.prepare(
      `INSERT INTO newsletter_subscribers (email, locale, source_form) VALUES ('news.waiting@example.be', 'nl', 'sign-newsletter')`,
    ),
    DB.prepare(
      `INSERT INTO newsletter_subscribers (email, locale, source_form, confirmed_at) VALUES ('=HYPERLINK("x")@example.be', 'nl', 'sign-newsletter', '2026-11-02T10:00:00.000Z')`,
    ),
  ])
})

describe('alerts and newsletter in the back office', () => {
  it('lists alerts with their criteria in the member’s language and their status', async () => {
    const body = await lists({ status: '', search: '' })
    const byEmail = Object.fromEntries(body.alerts.map((row) => [row.email, row]))
    expect(byEmail['active.alert@example.be']).toMatchObject({ status: 'active', types: ['Huis', 'Appartement'] })
    expect(byEmail['paused.alert@example.be']!.status).toBe('paused')
    expect(byEmail['waiting.alert@example.be']!.status).toBe('unconfirmed')
    expect(byEmail['=cmd@example.be']!.status).toBe('ended')
    expect(Object.fromEntries(body.newsletter.map((row) => [row.email, row.status]))).toMatchObject({
      'news.active@example.be': 'active',
      'news.waiting@example.be': 'unconfirmed',
    })
  })

  it('filters by status and searches by address', async () => {
    const paused = await lists({ status: 'paused' })
    expect(paused.alerts.map((row) => row.email)).toEqual(['paused.alert@example.be'])
    expect(paused.newsletter).toEqual([])
    const search = await lists({ search: 'WAITING' })
    expect(search.alerts.map((row) => row.email)).toEqual(['waiting.alert@example.be'])
    expect(search.newsletter.map((row) => row.email)).toEqual(['news.waiting@example.be'])
    await expect(lists({ status: 'gone' })).rejects.toMatchObject({ status: 400 })
  })

  it('searches with a long address, and reads % and _ as letters (D1 refuses LIKE patterns over 50 bytes)', async () => {
    const long = `${'a-very-long-local-part.'.repeat(4)}x@example.be`
    expect(long.length).toBeGreaterThan(100)
    const search = async (text: string) => {
      const body = await lists({ search: text })
      return { status: 200, emails: [...body.alerts, ...body.newsletter].map((row) => row.email) }
    }
    expect(await search(long)).toEqual({ status: 200, emails: [] })
    expect(await search('%')).toEqual({ status: 200, emails: [] })
    expect(await search('news_active')).toEqual({ status: 200, emails: [] })
    expect(await search('news.active')).toEqual({ status: 200, emails: ['news.active@example.be'] })
  })

  it('exports the CSV of npm run subscribers, formula-safe, as a file', async () => {
    const response = await subscribersCsvResponse(await testStaffContext(appEnv, agent), 'newsletter')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''newsletter-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const text = await response.text()
    expect(text).toContain('news.active@example.be')
    expect(text).not.toContain('news.waiting@example.be')
    expect(text).toContain(`"'=HYPERLINK(""x"")@example.be"`)
    expect((await subscribersCsvResponse(await testStaffContext(appEnv, agent), 'alerts')).status).toBe(200)
    expect(await DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'subscribers.export'`).first('n')).toBeGreaterThanOrEqual(2)
  })
})
