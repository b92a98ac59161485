import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import * as v from 'valibot'
import { Refusal } from '#/server/refusals.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { staffInput } from '#/admin/staff-input.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { createTestStaff, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { cancelBooking, createSlots, deleteSlot, propertyChoices, viewingSlots } from './viewing-slots-admin.server.ts'
import { OneSlot, Series } from './viewing-slot-inputs.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { MAX_SLOTS_PER_SERIES } from './slot-series.ts'

// Decision 018 "Viewings": slots made in the back office (one or a series), a booking cancelled (the
// seat is freed, the visitor's mail queued and sent with a METHOD:CANCEL calendar file), slots
// deleted only while unbooked, and the CRM's importer never touching the site's slots.

const DB = (env as unknown as { DB: D1Database }).DB
const MEDIA = (env as unknown as { MEDIA: R2Bucket }).MEDIA
const appEnv = { DB, MEDIA, SESSION_SECRET: (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET } as unknown as AppEnv
const ORIGIN = 'https://site.test'

function recorder(): Mailer & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = []
  return { mails, send: async (mail) => void mails.push(mail) }
}

/** A member's work as the staff middleware runs it: its answer, or the refusal it was refused with, and the mails sent. */
async function run(work: (context: StaffContext) => Promise<unknown>, mailer = recorder()) {
  const pending: Array<Promise<unknown>> = []
  const context = await testStaffContext(appEnv, agent, { origin: ORIGIN, mailer, waitUntil: (promise) => void pending.push(promise) })
  try {
    const body = (await work(context)) as Record<string, unknown>
    await Promise.all(pending)
    return { status: 200, body, mails: mailer.mails }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return { status: error.status, body: error.body as Record<string, unknown>, mails: mailer.mails }
  }
}

/** A body as the server function's input schema reads it (malformed: a 400 refusal). */
const input = <S extends v.GenericSchema>(schema: S, body: unknown) => staffInput(schema)(body as v.InferInput<S>)

/** The next week's Monday to Friday, as YYYY-MM-DD, so the slots are always ahead. */
function nextWeek(): { monday: string; friday: string } {
  const today = new Date()
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((8 - today.getUTCDay()) % 7 || 7)))
  const friday = new Date(monday.getTime() + 4 * 86_400_000)
  return { monday: monday.toISOString().slice(0, 10), friday: friday.toISOString().slice(0, 10) }
}

const audits = async (action: string) =>
  (
    await DB.prepare('SELECT staff_email, subject, detail FROM audit_log WHERE action = ?')
      .bind(action)
      .all<{ staff_email: string; subject: string; detail: string }>()
  ).results
const slotCount = async () =>
  (await DB.prepare('SELECT COUNT(*) AS n FROM appointment_slots WHERE property_id = 801').first<{ n: number }>())!.n

let agent: TestStaff

beforeEach(async () => {
  await DB.batch(
    [
      'audit_log',
      'appointments',
      'lead_mails',
      'lead_crm_deliveries',
      'leads',
      'rate_limits',
      'appointment_slots',
      'property_documents',
      'properties',
    ].map((table) => DB.prepare(`DELETE FROM ${table}`)),
  )
  await DB.prepare(
    `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (801, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 350000, '{"fr":"Maison de maître","nl":"Herenhuis"}')`,
  ).run()
  agent = await createTestStaff(appEnv, 'agent', { language: 'fr' })
})

describe('the property picker', () => {
  const picked = async (q: string) => {
    const answer = await run((context) => propertyChoices(context, q))
    return { status: answer.status, ids: (answer.body.properties as Array<{ id: number }> | undefined)?.map((property) => property.id) }
  }

  it('finds a property by the start of its town, its postal code or its reference', async () => {
    expect(await picked('WAV')).toEqual({ status: 200, ids: [801] })
    expect(await picked('13')).toEqual({ status: 200, ids: [801] })
    expect(await picked('801')).toEqual({ status: 200, ids: [801] })
    expect(await picked('avre')).toEqual({ status: 200, ids: [] })
  })

  it('reads % and _ as letters, not wildcards', async () => {
    expect(await picked('%')).toEqual({ status: 200, ids: [] })
    expect(await picked('_avre')).toEqual({ status: 200, ids: [] })
    expect(await picked('w%e')).toEqual({ status: 200, ids: [] })
  })

  it('answers a search as long as a member can type (D1 refuses LIKE patterns over 50 bytes)', async () => {
    expect(await picked('wavre '.repeat(17).slice(0, 100))).toEqual({ status: 200, ids: [] })
  })
})

describe('creating viewing slots in the back office', () => {
  it('makes a series in Brussels time, skips the times the property already has, and logs who did it', async () => {
    const { monday, friday } = nextWeek()
    const series = {
      fromDate: monday,
      toDate: friday,
      weekdays: [1, 3],
      fromTime: '10:00',
      toTime: '12:00',
      minutes: 30,
      seats: 2,
      agentId: agent.id,
    }
    const first = await run((context) => createSlots(context, 801, input(Series, series)))
    expect(first).toMatchObject({ status: 200, body: { created: 8, skipped: 0 } })
    const rows = (
      await DB.prepare(
        'SELECT starts_at, capacity, source, agent_id FROM appointment_slots WHERE property_id = 801 ORDER BY starts_at',
      ).all<{ starts_at: string; capacity: number; source: string; agent_id: number }>()
    ).results
    expect(rows).toHaveLength(8)
    expect(rows.every((row) => row.capacity === 2 && row.source === 'site' && row.agent_id === agent.id)).toBe(true)
    // 10:00 in Brussels is 08:00 or 09:00 UTC depending on the season, never 10:00 UTC.
    expect(['08:00', '09:00']).toContain(rows[0]!.starts_at.slice(11, 16))

    const again = await run((context) => createSlots(context, 801, input(Series, { ...series, toTime: '13:00' })))
    expect(again).toMatchObject({ status: 200, body: { created: 4, skipped: 8 } })
    expect(await slotCount()).toBe(12)
    const logged = await audits('viewing.series.create')
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatchObject({ staff_email: agent.email, subject: 'property:801' })
  })

  it(`refuses a series of more than ${MAX_SLOTS_PER_SERIES} slots, bad hours and an unknown agent with a 4xx in the member's language, making nothing`, async () => {
    const { monday } = nextWeek()
    const later = new Date(Date.parse(monday) + 120 * 86_400_000).toISOString().slice(0, 10)
    const tooMany = await run((context) =>
      createSlots(
        context,
        801,
        input(Series, {
          fromDate: monday,
          toDate: later,
          weekdays: [1, 2, 3, 4, 5],
          fromTime: '09:00',
          toTime: '18:00',
          minutes: 30,
          seats: 1,
          agentId: agent.id,
        }),
      ),
    )
    expect(tooMany.status).toBe(422)
    expect(tooMany.body).toMatchObject({ error: 'too-many', message: expect.stringContaining('200') })
    expect(tooMany.body.message).toMatch(/créneaux|série/)
    const backwards = await run((context) =>
      createSlots(
        context,
        801,
        input(Series, {
          fromDate: monday,
          toDate: monday,
          weekdays: [1],
          fromTime: '12:00',
          toTime: '10:00',
          minutes: 30,
          seats: 1,
          agentId: agent.id,
        }),
      ),
    )
    expect(backwards).toMatchObject({ status: 422, body: { error: 'times' } })
    const nobody = await run((context) =>
      createSlots(
        context,
        801,
        input(Series, {
          fromDate: monday,
          toDate: monday,
          weekdays: [1],
          fromTime: '10:00',
          toTime: '11:00',
          minutes: 30,
          seats: 1,
          agentId: 999_999,
        }),
      ),
    )
    expect(nobody).toMatchObject({ status: 422, body: { error: 'agent' } })
    const malformed = await run((context) => createSlots(context, 801, input(Series, { fromDate: monday, weekdays: 'all', seats: 0 })))
    expect(malformed.status).toBe(400)
    expect(await slotCount()).toBe(0)
    expect(await audits('viewing.series.create')).toHaveLength(0)
  })

  it('makes one slot, refuses one in the past, and answers 404 for a property not in the catalogue', async () => {
    const { monday } = nextWeek()
    expect(
      await run((context) =>
        createSlots(context, 801, input(OneSlot, { date: monday, time: '14:15', minutes: 45, seats: 1, agentId: agent.id })),
      ),
    ).toMatchObject({ status: 200, body: { created: 1 } })
    expect(
      await run((context) =>
        createSlots(
          context,
          801,
          input(OneSlot, {
            date: '2020-01-06',
            time: '14:15',
            minutes: 45,
            seats: 1,
            agentId: agent.id,
          }),
        ),
      ),
    ).toMatchObject({ status: 422, body: { error: 'past' } })
    expect(
      (
        await run((context) =>
          createSlots(
            context,
            9999,
            input(OneSlot, {
              date: monday,
              time: '14:15',
              minutes: 45,
              seats: 1,
              agentId: agent.id,
            }),
          ),
        )
      ).status,
    ).toBe(404)
    expect(await slotCount()).toBe(1)
  })
})

const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })

/** A visitor books the slot through the public form, in Dutch. */
async function bookFromSite(slotId: number, mailer = recorder()) {
  const body = new URLSearchParams({
    locale: 'nl',
    idempotencyKey: `admin-booking-${slotId}-0123456789abcdef`,
    title: 'mrs',
    firstName: 'Els',
    lastName: 'Peeters',
    email: 'els.peeters@voorbeeld.be',
    phone: '0470 12 34 56',
    privacy: 'on',
    subjectId: '801',
    slot: String(slotId),
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
  })
  const request = new Request(`${ORIGIN}/api/leads/contact-appointment`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '10.9.0.1' },
  })
  const ctx = createExecutionContext()
  const response = (await postLead({
    request,
    env: appEnv,
    ctx,
    url: new URL(request.url),
    services: { mailer, verifyCaptcha },
  }))!
  await waitOnExecutionContext(ctx)
  expect(response.status).toBe(200)
  const lead = await DB.prepare('SELECT id FROM leads WHERE email = ?').bind('els.peeters@voorbeeld.be').first<{ id: string }>()
  return { leadId: lead!.id, mails: mailer.mails }
}

const icsOf = (mail: OutgoingMail) => {
  const file = mail.attachments?.find((attachment) => attachment.filename.endsWith('.ics'))
  return file ? { type: file.contentType, text: new TextDecoder().decode(file.content) } : undefined
}

describe('bookings of the site’s slots', () => {
  async function oneSlot(seats = 1) {
    const { monday } = nextWeek()
    await run((context) =>
      createSlots(context, 801, input(OneSlot, { date: monday, time: '10:00', minutes: 30, seats, agentId: agent.id })),
    )
    return (await DB.prepare('SELECT id FROM appointment_slots WHERE property_id = 801').first<{ id: number }>())!.id
  }

  it('the visitor’s and the agency’s confirmations carry the viewing as an .ics (METHOD:PUBLISH, UTC times)', async () => {
    const slotId = await oneSlot()
    const { mails, leadId } = await bookFromSite(slotId)
    const slot = (await DB.prepare('SELECT starts_at FROM appointment_slots WHERE id = ?').bind(slotId).first<{ starts_at: string }>())!
    const start = slot.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      const ics = icsOf(mail)!
      expect(ics.type).toContain('text/calendar')
      expect(ics.text).toContain('METHOD:PUBLISH\r\n')
      expect(ics.text).toContain(`DTSTART:${start}\r\n`)
      expect(ics.text).toMatch(new RegExp(`UID:viewing-${leadId}@`))
    }
    // The visitor's calendar speaks Dutch, the language they booked in.
    expect(icsOf(mails.find((mail) => mail.to.email === 'els.peeters@voorbeeld.be')!)!.text).toContain('SUMMARY:Bezichtiging')
  })

  it('lists the booking with the visitor’s name, address and phone; cancelling frees the seat and mails the visitor in their language', async () => {
    const slotId = await oneSlot()
    const { leadId } = await bookFromSite(slotId)
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<{ booked: number }>())!.booked).toBe(1)

    const listed = await run((context) => viewingSlots(context, 801))
    const slots = listed.body.slots as Array<{ id: number; bookings: Array<Record<string, unknown>> }>
    expect(slots[0]!.bookings).toEqual([
      expect.objectContaining({
        leadId,
        status: 'confirmed',
        name: 'Els Peeters',
        email: 'els.peeters@voorbeeld.be',
        phone: expect.stringContaining('470'),
      }),
    ])

    const cancelled = await run((context) => cancelBooking(context, leadId))
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled: true } })
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<{ booked: number }>())!.booked).toBe(0)
    expect(await DB.prepare('SELECT status FROM appointments WHERE lead_id = ?').bind(leadId).first()).toEqual({ status: 'cancelled' })
    // Queued in the lead's outbox, and its first try sent it.
    expect(await DB.prepare(`SELECT status FROM lead_mails WHERE lead_id = ? AND kind = 'cancellation'`).bind(leadId).first()).toEqual({
      status: 'sent',
    })
    const [mail] = cancelled.mails
    expect(mail!.to.email).toBe('els.peeters@voorbeeld.be')
    expect(mail!.language).toBe('nl')
    expect(mail!.subject).toMatch(/geannuleerd/)
    const ics = icsOf(mail!)!
    expect(ics.text).toContain('METHOD:CANCEL\r\n')
    expect(ics.text).toMatch(new RegExp(`UID:viewing-${leadId}@`))
    expect(await audits('viewing.booking.cancel')).toEqual([
      expect.objectContaining({ staff_email: agent.email, subject: `lead:${leadId}` }),
    ])

    // The seat is free for the next visitor; cancelling twice changes nothing.
    expect(await run((context) => cancelBooking(context, leadId))).toMatchObject({ status: 409 })
    expect((await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<{ booked: number }>())!.booked).toBe(0)
    expect((await run((context) => cancelBooking(context, 'no-such-lead'))).status).toBe(404)
  })

  it('keeps the cancellation mail queued when the mail service fails (leads never get lost)', async () => {
    const slotId = await oneSlot()
    const { leadId } = await bookFromSite(slotId)
    const failing: Mailer & { mails: OutgoingMail[] } = { mails: [], send: async () => Promise.reject(new Error('mail service down')) }
    expect((await run((context) => cancelBooking(context, leadId), failing)).status).toBe(200)
    expect(
      await DB.prepare(`SELECT status, attempts FROM lead_mails WHERE lead_id = ? AND kind = 'cancellation'`).bind(leadId).first(),
    ).toEqual({ status: 'pending', attempts: 1 })
  })

  it('deletes a slot nobody booked, and keeps one that holds a booking', async () => {
    const slotId = await oneSlot(2)
    const { monday } = nextWeek()
    await run((context) =>
      createSlots(context, 801, input(OneSlot, { date: monday, time: '11:00', minutes: 30, seats: 1, agentId: agent.id })),
    )
    const free = (await DB.prepare('SELECT id FROM appointment_slots WHERE property_id = 801 AND id != ?')
      .bind(slotId)
      .first<{ id: number }>())!.id
    await bookFromSite(slotId)
    expect(await run((context) => deleteSlot(context, 801, slotId))).toMatchObject({
      status: 409,
      body: { error: 'booked' },
    })
    expect(await run((context) => deleteSlot(context, 801, free))).toMatchObject({
      status: 200,
      body: { deleted: true },
    })
    expect(await slotCount()).toBe(1)
    expect(await audits('viewing.slot.delete')).toHaveLength(1)
  })
})

describe('the CRM’s importer and the site’s slots', () => {
  it('a feed that changes the property, or withdraws it, leaves its slots and bookings as they are', async () => {
    const { monday } = nextWeek()
    await run((context) =>
      createSlots(
        context,
        801,
        input(Series, {
          fromDate: monday,
          toDate: monday,
          weekdays: [1],
          fromTime: '10:00',
          toTime: '11:00',
          minutes: 30,
          seats: 1,
          agentId: agent.id,
        }),
      ),
    )
    const slotId = (await DB.prepare('SELECT id FROM appointment_slots WHERE property_id = 801 ORDER BY starts_at').first<{
      id: number
    }>())!.id
    await bookFromSite(slotId)
    const before = (await DB.prepare('SELECT * FROM appointment_slots WHERE property_id = 801 ORDER BY id').all()).results
    const record = {
      ID: 801,
      Goal: 0,
      City: 'Wavre',
      Zip: '1300',
      TypeDescription: 'Maison rénovée',
      Description: '<p>Nouveau texte</p>',
      WebID: 1,
      language: 'fr',
      Price: 340_000,
      Marquee: 0,
    }
    await importFeed(DB, { properties: [record] })
    expect((await DB.prepare('SELECT price FROM properties WHERE id = 801').first<{ price: number }>())!.price).toBe(340_000)
    expect((await DB.prepare('SELECT * FROM appointment_slots WHERE property_id = 801 ORDER BY id').all()).results).toEqual(before)
    await importFeed(DB, { properties: [] }, { withdraw: { properties: [801], projects: [] } })
    expect(
      (await DB.prepare('SELECT withdrawn_at FROM properties WHERE id = 801').first<{ withdrawn_at: string | null }>())!.withdrawn_at,
    ).not.toBeNull()
    expect((await DB.prepare('SELECT * FROM appointment_slots WHERE property_id = 801 ORDER BY id').all()).results).toEqual(before)
    expect(await DB.prepare('SELECT status FROM appointments').first()).toEqual({ status: 'confirmed' })
  })
})
