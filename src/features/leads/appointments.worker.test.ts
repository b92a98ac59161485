import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { catalogueText } from './catalogue-texts.test-support.ts'

// Viewing bookings (spec §4): a slot of the property, taken at once, refused when full; a rental
// asks enough income and not too many persons, and its confirmation carries a payment summary.

const DB = (env as unknown as { DB: D1Database }).DB
const appEnv = { DB } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const FUTURE = new Date(Date.now() + 3 * 86_400_000).toISOString()
const FUTURE_END = new Date(Date.now() + 3 * 86_400_000 + 45 * 60_000).toISOString()
const PAST = new Date(Date.now() - 86_400_000).toISOString()
const LATER = new Date(Date.now() + 4 * 86_400_000).toISOString()
const LATER_END = new Date(Date.now() + 4 * 86_400_000 + 45 * 60_000).toISOString()

/** The French of a message; the test fails when the catalogues have none. */
function fr(msgid: string): string {
  return catalogueText('fr', msgid)
}

function mailer(): Mailer & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = []
  return { mails, send: async (mail) => void mails.push(mail) }
}

let sequence = 0
async function book(form: 'contact-appointment' | 'rent-appointment', fields: Record<string, string>, recording = mailer()) {
  sequence += 1
  const body = new URLSearchParams({
    locale: 'fr',
    idempotencyKey: `booking-${sequence}-0123456789abcdef`,
    title: 'mrs',
    firstName: 'Marie',
    lastName: `Dubois${sequence}`,
    email: `marie${sequence}@exemple.be`,
    phone: '0470 12 34 56',
    privacy: 'on',
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    ...fields,
  })
  const request = new Request(`https://site.test/api/leads/${form}`, {
    method: 'POST',
    body,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': `10.1.0.${sequence % 250}`,
    },
  })
  const ctx = createExecutionContext()
  const response = await postLead({
    request,
    env: appEnv,
    ctx,
    url: new URL(request.url),
    services: { mailer: recording, verifyCaptcha },
  })
  await waitOnExecutionContext(ctx)
  return {
    response: response!,
    answer: (await response!.json()) as { ok: boolean; redirect?: string; message?: string; errors?: Record<string, string> },
    mails: recording.mails,
  }
}

const booked = async (slot: number) =>
  (await DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slot).first<{ booked: number }>())?.booked

beforeEach(async () => {
  await DB.batch(
    ['appointments', 'lead_mails', 'leads', 'rate_limits', 'appointment_slots', 'properties'].map((table) =>
      DB.prepare(`DELETE FROM ${table}`),
    ),
  )
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (701, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 350000, '{"fr":"Maison"}')`,
    ),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines, details) VALUES (702, 1, 'Wavre', 'wavre', '1300', 3, 'fr', 1000, '{"fr":"Appartement"}', '{"chargesRenter":120,"deposit":3000}')`,
    ),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (1, 701, ?, ?, 1, 0)').bind(
      FUTURE,
      FUTURE_END,
    ),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (2, 701, ?, ?, 1, 1)').bind(
      FUTURE_END,
      FUTURE_END,
    ),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (3, 701, ?, ?, 1, 0)').bind(
      PAST,
      PAST,
    ),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (4, 702, ?, ?, 2, 0)').bind(
      FUTURE,
      FUTURE_END,
    ),
    DB.prepare('INSERT INTO appointment_slots (id, property_id, starts_at, ends_at, capacity, booked) VALUES (5, 701, ?, ?, 3, 0)').bind(
      LATER,
      LATER_END,
    ),
  ])
})

describe('viewing bookings (D1 with the real migrations)', () => {
  it('a free slot is booked, confirmed, and the visitor mail tells its time', async () => {
    const { answer, mails } = await book('contact-appointment', { subjectId: '701', slot: '1' })
    expect(answer).toMatchObject({ ok: true, redirect: '/fr/merci/contact-appointment/' })
    expect(await booked(1)).toBe(1)
    const appointment = await DB.prepare('SELECT status, slot_id FROM appointments').first()
    expect(appointment).toEqual({ status: 'confirmed', slot_id: 1 })
    const visitor = mails.find((mail) => mail.to.email === 'marie1@exemple.be' || mail.to.email.startsWith('marie'))!
    expect(visitor.text).toMatch(/Visite.*\d{2}:\d{2}–\d{2}:\d{2}/)
    expect(visitor.text).toContain('Confirmé')
  })

  it('a full slot is refused with "The appointments are full", and nothing is stored', async () => {
    const { response, answer } = await book('contact-appointment', { subjectId: '701', slot: '2' })
    expect(response.status).toBe(409)
    expect(answer.errors).toEqual({ slot: expect.any(String) })
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(0)
  })

  it('the last seat goes to one of two visitors booking at once; the other is told it is full', async () => {
    const [first, second] = await Promise.all([
      book('contact-appointment', { subjectId: '701', slot: '1' }),
      book('contact-appointment', { subjectId: '701', slot: '1' }),
    ])
    expect([first.response.status, second.response.status].sort()).toEqual([200, 409])
    expect(await booked(1)).toBe(1)
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(1)
  })

  it('a past slot, or a slot of another property, cannot be booked', async () => {
    expect((await book('contact-appointment', { subjectId: '701', slot: '3' })).response.status).toBe(422)
    expect((await book('contact-appointment', { subjectId: '701', slot: '4' })).response.status).toBe(422)
  })

  it('the same booking sent twice takes one seat', async () => {
    const fields = { subjectId: '702', slot: '4', persons: '2', monthlyIncome: '3500' }
    sequence += 1
    const key = sequence
    const again = async () => {
      sequence = key - 1
      return book('rent-appointment', fields)
    }
    expect((await again()).response.status).toBe(200)
    expect((await again()).response.status).toBe(200)
    expect(await booked(4)).toBe(1)
  })

  it('a rental refuses an income below three times the rent and too many persons', async () => {
    const { response, answer } = await book('rent-appointment', { subjectId: '702', slot: '4', persons: '9', monthlyIncome: '2500' })
    expect(response.status).toBe(422)
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['monthlyIncome', 'persons'])
    // The refusal quotes the rules of app.config.ts rentalViewings, as the form showed them (spec §4).
    expect(answer.errors?.monthlyIncome).toBe('Le revenu mensuel net du ménage doit atteindre au moins 3 fois le loyer mensuel.')
    expect(answer.errors?.persons).toBe('Le bien peut accueillir au maximum 6 personnes.')
    expect(await booked(4)).toBe(0)
  })

  it('one coming viewing per address and property: a second slot is refused, in the visitor’s language (decision 007)', async () => {
    const email = 'une.adresse@exemple.be'
    expect((await book('contact-appointment', { subjectId: '701', slot: '1', email })).answer.ok).toBe(true)
    const again = await book('contact-appointment', { subjectId: '701', slot: '5', email: 'Une.Adresse@exemple.be' })
    expect(again.response.status).toBe(409)
    expect(again.answer.message).toBe(
      fr(
        'You have already booked a viewing of this property with this e-mail address. To change its time, reply to your confirmation mail.',
      ),
    )
    expect(await booked(5)).toBe(0)
    // Another address may take it; so may this one once its viewing is cancelled.
    expect((await book('contact-appointment', { subjectId: '701', slot: '5' })).answer.ok).toBe(true)
    await DB.prepare(`UPDATE appointments SET status = 'cancelled' WHERE slot_id = 1`).run()
    expect((await book('contact-appointment', { subjectId: '701', slot: '5', email })).answer.ok).toBe(true)
  })

  it('four bookings sent at once from one address take one slot of the property; the others are refused in the visitor’s language', async () => {
    const email = 'vier.tegelijk@exemple.be'
    await DB.prepare('UPDATE appointment_slots SET capacity = 3 WHERE id = 1').run()
    const slots = ['1', '1', '5', '5']
    const answers = await Promise.all(slots.map((slot) => book('contact-appointment', { subjectId: '701', slot, email })))
    expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 409, 409, 409])
    for (const refused of answers.filter(({ response }) => response.status === 409)) {
      expect(refused.answer.message).toBe(
        fr(
          'You have already booked a viewing of this property with this e-mail address. To change its time, reply to your confirmation mail.',
        ),
      )
    }
    expect([await booked(1), await booked(5)].sort()).toEqual([0, 1])
    expect((await DB.prepare(`SELECT COUNT(*) AS n FROM leads WHERE email = ?`).bind(email).first<{ n: number }>())?.n).toBe(1)
  })

  it('a rental confirmation carries the payment summary', async () => {
    const { answer, mails } = await book('rent-appointment', { subjectId: '702', slot: '4', persons: '2', monthlyIncome: '3000' })
    expect(answer.ok).toBe(true)
    const visitor = mails.find((mail) => mail.to.email.startsWith('marie'))!
    const text = visitor.text.replace(/\u00a0|\u202f/g, ' ')
    expect(text).toContain('1.000')
    expect(text).toContain('120')
    expect(text).toContain('3.000')
    expect(text).toContain('4.120')
  })

  it('a rental is booked only through the rental form, which asks persons and income', async () => {
    const { response, answer } = await book('contact-appointment', { subjectId: '702', slot: '4' })
    expect(response.status).toBe(422)
    expect(answer.message).toBe(fr('This form is for properties for sale, and this property is for rent.'))
    expect(await booked(4)).toBe(0)
  })

  it('a sold property takes no booking', async () => {
    await DB.prepare(`UPDATE properties SET status = 'sold' WHERE id = 701`).run()
    const { response } = await book('contact-appointment', { subjectId: '701', slot: '1' })
    expect(response.status).toBe(422)
    expect(await booked(1)).toBe(0)
  })

  it('a withdrawn property can still be deleted by the importer after it was booked', async () => {
    expect((await book('contact-appointment', { subjectId: '701', slot: '1' })).answer.ok).toBe(true)
    await DB.prepare('DELETE FROM properties WHERE id = 701').run()
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM appointments').first<{ n: number }>())?.n).toBe(0)
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(1)
  })
})
