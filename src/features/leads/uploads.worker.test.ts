import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { approvedTestimonials } from '#/features/testimonials/testimonial-repository.server.ts'
import { CV_MAX_BYTES } from '#/features/leads/lead-forms.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { sampleJpeg, samplePdf, samplePng, withHtmlAfter } from '#/domain/upload-samples.ts'

// Uploads (decision 007): a CV or a testimonial's picture is checked by its bytes, kept in R2 under a
// random key, sent to the agency with its mail, and never served back publicly.

const { DB, MEDIA } = env as unknown as { DB: D1Database; MEDIA: R2Bucket }
const appEnv = { DB, MEDIA } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const PDF = samplePdf()
const JPEG = sampleJpeg()

let sequence = 0
async function send(form: string, fields: Record<string, string>, files: Record<string, File>) {
  sequence += 1
  const body = new FormData()
  const all: Record<string, string> = {
    locale: 'nl',
    idempotencyKey: `upload-${sequence}-0123456789abcdef`,
    privacy: 'on',
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) body.set(name, value)
  for (const [name, file] of Object.entries(files)) body.set(name, file)
  const request = new Request(`https://site.test/api/leads/${form}`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': `10.2.0.${sequence % 250}` },
  })
  const mails: OutgoingMail[] = []
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) }
  const ctx = createExecutionContext()
  const response = await postLead({
    request,
    env: appEnv,
    ctx,
    url: new URL(request.url),
    services: { mailer, verifyCaptcha },
  })
  await waitOnExecutionContext(ctx)
  return { response: response!, answer: (await response!.json()) as { ok: boolean; errors?: Record<string, string> }, mails }
}

const applicant = { firstName: 'Sofie', lastName: 'Janssens', email: 'sofie@voorbeeld.be', phone: '0470 12 34 56', position: 'Makelaar' }
const storedObjects = async () => (await MEDIA.list({ prefix: 'leads/' })).objects.length

beforeEach(async () => {
  await DB.batch(['testimonials', 'lead_mails', 'leads', 'rate_limits'].map((table) => DB.prepare(`DELETE FROM ${table}`)))
  const { objects } = await MEDIA.list({ prefix: 'leads/' })
  if (objects.length > 0) await MEDIA.delete(objects.map((object) => object.key))
})

describe('job applications with a CV', () => {
  it('keep the CV in R2 under a random key and send it to the agency with its mail', async () => {
    const { answer, mails } = await send('job-application', applicant, { cv: new File([PDF], 'cv sofie.pdf', { type: 'application/pdf' }) })
    expect(answer.ok).toBe(true)
    const lead = await DB.prepare('SELECT fields FROM leads').first<{ fields: string }>()
    const cv = JSON.parse(lead!.fields).cv as { key: string; name: string; contentType: string }
    expect(cv.key).toMatch(/^leads\/[0-9a-f]{32}\/[0-9a-f-]{36}\.pdf$/)
    expect(cv).toMatchObject({ name: 'cv sofie.pdf', contentType: 'application/pdf' })
    expect(new Uint8Array(await (await MEDIA.get(cv.key))!.arrayBuffer())).toEqual(PDF)
    const agency = mails.find((mail) => mail.to.email === 'leads@immo-dyle.be')!
    expect(agency.attachments?.map((file) => [file.filename, file.contentType, file.content])).toEqual([
      ['cv sofie.pdf', 'application/pdf', PDF],
    ])
    expect(mails.find((mail) => mail.to.email === 'sofie@voorbeeld.be')?.attachments).toBeUndefined()
  })

  it('refuse a file that is not what its name says, and store nothing', async () => {
    const program = new TextEncoder().encode('MZ\x90\x00 not a CV')
    const { response, answer } = await send('job-application', applicant, {
      cv: new File([program], 'cv.pdf', { type: 'application/pdf' }),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(answer.errors ?? {})).toEqual(['cv'])
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(0)
    expect(await storedObjects()).toBe(0)
  })

  it('refuse a CV that only starts like a PDF, or a PDF with HTML after its end (decision 031)', async () => {
    for (const bytes of [new TextEncoder().encode('%PDF-1.7 <html><script>alert(1)</script></html>'), withHtmlAfter(PDF)]) {
      const { response, answer } = await send('job-application', applicant, {
        cv: new File([bytes], 'cv.pdf', { type: 'application/pdf' }),
      })
      expect(response.status).toBe(422)
      expect(Object.keys(answer.errors ?? {})).toEqual(['cv'])
    }
    expect(await storedObjects()).toBe(0)
  })

  it('refuse a CV over 5 MB, and a body far over it before reading it', async () => {
    const tooLarge = await send('job-application', applicant, { cv: new File([PDF, new Uint8Array(CV_MAX_BYTES)], 'cv.pdf') })
    expect(tooLarge.response.status).toBe(422)
    expect(Object.keys(tooLarge.answer.errors ?? {})).toEqual(['cv'])
    const huge = await send('job-application', applicant, { cv: new File([PDF, new Uint8Array(CV_MAX_BYTES + 200 * 1024)], 'cv.pdf') })
    expect(huge.response.status).toBe(413)
    expect(await storedObjects()).toBe(0)
  })

  it('require the CV', async () => {
    const { response, answer } = await send('job-application', applicant, {})
    expect(response.status).toBe(422)
    expect(Object.keys(answer.errors ?? {})).toEqual(['cv'])
  })
})

describe('testimonials', () => {
  const testimonial = {
    author: 'Famille Lambert',
    about: 'ont vendu à Limal',
    comment: 'Un service impeccable, du début à la fin.',
    website: '',
    email: 'lambert@exemple.be',
  }

  it('are stored pending, with their picture, and listed only once approved', async () => {
    const { answer } = await send('contact-testimonial', testimonial, { image: new File([JPEG], 'famille.jpg', { type: 'image/jpeg' }) })
    expect(answer.ok).toBe(true)
    const row = await DB.prepare('SELECT id, approved, image_key, language FROM testimonials').first<{
      id: number
      approved: number
      image_key: string
      language: string
    }>()
    expect(row).toMatchObject({ approved: 0, language: 'nl' })
    expect(row!.image_key).toMatch(/^leads\/.+\.jpg$/)
    expect(await approvedTestimonials(DB, 'fr', 10)).toEqual([])
    // README "Leads": the agency approves with one SQL statement until an admin screen exists.
    await DB.prepare('UPDATE testimonials SET approved = 1 WHERE id = ?').bind(row!.id).run()
    expect((await approvedTestimonials(DB, 'fr', 10)).map((review) => review.author)).toEqual(['Famille Lambert'])
  })

  it('sent twice, are stored once', async () => {
    sequence += 1
    const key = sequence
    for (let i = 0; i < 2; i++) {
      sequence = key - 1
      expect((await send('contact-testimonial', testimonial, {})).answer.ok).toBe(true)
    }
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM testimonials').first<{ n: number }>())?.n).toBe(1)
  })

  it('refuse a PNG header followed by HTML, and attach nothing (decision 031)', async () => {
    const polyglot = Uint8Array.from([...samplePng().subarray(0, 8), ...new TextEncoder().encode('<html><script>alert(1)</script></html>')])
    for (const bytes of [polyglot, withHtmlAfter(samplePng())]) {
      const { answer, mails } = await send('contact-testimonial', testimonial, {
        image: new File([bytes], 'photo.png', { type: 'image/png' }),
      })
      expect(Object.keys(answer.errors ?? {})).toEqual(['image'])
      expect(mails).toEqual([])
    }
    expect(await storedObjects()).toBe(0)
  })

  it('refuse a picture that is not one, and a website that is not a web address', async () => {
    const svg = new TextEncoder().encode('<svg onload="alert(1)"/>')
    const { answer } = await send(
      'contact-testimonial',
      { ...testimonial, website: 'javascript:alert(1)' },
      { image: new File([svg], 'photo.jpg', { type: 'image/jpeg' }) },
    )
    expect(answer.errors?.website).toBeDefined()
    const picture = await send('contact-testimonial', testimonial, { image: new File([svg], 'photo.jpg', { type: 'image/jpeg' }) })
    expect(Object.keys(picture.answer.errors ?? {})).toEqual(['image'])
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM testimonials').first<{ n: number }>())?.n).toBe(0)
  })
})
