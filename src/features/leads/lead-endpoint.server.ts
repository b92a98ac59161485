import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { LOCALE_TAGS, type Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { sniffFileType } from '#/domain/file-types.ts'
import { parseCampaign } from '#/domain/campaign.ts'
import { normalizeEmail } from '#/domain/email-address.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD, FORM_STAMP_FIELD } from '#/server/captcha-field.ts'
import { captchaDemand, markSuspect } from '#/server/captcha-demand.server.ts'
import { readFormStamp } from '#/server/form-stamp.server.ts'
import { escapeMarkup } from '#/server/markup-escape.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { withinRateLimit, type RateLimitRule } from '#/server/rate-limit.server.ts'
import { clientIp } from '#/server/request-reading.ts'
import { sha256Hex } from '#/server/digest.ts'
import {
  NO_STORE,
  answerLocale,
  orUnavailable,
  readFormBody,
  seeOther,
  textField,
  wantsJson,
  type BodyProblem,
} from '#/server/form-endpoint.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { readFields, type ValidationCode } from './lead-fields.ts'
import { LEAD_FORMS, isLeadFormId, type LeadFormSpec } from './lead-forms.ts'
import { fieldMessage, formErrorMessage } from './lead-messages.ts'
import { validateLead } from './lead-validation.ts'
import { leadPromise } from './lead-promises.ts'
import { CAMPAIGN_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, LOCALE_FIELD, PAGE_FIELD, SUBJECT_FIELD } from './lead-submission.ts'
import { NEWSLETTER_LINK_FIELD, deliverDueMails } from './lead-outbox.server.ts'
import { newsletterSignUp } from '#/features/subscribers/index.server.ts'
import { crmMethodFor } from './lead-crm-calls.ts'
import { deliverDueCrmLeadsOf } from './lead-crm-outbox.server.ts'
import { crmCredentials } from '#/server/crm/omnicasa-client.ts'
import { findLead, leadExists, storeLead, type MailKind, type StoredUpload } from './lead-store.server.ts'
import { isAddressBooked, isSlotFull } from './appointments.server.ts'
import { findSubject } from './lead-subjects.server.ts'
import { ADDRESS_ALREADY_BOOKED, LEAD_FORM_EFFECTS, type LeadEffectResult, type LeadRefusal } from './lead-effects.server.ts'

// POST /api/leads/{form} (spec §2 "Pages", the forms; decision 033: its server route is
// src/routes/api/leads/$formId.ts): the one door every lead form submits through, with JavaScript
// (fetch, JSON answer) or without (a plain form POST, answered with a redirect or a page). The lead
// is in D1 before the visitor is told it arrived; mail goes out afterwards. What a form does besides
// is its effect (lead-effects.server.ts).

/** Largest body a lead form sends (its longest remark is a few KB). */
export const LEAD_BODY_LIMIT_BYTES = 64 * 1024
/** Submissions per IP and form: more than a person sends, fewer than a script would. */
export const LEAD_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 10 * 60 }

/** The rule in force: the rule, or the number in the LEAD_RATE_LIMIT var (local runs and benchmarks send more). */
function leadRateLimit(env: AppEnv, rule: RateLimitRule = LEAD_RATE_LIMIT): RateLimitRule {
  const configured = Number(env.LEAD_RATE_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? { ...rule, limit: configured } : rule
}

type Outcome =
  | { kind: 'stored'; form: LeadFormSpec; locale: Locale; message?: string }
  | { kind: 'refused'; status: number; locale: Locale; message: string; errors?: Record<string, string> }

/** The answer to a lead form's POST; `formId` is the path's, which names no form when it is not one (404). */
export async function leadResponse(input: DoorInput, formId: string): Promise<Response> {
  const { request, url } = input
  const outcome = await orUnavailable<Outcome>(
    request,
    'lead not stored',
    () => handle(input, formId),
    // D1 or the catalogue failed: the lead is not stored, so the visitor must not be told it is.
    async (locale) => ({
      kind: 'refused',
      status: 503,
      locale,
      message: (await i18nFor(locale))._(msg`Your message could not be sent. Please try again in a moment.`),
    }),
  )
  return wantsJson(request) ? jsonAnswer(outcome) : await pageAnswer(outcome, request, url)
}

const BODY_PROBLEMS = {
  415: msg`The form was sent in a way this site cannot read.`,
  413: msg`The form is too large to be sent.`,
  400: msg`The form was sent in a way this site cannot read.`,
} satisfies Record<BodyProblem, unknown>

async function handle({ request, env, ctx, services }: DoorInput, formId: string): Promise<Outcome> {
  const early = answerLocale(request, '')
  if (!isLeadFormId(formId))
    return { kind: 'refused', status: 404, locale: early, message: (await i18nFor(early))._(msg`This form does not exist.`) }
  const form = LEAD_FORMS[formId]
  const data = await readFormBody(request, form.maxBodyBytes ?? LEAD_BODY_LIMIT_BYTES, ['urlencoded', 'multipart'])
  if (typeof data === 'number')
    return { kind: 'refused', status: data, locale: early, message: (await i18nFor(early))._(BODY_PROBLEMS[data]) }
  const text = (name: string) => textField(data, name)
  const locale = answerLocale(request, text(LOCALE_FIELD))
  const i18n = await i18nFor(locale)
  const refused = (status: number, message: string, errors?: Record<string, string>): Outcome => ({
    kind: 'refused',
    status,
    locale,
    message,
    errors,
  })
  const refusedBy = (refusal: LeadRefusal) =>
    refused(
      refusal.status,
      refusal.message ? i18n._(refusal.message) : formErrorMessage(i18n),
      refusal.errors && localizedErrors(i18n, form, refusal.errors),
    )

  const ip = clientIp(request)
  // A field people never see: whatever fills it is a robot.
  if (text(HONEYPOT_FIELD) !== '') {
    await markSuspect(env.DB, ip)
    return refused(400, formErrorMessage(i18n))
  }
  if (!(await withinRateLimit(env.DB, `lead:${form.id}:${ip}`, leadRateLimit(env)))) {
    await markSuspect(env.DB, ip)
    return refused(429, i18n._(msg`You have sent this form many times in a short while. Please wait a few minutes and try again.`))
  }

  const validation = validateLead(
    form,
    readFields(form.fields, (name) => data.getAll(name)),
    locale,
  )
  if (!validation.ok) return refused(422, formErrorMessage(i18n), localizedErrors(i18n, form, validation.errors))

  const captchaToken = text(CAPTCHA_FIELD)
  if (captchaToken !== '') {
    const verify = services.verifyCaptcha ?? captchaVerifier(env)
    if (!(await verify(captchaToken, request.headers.get('CF-Connecting-IP')))) {
      await markSuspect(env.DB, ip)
      return refusedBy({ status: 422, errors: { [CAPTCHA_FIELD]: 'captcha' } })
    }
  } else {
    // No token: JavaScript is off (or the widget could not load). The page's stamp and the address decide.
    const stamp = await readFormStamp(env.SESSION_SECRET, text(FORM_STAMP_FIELD))
    if (stamp === 'too-fast') await markSuspect(env.DB, ip)
    if ((await captchaDemand(env.DB, ip, stamp)) === 'needed') {
      return wantsJson(request)
        ? refusedBy({ status: 422, errors: { [CAPTCHA_FIELD]: 'captcha' } })
        : refused(422, captchaNeedsScriptMessage(i18n))
    }
  }

  // A form about a property or project must name one we have on offer.
  const subject = form.subject ? await findSubject(env.DB, form.subject, text(SUBJECT_FIELD)) : null
  if (form.subject && subject === null) {
    return refused(
      422,
      form.subject === 'property' ? i18n._(msg`This property is no longer on offer.`) : i18n._(msg`This project is no longer on offer.`),
    )
  }
  // A form of the other goal (an offer on a rental, a sale's viewing for a rental, which would skip
  // the income rule), crafted or from a page that changed since: nothing is stored or mailed.
  if (subject && form.goal !== undefined && subject.goal !== form.goal) {
    return refused(
      422,
      form.goal === 0
        ? i18n._(msg`This form is for properties for sale, and this property is for rent.`)
        : i18n._(msg`This form is for properties for rent, and this property is for sale.`),
    )
  }
  const subjectId = subject?.id ?? null

  const values: Record<string, unknown> = { ...validation.values }
  const email = typeof values.email === 'string' && values.email !== '' ? normalizeEmail(values.email) : null
  const id = await leadId(
    form.id,
    text(IDEMPOTENCY_FIELD),
    form.subject && subjectId !== null ? { [form.subject]: subjectId } : null,
    values,
  )
  const propertyId = form.subject === 'property' ? subjectId : null
  const stored = (fields: Record<string, unknown>): Outcome => ({
    kind: 'stored',
    form,
    locale,
    message: thanks(form, i18n, locale, fields),
  })
  // The same submission again (a double click, a retry): it is there, with its mails and extras.
  const earlier = async () => stored((await findLead(env.DB, id))?.fields ?? values)
  if (await leadExists(env.DB, id)) return earlier()

  const { keys: uploaded, refused: badFile } = await keepUploads(env, form, id, values)
  if (badFile) return refusedBy(badFile)

  const effect = LEAD_FORM_EFFECTS[form.id]
  const withinLimit = (key: string, rule: RateLimitRule) => withinRateLimit(env.DB, key, leadRateLimit(env, rule))
  const now = services.now?.() ?? new Date()
  const outcome: LeadEffectResult = effect
    ? await effect({
        db: env.DB,
        media: env.MEDIA,
        form,
        leadId: id,
        propertyId,
        email,
        locale,
        checked: validation.values,
        fields: values,
        ip,
        withinLimit,
        now,
      })
    : { statements: [] }
  if ('refused' in outcome) {
    await removeUploads(env, uploaded)
    return refusedBy(outcome.refused)
  }
  // A repeat of an earlier lead (the same alert signed up for again): that lead stands, with what
  // its effect put back in the outbox.
  if (outcome.repeatOf !== undefined) {
    const { repeatOf } = outcome
    await removeUploads(env, uploaded)
    if (outcome.statements.length > 0) await env.DB.batch(outcome.statements)
    ctx.waitUntil(
      deliverDueMails(env.DB, services.mailer, {
        leadId: repeatOf,
        media: env.MEDIA,
        links: { secret: env.SESSION_SECRET, origin: mailOrigin(request, env) },
      }).catch((error: unknown) => console.error('lead mails: first try failed', repeatOf, error)),
    )
    return stored((await findLead(env.DB, repeatOf))?.fields ?? values)
  }

  // Decision 017: the newsletter (its own form, or the box of another) subscribes unconfirmed; the
  // visitor's mail carries the confirmation link, at most once an hour per waiting address.
  const newsletter =
    email && (form.newsletter === 'sign-up' || values.newsletter === true)
      ? await newsletterSignUp(env.DB, email, locale, form.id, now)
      : null
  if (newsletter?.linkDue) values[NEWSLETTER_LINK_FIELD] = true
  // A sign-up with nothing to confirm (confirmed already, or its link mailed within the hour) mails the visitor nothing.
  const visitorMail = email !== null && !(form.newsletter === 'sign-up' && !newsletter?.linkDue)
  const mails: MailKind[] = ['agency', ...(form.mails === 'friend' ? (['friend'] as const) : visitorMail ? (['visitor'] as const) : [])]
  let created: boolean
  try {
    ;({ created } = await storeLead(env.DB, {
      id,
      form: form.id,
      locale,
      email,
      propertyId,
      projectId: form.subject === 'project' ? subjectId : null,
      fields: values,
      pagePath: pagePath(text(PAGE_FIELD)),
      campaign: campaign(text(CAMPAIGN_FIELD)),
      mails,
      // Into the CRM too, when one is configured and the form is sent there (lead-crm-calls.ts).
      crmMethod: crmCredentials(env) ? crmMethodFor(form.id) : null,
      extra: [...outcome.statements, ...(newsletter?.statements ?? [])],
    }))
  } catch (error) {
    await removeUploads(env, uploaded)
    // The same submission, sent twice at once, was stored by the other request: it arrived.
    if (await leadExists(env.DB, id)) return earlier()
    // Two visitors took the last seat at once: the batch rolled back, nothing of this lead is stored.
    if (isSlotFull(error)) return refusedBy({ status: 409, errors: { slot: 'slot-full' } })
    // The same address booked this property at the same instant, in another request that came first.
    if (isAddressBooked(error)) return refusedBy(ADDRESS_ALREADY_BOOKED)
    throw error
  }
  // A twin request stored the lead first: this one's files are not its files.
  if (!created) await removeUploads(env, uploaded)
  // The first try at this lead's mails, then at its CRM delivery, happens after the answer; the
  // cron trigger retries what fails. Each outbox is on its own: a failing CRM never holds a mail back.
  ctx.waitUntil(
    deliverDueMails(env.DB, services.mailer, {
      leadId: id,
      media: env.MEDIA,
      links: { secret: env.SESSION_SECRET, origin: mailOrigin(request, env) },
    })
      .catch((error: unknown) => console.error('lead mails: first try failed', id, error))
      .then(() => deliverDueCrmLeadsOf(env, { leadId: id }))
      .catch((error: unknown) => console.error('lead CRM delivery: first try failed', id, error)),
  )
  return stored(values)
}

/**
 * Uploads: checked by their bytes, kept in R2 under a random key, never served back publicly; each
 * value becomes its stored file. A file that is not what the field accepts refuses the lead, and the
 * files kept so far go.
 */
async function keepUploads(
  env: AppEnv,
  form: LeadFormSpec,
  id: string,
  values: Record<string, unknown>,
): Promise<{ keys: string[]; refused?: LeadRefusal }> {
  const keys: string[] = []
  for (const spec of form.fields.filter((candidate) => candidate.kind === 'file' && values[candidate.name] instanceof File)) {
    const file = values[spec.name] as File
    const bytes = new Uint8Array(await file.arrayBuffer())
    const sniffed = sniffFileType(bytes, spec.upload?.kind ?? 'document')
    if (!sniffed) {
      await removeUploads(env, keys)
      return { keys: [], refused: { status: 422, errors: { [spec.name]: 'file-type' } } }
    }
    const key = `leads/${id}/${crypto.randomUUID()}.${sniffed.extension}`
    const name = file.name.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(-100) || `file.${sniffed.extension}`
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: sniffed.contentType }, customMetadata: { name } })
    keys.push(key)
    values[spec.name] = { key, name, size: bytes.byteLength, contentType: sniffed.contentType } satisfies StoredUpload
  }
  return { keys }
}

/** Files written for a lead that was not stored: they must not stay behind without it. */
async function removeUploads(env: AppEnv, keys: string[]): Promise<void> {
  if (keys.length > 0) await env.MEDIA.delete(keys).catch((error: unknown) => console.error('lead uploads: could not remove', keys, error))
}

/** Without JavaScript the captcha cannot show: the visitor learns why, and how to reach us all the same. */
function captchaNeedsScriptMessage(i18n: I18n): string {
  const { phone, email } = siteConfig().agency
  return i18n._(
    msg`Please confirm you are not a robot. That needs JavaScript, which is off in your browser: turn it on and send the form again, or call us at ${phone} or write to ${email}.`,
  )
}

/** The message of a form that thanks in place: its promise (after what its effect found), which its mail repeats. */
function thanks(form: LeadFormSpec, i18n: I18n, locale: Locale, fields: Record<string, unknown>): string | undefined {
  return typeof form.thankYou === 'string' ? undefined : leadPromise(form, i18n, locale, fields)
}

/**
 * The lead's id: a hash of the form, the key the served page carried for this form (or, when none
 * came, the day), the property or project it is about and the values. The same submission sent
 * twice has the same id and is stored once; the same words about another property are another lead.
 */
async function leadId(
  form: string,
  idempotencyKey: string,
  subject: Record<string, number> | null,
  values: Record<string, unknown>,
): Promise<string> {
  const key = /^[A-Za-z0-9-]{16,64}$/.test(idempotencyKey) ? idempotencyKey : new Date().toISOString().slice(0, 10)
  // Files count by name and size: two different CVs are two submissions.
  const comparable = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof File ? { file: value.name, size: value.size } : value]),
  )
  return sha256Hex(JSON.stringify([form, key, subject, comparable]), 16)
}

function pagePath(value: string): string | null {
  return /^\/[^/\\]/.test(value) && value.length <= 300 && !/[\u0000-\u001f]/.test(value) ? value : null
}

/** The campaign the page passed on (JSON from session storage): only the known keys, or null. */
function campaign(value: string): Record<string, string> | null {
  return value.length > 2000 ? null : (parseCampaign(value) as Record<string, string> | null)
}

function localizedErrors(i18n: I18n, form: LeadFormSpec, errors: Record<string, ValidationCode>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, fieldMessage(i18n, form, name, code)]))
}

/** The thank-you page of the form, or none when it thanks in place (its message). */
function thankYouPath(outcome: Extract<Outcome, { kind: 'stored' }>): string | undefined {
  return typeof outcome.form.thankYou === 'string' ? hrefFor(`feedback/${outcome.form.thankYou}`, outcome.locale) : undefined
}

function jsonAnswer(outcome: Outcome): Response {
  const headers = NO_STORE
  if (outcome.kind === 'stored') return Response.json({ ok: true, redirect: thankYouPath(outcome), message: outcome.message }, { headers })
  return Response.json({ ok: false, message: outcome.message, errors: outcome.errors ?? {} }, { status: outcome.status, headers })
}

/** Without JavaScript: success goes to the thank-you page; a refusal is a page that says why, in the visitor's language. */
async function pageAnswer(outcome: Outcome, request: Request, url: URL): Promise<Response> {
  const redirect = outcome.kind === 'stored' ? thankYouPath(outcome) : undefined
  if (redirect) return seeOther(redirect)
  const i18n = await i18nFor(outcome.locale)
  // Back to the page the form was on, when it is one of ours; the header may hold anything. A path
  // of ours starts with one slash: '//evil.example/' on our origin would lead the browser away.
  let back = `/${outcome.locale}/`
  try {
    const page = new URL(request.headers.get('Referer') ?? '', url)
    if (page.origin === url.origin && request.headers.has('Referer')) back = pagePath(page.pathname) ?? back
  } catch {
    // not a URL: the home page it is
  }
  const items = Object.values(outcome.kind === 'refused' ? (outcome.errors ?? {}) : {})
    .map((message) => `<li>${escapeMarkup(message)}</li>`)
    .join('')
  const html = `<!doctype html><html lang="${LOCALE_TAGS[outcome.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(outcome.kind === 'stored' ? (outcome.message ?? '') : i18n._(msg`Data not sent`))} | ${escapeMarkup(siteConfig().agency.name)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;line-height:1.6;color:#1b1b1b">
<h1 style="color:${siteConfig().brand.colorDark}">${escapeMarkup(outcome.message ?? '')}</h1>${items ? `<ul>${items}</ul>` : ''}
<p><a href="${escapeMarkup(back)}" style="color:${siteConfig().brand.colorDark}">${escapeMarkup(outcome.kind === 'stored' ? i18n._(msg`Back to the page`) : i18n._(msg`Back to the form`))}</a></p></body></html>`
  return new Response(html, {
    status: outcome.kind === 'stored' ? 200 : outcome.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
