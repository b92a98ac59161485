import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { documentObjectKey } from '#/listings/document-keys.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { signToken } from '#/server/signed-token.ts'
import { documentDownloadResponse } from './document-download.server.ts'
import { documentLinkExpiry, documentSubject } from './document-links.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { catalogueText } from './catalogue-texts.test-support.ts'

// Documents by e-mail (spec §8 "documents will be sent by e-mail") inside workerd: the documents form of a property with public
// documents mails the visitor signed links that download the files from R2, and tells the agency
// what was sent; a property without any says, in the thank-you and both mails, that the agency sends them.

const bindings = env as unknown as { DB: D1Database; MEDIA: R2Bucket; SESSION_SECRET: string }
const { DB, MEDIA, SESSION_SECRET } = bindings
const appEnv = { DB, MEDIA, SESSION_SECRET, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const ORIGIN = siteConfig().siteUrl.replace(/\/$/, '')

const WITH_DOCUMENTS = 601
const WITHOUT_DOCUMENTS = 602
const EPC = 7001
const BROCHURE = 7002
const PRIVATE_CERTIFICATE = 7003
const OWNERS_ONLY = 7004
const DAY_MS = 24 * 60 * 60 * 1000

type RecordingMailer = Mailer & { mails: OutgoingMail[] }
function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = { mails: [], send: async (mail) => void mailer.mails.push(mail) }
  return mailer
}

async function requestDocuments(propertyId: number, locale: Locale, email = 'claire.martin@example.be') {
  const url = new URL('https://immo.test/api/leads/documents')
  const body = new URLSearchParams({
    locale,
    idempotencyKey: crypto.randomUUID(),
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    firstName: 'Claire',
    lastName: 'Martin',
    email,
    privacy: 'on',
    subjectId: String(propertyId),
  })
  const request = new Request(url, {
    method: 'POST',
    headers: { 'CF-Connecting-IP': '203.0.113.9', Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  const ctx = createExecutionContext()
  const mailer = recordingMailer()
  const response = await postLead({ request, env: appEnv, ctx, url, services: { mailer, verifyCaptcha } })
  await waitOnExecutionContext(ctx)
  const visitor = mailer.mails.find((mail) => mail.to.email === email)
  const agency = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)
  if (!response || !visitor || !agency) throw new Error(`expected an answer and two mails, got ${mailer.mails.length}`)
  return { answer: (await response.json()) as { ok: boolean; message: string }, visitor, agency }
}

/** GET a path through the document door, as the visitor's browser opens a link of the mail. */
async function open(path: string, options: { now?: Date; acceptLanguage?: string } = {}): Promise<Response> {
  const url = new URL(path, 'https://immo.test')
  const request = new Request(url, { headers: options.acceptLanguage ? { 'Accept-Language': options.acceptLanguage } : {} })
  // The door's server route (src/routes/api/documents/$token.ts) hands it the path's last segment.
  return documentDownloadResponse(
    {
      request,
      env: appEnv,
      ctx: createExecutionContext(),
      url,
      services: { mailer: recordingMailer(), ...(options.now ? { now: () => options.now! } : {}) },
    },
    url.pathname.split('/').pop() ?? '',
  )
}

/** The documents' links of a mail: in its HTML, each an anchor named after the document. */
function mailLinks(mail: OutgoingMail): Array<{ name: string; href: string }> {
  return [...(mail.html ?? '').matchAll(/<a href="([^"]*\/api\/documents\/[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({
    href: match[1]!.replace(/&amp;/g, '&'),
    name: match[2]!,
  }))
}

/** The French of a message; the test fails when the catalogues have none. */
function fr(msgid: string): string {
  return catalogueText('fr', msgid)
}

const PDF = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n'

beforeEach(async () => {
  await DB.batch(
    ['lead_mails', 'leads', 'rate_limits', 'property_documents', 'properties'].map((table) => DB.prepare(`DELETE FROM ${table}`)),
  )
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 395000, '{"fr":"Villa lumineuse","en":"Bright villa"}')`,
    ).bind(WITH_DOCUMENTS),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (?, 0, 'Ottignies', 'ottignies', '1340', 1, 'fr', 310000, '{"fr":"Maison de ville"}')`,
    ).bind(WITHOUT_DOCUMENTS),
    DB.prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, content_type, public) VALUES (?, ?, 'Certificat PEB', 'epc', 'application/pdf', 1)`,
    ).bind(EPC, WITH_DOCUMENTS),
    DB.prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, content_type, public) VALUES (?, ?, 'Brochure "Villa" été', 'brochure', 'application/pdf', 1)`,
    ).bind(BROCHURE, WITH_DOCUMENTS),
    DB.prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, content_type, public) VALUES (?, ?, 'Attestation de sol', 'certificate', 'application/pdf', 0)`,
    ).bind(PRIVATE_CERTIFICATE, WITH_DOCUMENTS),
    DB.prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, content_type, public) VALUES (?, ?, 'Contrat de mandat', 'other', 'application/pdf', 0)`,
    ).bind(OWNERS_ONLY, WITHOUT_DOCUMENTS),
  ])
  for (const id of [EPC, BROCHURE, PRIVATE_CERTIFICATE])
    await MEDIA.put(documentObjectKey(WITH_DOCUMENTS, id), `${PDF}% ${id}\n`, { httpMetadata: { contentType: 'application/pdf' } })
  await MEDIA.put(documentObjectKey(WITHOUT_DOCUMENTS, OWNERS_ONLY), PDF, { httpMetadata: { contentType: 'application/pdf' } })
})

describe('documents by e-mail, for a property with public documents', () => {
  it("mails the visitor a working link per public document, and lists them in the agency's mail", async () => {
    const { answer, visitor, agency } = await requestDocuments(WITH_DOCUMENTS, 'fr')
    const sent = fr('We have sent you the documents of this property by e-mail. The links in the mail are valid for 7 days.')
    expect(answer).toEqual({ ok: true, message: sent })
    expect(visitor.text).toContain(sent)

    const links = mailLinks(visitor)
    expect(links.map((link) => link.name)).toEqual(['Certificat PEB', 'Brochure &quot;Villa&quot; été'])
    for (const link of links)
      expect(link.href).toMatch(
        new RegExp(`^${ORIGIN.replace(/[.]/g, '\\.')}/api/documents/${WITH_DOCUMENTS}:\\d+\\.\\d{13}\\.[\\w-]{43}\\?lang=fr$`),
      )
    // The text part carries the same links.
    for (const link of links) expect(visitor.text).toContain(link.href)
    // The private certificate is neither linked nor named.
    expect(visitor.text).not.toContain('Attestation de sol')

    const epc = await open(links[0]!.href)
    expect(epc.status).toBe(200)
    expect(epc.headers.get('Content-Type')).toBe('application/pdf')
    expect(epc.headers.get('Content-Disposition')).toBe(`attachment; filename="Certificat PEB.pdf"; filename*=UTF-8''Certificat%20PEB.pdf`)
    expect(epc.headers.get('Cache-Control')).toBe('private, no-store')
    expect(epc.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await epc.text()).toBe(`${PDF}% ${EPC}\n`)
    const brochure = await open(links[1]!.href)
    expect(brochure.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="Brochure _Villa_ ete\.pdf"; filename\*=UTF-8''Brochure%20_Villa_%20%C3%A9t%C3%A9\.pdf$/,
    )

    // The agency (in French, its language) reads what the visitor already has.
    expect(agency.text).toContain(`${fr('Documents sent to the visitor')}\u00a0: Certificat PEB, Brochure "Villa" été`)
    expect(agency.text).not.toContain(fr('None: this property has no documents online'))
  })

  it('a link 7 days old answers 410, in the language of the mail, with the way to ask again', async () => {
    const { visitor } = await requestDocuments(WITH_DOCUMENTS, 'fr')
    const [link] = mailLinks(visitor)
    const later = new Date(Date.now() + 7 * DAY_MS + 60_000)
    const expired = await open(link!.href, { now: later })
    expect(expired.status).toBe(410)
    expect(expired.headers.get('Content-Type')).toMatch(/^text\/html/)
    const page = await expired.text()
    expect(page).toContain(fr('This link has expired'))
    expect(page).toContain('<html lang="fr-BE"')
    // The property's page, where the form gives new links.
    expect(page).toMatch(new RegExp(`href="/fr/[^"]+/${WITH_DOCUMENTS}/#contact-agency"`))
    // A day before, it still works.
    expect((await open(link!.href, { now: new Date(Date.now() + 6 * DAY_MS) })).status).toBe(200)
  })

  it('a forged, altered or other-purpose token, or an unknown document, is a 404; never the file', async () => {
    const { visitor } = await requestDocuments(WITH_DOCUMENTS, 'en')
    const [link] = mailLinks(visitor)
    const path = new URL(link!.href).pathname
    const token = path.split('/').pop()!
    const expires = documentLinkExpiry(new Date())
    const forged = [
      // Another document with the same signature: the private certificate.
      token.replace(`${WITH_DOCUMENTS}:${EPC}.`, `${WITH_DOCUMENTS}:${PRIVATE_CERTIFICATE}.`),
      // A later expiry with the same signature.
      token.replace(/\.\d{13}\./, `.${expires + DAY_MS}.`),
      // Signed with another secret, or for another purpose.
      await signToken(
        'another-secret-of-at-least-32-characters',
        'document',
        documentSubject(WITH_DOCUMENTS, PRIVATE_CERTIFICATE),
        expires,
      ),
      await signToken(SESSION_SECRET, 'alert-manage', documentSubject(WITH_DOCUMENTS, EPC), expires),
      // Guessable addresses.
      `${WITH_DOCUMENTS}:${EPC}`,
      `${EPC}`,
      'x'.repeat(5000),
    ]
    for (const bad of forged) {
      const response = await open(`/api/documents/${encodeURIComponent(bad)}`)
      expect(response.status, bad).toBe(404)
      expect(response.headers.get('Content-Disposition'), bad).toBeNull()
    }
    // Signed by us, but for a private document, a document of another property, or one that does not exist.
    for (const subject of [
      documentSubject(WITH_DOCUMENTS, PRIVATE_CERTIFICATE),
      documentSubject(WITHOUT_DOCUMENTS, EPC),
      documentSubject(WITH_DOCUMENTS, 999),
    ]) {
      const response = await open(`/api/documents/${await signToken(SESSION_SECRET, 'document', subject, expires)}`)
      expect(response.status, subject).toBe(404)
    }
  })

  it('a public document whose file is missing is a 404, and a request sent then leaves it out of the mails', async () => {
    const { visitor } = await requestDocuments(WITH_DOCUMENTS, 'en')
    await MEDIA.delete(documentObjectKey(WITH_DOCUMENTS, BROCHURE))
    expect((await open(mailLinks(visitor)[1]!.href)).status).toBe(404)
    const later = await requestDocuments(WITH_DOCUMENTS, 'en', 'someone.else@example.be')
    expect(mailLinks(later.visitor).map((link) => link.name)).toEqual(['Certificat PEB'])
  })

  it("a withdrawn listing's documents are no longer served, even with a link still valid: 410", async () => {
    const { visitor } = await requestDocuments(WITH_DOCUMENTS, 'en')
    await DB.prepare('UPDATE properties SET withdrawn_at = ? WHERE id = ?').bind(new Date().toISOString(), WITH_DOCUMENTS).run()
    const response = await open(mailLinks(visitor)[0]!.href)
    expect(response.status).toBe(410)
    expect(await response.text()).toContain('This property is no longer on offer')
    expect(response.headers.get('Content-Disposition')).toBeNull()
  })
})

describe('documents by e-mail, for a property without public documents', () => {
  it('thanks with, and mails, that the agency will send them; asks the agency to', async () => {
    const { answer, visitor, agency } = await requestDocuments(WITHOUT_DOCUMENTS, 'fr')
    const agencySends = fr('This property has no documents online yet: the agency will send them to you by e-mail within one working day.')
    expect(answer).toEqual({ ok: true, message: agencySends })
    expect(visitor.text).toContain(agencySends)
    expect(mailLinks(visitor)).toEqual([])
    // The owner's private document is not sent.
    expect(visitor.text).not.toContain('Contrat de mandat')
    expect(agency.text).toContain(
      fr('This property has no documents online: please send the documents to {name} by e-mail within one working day.').replace(
        '{name}',
        'Claire Martin',
      ),
    )
    expect(agency.text).toContain(`${fr('Documents sent to the visitor')}\u00a0: ${fr('None: this property has no documents online')}`)
  })
})
