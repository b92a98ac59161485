import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { AppEnv } from '#/server/env.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { staffInput } from '#/admin/staff-input.ts'
import { storeLead, type MailKind, type StoredUpload } from '#/features/leads/lead-store.server.ts'
import { MAX_MAIL_ATTEMPTS } from '#/features/leads/lead-outbox.server.ts'
import { createTestStaff, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { samplePdf } from '#/domain/upload-samples.ts'
import {
  addLeadNote,
  assignLead,
  dashboardOf,
  inboxList,
  leadDetail,
  leadUploadResponse,
  leadsCsvExport,
  retryLeadCrm,
  retryLeadMail,
  setLeadStatus,
} from './lead-inbox-admin.server.ts'
import { INBOX_PAGE_SIZE, LEAD_STATUSES, SEARCH_MAX_LENGTH, readInboxFilters } from './lead-inbox-rules.ts'

// DESIGN.md "Staff and owners" (leads, dashboard): the inbox's work inside workerd, against D1 with
// the real migrations (0020 included), called as the staff middleware calls it (decision 033) with
// a test member's context. The middleware's own refusals are src/features/staff/staff-middleware.worker.test.ts.

const base = env as unknown as AppEnv
const { DB, MEDIA } = base
const ORIGIN = 'https://immo.test'
/** This file's own customer of the stand-in CRM (vitest.config.ts starts it), so no other file's calls mix in. */
const CRM_CUSTOMER = 'test-lead-inbox'
const appEnv = { ...base, OMNICASA_CUSTOMER_NAME: CRM_CUSTOMER } as AppEnv
const NOW = new Date('2026-07-01T10:00:00.000Z')

/** The member's context, as the middleware makes it for a request of theirs at NOW. */
const as = (member: TestStaff, mailer?: Mailer) => testStaffContext(appEnv, member, { now: NOW, mailer, origin: ORIGIN })
/** What a refused call was refused with. */
const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as { status?: number; body?: Record<string, unknown> } | undefined
  return { status: error?.status, json: error?.body ?? {} }
}

let sequence = 0
type LeadSeed = {
  form?: string
  locale?: 'nl' | 'fr' | 'en' | 'de'
  email?: string
  propertyId?: number | null
  fields?: Record<string, unknown>
  createdAt?: string
  mails?: MailKind[]
  crmMethod?: string
}

async function seedLead(seed: LeadSeed = {}): Promise<string> {
  sequence += 1
  const id = `lead${String(sequence).padStart(28, '0')}`
  const email = seed.email ?? `visitor${sequence}@example.be`
  await storeLead(DB, {
    id,
    form: seed.form ?? 'site-contact',
    locale: seed.locale ?? 'fr',
    email,
    propertyId: seed.propertyId ?? null,
    projectId: null,
    fields: {
      title: 'mrs',
      firstName: 'Ann',
      lastName: `Peeters${sequence}`,
      email,
      phone: '0470 12 34 56',
      remark: 'Pourriez-vous me rappeler ?',
      privacy: true,
      ...seed.fields,
    },
    pagePath: '/fr/contact/',
    campaign: { utm_source: 'newsletter' },
    mails: seed.mails ?? [],
    crmMethod: seed.crmMethod ?? null,
  })
  const createdAt = seed.createdAt ?? new Date(Date.UTC(2026, 5, 1) + sequence * 60_000).toISOString()
  await DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(createdAt, id).run()
  return id
}

type InboxAnswer = {
  leads: Array<{ id: string; name: string; status: string; assigned: { id: number } | null; formTitle: string }>
  next: string | null
  counts: Record<string, number>
}
const inbox = async (query: string, staff: TestStaff): Promise<InboxAnswer> => {
  const params = new URLSearchParams(query)
  return inboxList(
    await as(staff),
    readInboxFilters((name) => params.get(name) ?? undefined),
  )
}
const auditLines = async (subject: string) =>
  (
    await DB.prepare('SELECT action, staff_email, detail FROM audit_log WHERE subject = ? ORDER BY id')
      .bind(subject)
      .all<{ action: string; staff_email: string; detail: string }>()
  ).results

let agent: TestStaff
let colleague: TestStaff

beforeEach(async () => {
  await DB.batch(
    ['lead_notes', 'lead_crm_deliveries', 'lead_mails', 'testimonials', 'leads', 'audit_log'].map((table) =>
      DB.prepare(`DELETE FROM ${table}`),
    ),
  )
  agent = await createTestStaff(base, 'agent', { language: 'fr', now: NOW.getTime() })
  colleague = await createTestStaff(base, 'agent', { language: 'nl', now: NOW.getTime() })
})

describe('the work', () => {
  it('sends a malformed or unknown lead id to not-found, in the member’s language', async () => {
    expect((await refusal(leadDetail(await as(agent), '..%2F..%2Fetc'))).status).toBe(404)
    const missing = await refusal(leadDetail(await as(agent), '0123456789abcdef0123456789abcdef'))
    expect(missing.status).toBe(404)
    expect(missing.json.message).toMatch(/n’existe pas|does not exist/)
  })
})

describe('the inbox', () => {
  it('lists newest first, fifty at a time, and the cursor opens the rest without overlap', async () => {
    for (let index = 0; index < INBOX_PAGE_SIZE + 5; index += 1) await seedLead()
    const first = await inbox('', agent)
    expect(first.leads).toHaveLength(INBOX_PAGE_SIZE)
    expect(first.counts.all).toBe(INBOX_PAGE_SIZE + 5)
    const created = await DB.prepare('SELECT id FROM leads ORDER BY created_at DESC').all<{ id: string }>()
    expect(first.leads.map((lead) => lead.id)).toEqual(created.results.slice(0, INBOX_PAGE_SIZE).map((row) => row.id))
    expect(first.next).not.toBeNull()
    const second = await inbox(`?after=${encodeURIComponent(first.next!)}`, agent)
    expect(second.leads.map((lead) => lead.id)).toEqual(created.results.slice(INBOX_PAGE_SIZE).map((row) => row.id))
    expect(second.next).toBeNull()
  })

  it('filters by form, status, assignee (me, nobody, a colleague), language and property, and counts each status', async () => {
    const mine = await seedLead({ form: 'contact-me', locale: 'nl', propertyId: 4501 })
    const theirs = await seedLead({ locale: 'de' })
    const nobodys = await seedLead()
    await DB.batch([
      DB.prepare('UPDATE leads SET assigned_staff_id = ?, status = ? WHERE id = ?').bind(agent.id, 'in-progress', mine),
      DB.prepare('UPDATE leads SET assigned_staff_id = ?, status = ? WHERE id = ?').bind(colleague.id, 'done', theirs),
    ])
    const ids = (answer: InboxAnswer) => answer.leads.map((lead) => lead.id)
    expect(ids(await inbox('?assigned=me', agent))).toEqual([mine])
    expect(ids(await inbox('?assigned=me', colleague))).toEqual([theirs])
    expect(ids(await inbox('?assigned=nobody', agent))).toEqual([nobodys])
    expect(ids(await inbox(`?assigned=${colleague.id}`, agent))).toEqual([theirs])
    expect(ids(await inbox('?status=done', agent))).toEqual([theirs])
    expect(ids(await inbox('?form=contact-me', agent))).toEqual([mine])
    expect(ids(await inbox('?language=de', agent))).toEqual([theirs])
    expect(ids(await inbox('?property=4501', agent))).toEqual([mine])
    // Counts per status are of the other filters: the status tabs stay meaningful while one is chosen.
    const done = await inbox('?status=done', agent)
    expect(done.counts).toEqual({ all: 3, new: 1, 'in-progress': 1, done: 1 })
    // What does not read as a filter is left out, not refused.
    expect((await inbox('?status=closed&assigned=everyone&language=es', agent)).leads).toHaveLength(3)
  })

  it('searches the address, the name, the phone (with or without spaces) and the message', async () => {
    const marie = await seedLead({
      email: 'marie.dubois@exemple.be',
      fields: { firstName: 'Marie', lastName: 'Dubois', phone: '+32 470 99 88 77', remark: 'Une villa à Wavre, 100% calme' },
    })
    await seedLead({
      email: 'jan@voorbeeld.be',
      fields: { firstName: 'Jan', lastName: 'Claes', phone: '0486 11 22 33', remark: 'Appartement te Leuven' },
    })
    const found = async (q: string) => (await inbox(`?q=${encodeURIComponent(q)}`, agent)).leads.map((lead) => lead.id)
    expect(await found('marie.dubois@')).toEqual([marie])
    expect(await found('marie dubois')).toEqual([marie])
    expect(await found('DUBOIS')).toEqual([marie])
    expect(await found('470998877')).toEqual([marie])
    expect(await found('470 99 88')).toEqual([marie])
    expect(await found('villa à wavre')).toEqual([marie])
    // % and _ are letters of the search, not wildcards.
    expect(await found('100%')).toEqual([marie])
    expect(await found('%')).toEqual([marie])
    expect(await found('_')).toEqual([])
  })

  it('answers a search of the 100 characters the form allows (D1 refuses LIKE patterns over 50 bytes)', async () => {
    const remark = 'Nous cherchons une maison de trois chambres avec jardin, proche des écoles et de la gare de Wavre!'
    expect(remark.length).toBeGreaterThanOrEqual(SEARCH_MAX_LENGTH - 5)
    const long = await seedLead({
      email: 'long@exemple.be',
      fields: { firstName: 'Long', lastName: 'Search', remark: `${remark} ${remark}` },
    })
    const q = `${remark} ${remark}`.slice(0, SEARCH_MAX_LENGTH)
    expect(q).toHaveLength(SEARCH_MAX_LENGTH)
    expect((await inbox(`?q=${encodeURIComponent(q)}`, agent)).leads.map((lead) => lead.id)).toEqual([long])
    expect((await inbox(`?q=${encodeURIComponent('%'.repeat(SEARCH_MAX_LENGTH))}`, agent)).leads).toEqual([])
  })
})

describe('assign, status and note', () => {
  it('each change is made with its audit line, and the lead page shows them', async () => {
    const id = await seedLead()
    const subject = `lead:${id}`
    expect(await assignLead(await as(agent), id, colleague.id)).toEqual({ ok: true, changed: true })
    expect(await setLeadStatus(await as(agent), id, 'in-progress')).toEqual({ ok: true, changed: true })
    expect(await addLeadNote(await as(agent), id, '  Rappelée, visite samedi.  ')).toEqual({ ok: true })
    expect(await assignLead(await as(agent), id, null)).toEqual({ ok: true, changed: true })
    const lines = await auditLines(subject)
    expect(lines.map((line) => line.action)).toEqual(['lead.assign', 'lead.status', 'lead.note', 'lead.assign'])
    expect(lines.every((line) => line.staff_email === agent.email)).toBe(true)
    expect(JSON.parse(lines[0]!.detail)).toEqual({ from: null, to: colleague.email })
    expect(JSON.parse(lines[1]!.detail)).toEqual({ from: 'new', to: 'in-progress' })
    const row = await DB.prepare('SELECT status, status_changed_at, assigned_staff_id FROM leads WHERE id = ?').bind(id).first()
    expect(row).toEqual({ status: 'in-progress', status_changed_at: NOW.toISOString(), assigned_staff_id: null })

    const page = await leadDetail(await as(agent), id)
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'Rappelée, visite samedi.', staff: expect.objectContaining({ email: agent.email }) }),
    ])
    expect(page.audit.map((line) => line.action)).toEqual(['lead.assign', 'lead.note', 'lead.status', 'lead.assign'])
    expect(page.lead.status).toBe('in-progress')
  })

  it('a change to what already is writes nothing; bad values are refused with a 4xx and leave no line', async () => {
    const id = await seedLead()
    expect(await setLeadStatus(await as(agent), id, 'new')).toEqual({ ok: true, changed: false })
    // A status the inbox does not know is refused by the function's input schema (lead-inbox.functions.ts), as malformed.
    expect(() => staffInput(v.object({ status: v.picklist(LEAD_STATUSES) }))({ status: 'closed' as 'new' })).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ error: 'invalid', fields: ['status'] }) }),
    )
    const empty = await refusal(addLeadNote(await as(agent), id, '   '))
    expect(empty.status).toBe(422)
    expect(empty.json.message).toMatch(/note/)
    await DB.prepare('UPDATE staff_members SET revoked_at = ? WHERE id = ?').bind(NOW.toISOString(), colleague.id).run()
    expect((await refusal(assignLead(await as(agent), id, colleague.id))).status).toBe(422)
    expect((await refusal(assignLead(await as(agent), id, 999_999))).status).toBe(422)
    expect(await auditLines(`lead:${id}`)).toEqual([])
  })
})

describe('the lead page', () => {
  it('gives every field with the form’s staff labels in the member’s language, the campaign, the page and the mails', async () => {
    const id = await seedLead({ mails: ['agency', 'visitor'] })
    await DB.prepare(
      `UPDATE lead_mails SET status = 'failed', attempts = 6, last_error = 'smtp down' WHERE lead_id = ? AND kind = 'agency'`,
    )
      .bind(id)
      .run()
    const fr = await leadDetail(await as(agent), id)
    expect(fr.fields).toContainEqual({ label: 'Prénom', value: 'Ann' })
    expect(fr.fields).toContainEqual({ label: 'Message', value: 'Pourriez-vous me rappeler ?' })
    expect(fr.lead).toMatchObject({
      formTitle: 'Formulaire de contact',
      pagePath: '/fr/contact/',
      campaign: { utm_source: 'newsletter' },
      status: 'new',
      assigned: null,
    })
    expect(fr.mails).toContainEqual(expect.objectContaining({ kind: 'agency', status: 'failed', attempts: 6, lastError: 'smtp down' }))
    const nl = await leadDetail(await as(colleague), id)
    expect(nl.fields).toContainEqual({ label: 'Voornaam', value: 'Ann' })
  })
})

describe('uploads', () => {
  async function leadWithCv(): Promise<{ id: string; key: string }> {
    const id = await seedLead({ form: 'job-application' })
    const key = `leads/${id}/cv-object.pdf`
    await MEDIA.put(key, samplePdf(), { httpMetadata: { contentType: 'application/pdf' } })
    const cv: StoredUpload = { key, name: 'CV Anné "final".pdf', size: samplePdf().byteLength, contentType: 'application/pdf' }
    await DB.prepare(`UPDATE leads SET fields = json_set(fields, '$.cv', json(?)) WHERE id = ?`).bind(JSON.stringify(cv), id).run()
    return { id, key }
  }

  it('are served to staff only, as an attachment that is never sniffed', async () => {
    const { id } = await leadWithCv()
    const page = await leadDetail(await as(agent), id)
    expect(page.uploads).toEqual([expect.objectContaining({ field: 'cv', label: 'CV', href: `/api/admin/leads/${id}/uploads/cv` })])
    expect(page.fields.map((line) => line.label)).not.toContain('CV')

    const served = await leadUploadResponse(await as(agent), id, 'cv')
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('application/pdf')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // Cache-Control, X-Robots-Tag and the session's refresh are the staff route's (src/features/staff/staff-middleware.worker.test.ts).
    expect(served.headers.get('Content-Disposition')).toBe(
      `attachment; filename="CV Anne _final_.pdf"; filename*=UTF-8''${encodeURIComponent('CV Anné "final".pdf')}`,
    )
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(samplePdf())
  })

  it('only a field holding an upload of this lead opens a file', async () => {
    const { id } = await leadWithCv()
    expect((await refusal(leadUploadResponse(await as(agent), id, 'firstName'))).status).toBe(404)
    const other = await seedLead()
    // A lead whose field points at another lead's object gets nothing.
    await DB.prepare(`UPDATE leads SET fields = json_set(fields, '$.cv', json(?)) WHERE id = ?`)
      .bind(JSON.stringify({ key: `leads/${id}/cv-object.pdf`, name: 'x.pdf', size: 1, contentType: 'application/pdf' }), other)
      .run()
    expect((await refusal(leadUploadResponse(await as(agent), other, 'cv'))).status).toBe(404)
  })
})

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, RFC 4180 quoted, of the current filters, with formulas neutralized', async () => {
    await seedLead({
      fields: {
        firstName: '=HYPERLINK("https://evil.test")',
        lastName: 'Crème, "brûlée"',
        phone: '+32 470 12 34 56',
        remark: 'Ligne un\nLigne deux',
      },
    })
    await seedLead({ locale: 'nl', fields: { firstName: '@SUM(A1)', lastName: 'Janssens' } })
    const response = await leadsCsvExport(await as(agent), new URL('/api/admin/leads.csv?language=fr', ORIGIN))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-2026-07-01\.csv"/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(lines[0]).toMatch(/^Reçu le,Formulaire,Statut,/)
    expect(text).toContain(`"'=HYPERLINK(""https://evil.test"") Crème, ""brûlée"""`)
    expect(text).toContain(`'+32 470 12 34 56`)
    expect(text).toContain('"Ligne un\nLigne deux"')
    // The Dutch lead is not in a French-only export.
    expect(text).not.toContain('Janssens')
    expect(text.endsWith('\r\n')).toBe(true)
  })
})

describe('retry', () => {
  it('puts a failed mail back on its schedule and sends it in the request, with its audit line', async () => {
    const id = await seedLead({ mails: ['agency'] })
    await DB.prepare(
      `UPDATE lead_mails SET status = 'failed', attempts = ?, last_error = 'smtp down', next_attempt_at = '2026-06-01T00:00:00.000Z' WHERE lead_id = ?`,
    )
      .bind(MAX_MAIL_ATTEMPTS, id)
      .run()
    const sent: OutgoingMail[] = []
    const answer = await retryLeadMail(await as(agent, { send: async (mail) => void sent.push(mail) }), id, 'agency')
    expect(answer).toMatchObject({ ok: true, mail: { kind: 'agency', status: 'sent', lastError: null } })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to.email).toBe('leads@immo-dyle.be')
    expect((await auditLines(`lead:${id}`)).map((line) => line.action)).toEqual(['lead.retry-mail'])
    // A sent mail is not sent again.
    const again = await refusal(retryLeadMail(await as(agent), id, 'agency'))
    expect(again.status).toBe(409)
    expect(await auditLines(`lead:${id}`)).toHaveLength(1)
  })

  it('a retry that fails again leaves the mail failed with the new error', async () => {
    const id = await seedLead({ mails: ['agency'] })
    await DB.prepare(`UPDATE lead_mails SET status = 'failed', attempts = ? WHERE lead_id = ?`).bind(MAX_MAIL_ATTEMPTS, id).run()
    const failing: Mailer = { send: async () => Promise.reject(new Error('still down')) }
    const answer = await retryLeadMail(await as(agent, failing), id, 'agency')
    expect(answer).toMatchObject({ ok: false, mail: { status: 'failed', lastError: 'still down', attempts: MAX_MAIL_ATTEMPTS + 1 } })
  })

  it('puts a failed CRM delivery back and delivers it to the CRM in the request', async () => {
    const id = await seedLead({ crmMethod: 'ContactOnMe' })
    await DB.prepare(`UPDATE lead_crm_deliveries SET status = 'failed', attempts = 48, last_error = 'unreachable' WHERE lead_id = ?`)
      .bind(id)
      .run()
    const answer = await retryLeadCrm(await as(agent), id, 'ContactOnMe')
    expect(answer).toMatchObject({ ok: true, delivery: { method: 'ContactOnMe', status: 'delivered', lastError: null } })
    expect((await auditLines(`lead:${id}`)).map((line) => line.action)).toEqual(['lead.retry-crm'])
    expect((await refusal(retryLeadCrm(await as(agent), id, 'DemandRegister'))).status).toBe(404)
  })
})

describe('the dashboard', () => {
  it('counts today’s leads of the Brussels day per form, failed mails and CRM deliveries, and pending testimonials', async () => {
    // 1 July 2026, 12:00 in Brussels (summer time, UTC+2): the day began at 30 June 22:00 UTC.
    await seedLead({ form: 'contact-me', createdAt: '2026-06-30T21:59:59.000Z' })
    const today = await seedLead({ form: 'contact-me', createdAt: '2026-06-30T22:00:00.000Z', mails: ['agency'] })
    await seedLead({ form: 'site-contact', createdAt: '2026-07-01T09:00:00.000Z', crmMethod: 'ContactOnMe' })
    await DB.batch([
      DB.prepare(`UPDATE lead_mails SET status = 'failed', last_error = 'smtp down' WHERE lead_id = ?`).bind(today),
      DB.prepare(`UPDATE lead_crm_deliveries SET status = 'failed', last_error = 'refused'`),
      DB.prepare(`INSERT INTO testimonials (author, comment, language, approved) VALUES ('Ann', 'Top', 'fr', 0), ('Jan', 'Goed', 'nl', 1)`),
    ])
    const answer = await dashboardOf(await as(agent))
    expect(answer.open).toEqual({ new: 3, mine: 0 })
    expect(answer.today.total).toBe(2)
    expect(answer.today.perForm.map(({ form, count }) => [form, count]).sort()).toEqual([
      ['contact-me', 1],
      ['site-contact', 1],
    ])
    expect(answer.failedMails).toMatchObject({ count: 1, latest: [{ leadId: today, what: 'agency', lastError: 'smtp down' }] })
    expect(answer.failedCrm.count).toBe(1)
    expect(answer.pendingTestimonials).toBe(1)
    expect(answer.sync).toHaveProperty('lastSync')
  })
})
