import { hrefFor } from '#/i18n/path-table.ts'
import type { NeutralPath } from '#/i18n/path-slugs.ts'
import type { Locale } from '#/i18n/locales.ts'
import { readToken, type TokenPurpose } from '#/server/signed-token.ts'
import { crmCredentials } from '#/server/crm/omnicasa-client.ts'
import { NO_STORE, answerLocale, orUnavailable, readFormBody, seeOther, textField } from '#/server/form-endpoint.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { notFoundResponse } from '#/server/refusals.ts'
import { readFields, type ValidationCode, ALERT_CRITERIA, LEAD_FORMS, type LeadFormSpec, validateLead } from '#/features/leads/index.ts'
import { findAlert, deliverDueCrmLeadsOf } from '#/features/leads/index.server.ts'
import { alertLinks, newsletterLinks } from '#/features/subscribers/index.ts'
import { confirmAlert, deleteAlert, setAlertPaused, stopAlert, updateAlertCriteria } from './alert-subscriptions.server.ts'
import { confirmSubscriber, findSubscriber, unsubscribeSubscriber } from '#/features/subscribers/index.server.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { welcomeNewSubscriber } from './newsletter-welcome.server.ts'
import type { SubscriptionAnswer } from './subscription-answers.ts'

// The doors of subscriptions (spec §2 "Pages": search alerts and the newsletter; their server routes
// are src/routes/api/subscriptions/$kind/$action.ts and src/routes/api/unsubscribe/$kind/$token.ts,
// decision 033). The manage and confirm pages post real forms here, with
// their token; each answers with a redirect back to the page, which says what happened. The
// one-click address of RFC 8058 (List-Unsubscribe-Post) acts on a POST by the token alone: mail
// providers send it without our Origin, so src/server.ts lets it through its cross-site check.

/** A manage form is a few hundred bytes. */
const BODY_LIMIT_BYTES = 8 * 1024

/** The one-click addresses: exempt from the cross-site write check (the token is their authentication). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/api\/unsubscribe\/(alert|newsletter)\/([^/]{1,200})$/

type Kind = 'alert' | 'newsletter'
const PAGES: Record<Kind, { confirm: NeutralPath; manage: NeutralPath; confirmPurpose: TokenPurpose; managePurpose: TokenPurpose }> = {
  alert: { confirm: 'confirm-alert', manage: 'manage-alert', confirmPurpose: 'alert-confirm', managePurpose: 'alert-manage' },
  newsletter: {
    confirm: 'confirm-newsletter',
    manage: 'manage-newsletter',
    confirmPurpose: 'newsletter-confirm',
    managePurpose: 'newsletter-manage',
  },
}

/** A criteria form of the manage page, checked by the demand-register form's own rules. */
const CRITERIA_FORM: LeadFormSpec = { ...LEAD_FORMS['demand-register'], fields: ALERT_CRITERIA.fields, rules: ALERT_CRITERIA.rules }

/** What each kind's manage and confirm forms post: `/api/subscriptions/{kind}/{action}`. */
const ACTIONS: Record<Kind, readonly string[]> = {
  alert: ['confirm', 'criteria', 'pause', 'resume', 'unsubscribe', 'delete'],
  newsletter: ['confirm', 'unsubscribe'],
}

const isKind = (kind: string): kind is Kind => Object.hasOwn(ACTIONS, kind)

/** POST /api/subscriptions/{kind}/{action}: a manage or confirm form; a kind or action we do not have is not found. */
export function subscriptionActionResponse(input: DoorInput, kind: string, action: string): Promise<Response> | Response {
  return isKind(kind) && ACTIONS[kind].includes(action) ? actionResponse(input, kind, action) : notFoundResponse()
}

/** GET or POST /api/unsubscribe/{kind}/{token}: the one-click address of a mail (RFC 8058). */
export function oneClickUnsubscribeResponse(input: DoorInput, kind: string, token: string): Promise<Response> | Response {
  return isKind(kind) && token.length >= 1 && token.length <= 200 ? oneClickResponse(input, kind, token) : notFoundResponse()
}

function pageAddress(kind: Kind, page: 'confirm' | 'manage', locale: Locale, query: Record<string, string>): string {
  return `${hrefFor(PAGES[kind][page], locale)}?${new URLSearchParams(query)}`
}

/** The subscription a token names, when we signed it for this purpose and it lives. */
async function subscriptionOf(
  input: DoorInput,
  kind: Kind,
  purpose: TokenPurpose,
  token: string,
): Promise<{ id: number; locale: Locale } | 'expired' | 'invalid'> {
  const reading = await readToken(input.env.SESSION_SECRET, purpose, token, (input.services.now?.() ?? new Date()).getTime())
  if (typeof reading === 'string') return reading
  const id = Number(reading.subject)
  const found = kind === 'alert' ? await findAlert(input.env.DB, id) : await findSubscriber(input.env.DB, id)
  return found ? { id, locale: found.locale } : 'invalid'
}

async function actionResponse(input: DoorInput, kind: Kind, action: string): Promise<Response> {
  const { request, env, ctx } = input
  return orUnavailable(
    request,
    'subscription action failed',
    async () => {
      const now = input.services.now?.() ?? new Date()
      const form = await readFormBody(request, BODY_LIMIT_BYTES, ['urlencoded', 'multipart'])
      const claimed = typeof form === 'number' ? '' : textField(form, 'locale')
      const locale = answerLocale(request, claimed)
      if (typeof form === 'number') return seeOther(pageAddress(kind, 'manage', locale, { answer: 'invalid' }))
      const token = textField(form, 't')
      const purpose = action === 'confirm' ? PAGES[kind].confirmPurpose : PAGES[kind].managePurpose
      const subscription = await subscriptionOf(input, kind, purpose, token)
      if (typeof subscription === 'string')
        return seeOther(pageAddress(kind, action === 'confirm' ? 'confirm' : 'manage', locale, { answer: subscription }))
      const crm = crmCredentials(env) !== null
      const back = async (answer: SubscriptionAnswer, extra: Record<string, string> = {}) => {
        const links =
          kind === 'alert'
            ? await alertLinks(env.SESSION_SECRET!, '', subscription, now)
            : await newsletterLinks(env.SESSION_SECRET!, '', subscription, now)
        const manageToken = new URL(links.manage, 'https://site.invalid').searchParams.get('t')!
        return seeOther(
          pageAddress(kind, 'manage', subscription.locale, { t: action === 'confirm' ? manageToken : token, answer, ...extra }),
        )
      }
      if (kind === 'newsletter') {
        if (action === 'confirm') {
          const confirmation = await confirmSubscriber(env.DB, subscription.id, now)
          if (confirmation === 'confirmed-now') {
            const origin = mailOrigin(request, env)
            const firstTry = await welcomeNewSubscriber(env.DB, input.services.mailer, subscription.id, {
              origin,
              secret: env.SESSION_SECRET!,
              now,
            })
            ctx.waitUntil(firstTry().catch((error: unknown) => console.error('newsletter welcome: first try failed', error)))
          }
          return back(confirmation === 'left' ? 'left' : 'confirmed')
        }
        await unsubscribeSubscriber(env.DB, subscription.id, now)
        return back('left')
      }
      switch (action) {
        case 'confirm': {
          const confirmed = await confirmAlert(env.DB, subscription.id, now, crm)
          if (confirmed && crm)
            ctx.waitUntil(deliverDueCrmLeadsOf(env).catch((error: unknown) => console.error('alert CRM delivery: first try failed', error)))
          return back(confirmed ? 'confirmed' : 'left')
        }
        case 'criteria': {
          const validation = validateLead(
            CRITERIA_FORM,
            readFields(ALERT_CRITERIA.fields, (name) => form.getAll(name)),
            subscription.locale,
          )
          if (!validation.ok) return back('check-fields', { errors: criteriaErrors(validation.errors) })
          await updateAlertCriteria(env.DB, subscription.id, validation.values)
          return back('changed')
        }
        case 'pause':
        case 'resume':
          await setAlertPaused(env.DB, subscription.id, action === 'pause', now)
          return back(action === 'pause' ? 'paused' : 'resumed')
        case 'unsubscribe':
          await stopAlert(env.DB, subscription.id)
          if (crm)
            ctx.waitUntil(deliverDueCrmLeadsOf(env).catch((error: unknown) => console.error('alert CRM delivery: first try failed', error)))
          return back('left')
        default:
          await deleteAlert(env.DB, subscription.id)
          if (crm)
            ctx.waitUntil(deliverDueCrmLeadsOf(env).catch((error: unknown) => console.error('alert CRM delivery: first try failed', error)))
          return seeOther(pageAddress(kind, 'manage', subscription.locale, { answer: 'deleted' }))
      }
    },
    async (locale) => seeOther(pageAddress(kind, 'manage', locale, { answer: 'unavailable' })),
  )
}

/** `name~code` pairs the manage page turns into its fields' messages. */
function criteriaErrors(errors: Record<string, ValidationCode>): string {
  return Object.entries(errors)
    .map(([name, code]) => `${name}~${code}`)
    .join(',')
}

/**
 * RFC 8058: a POST leaves at once and answers 200 (mail providers show nothing of it); a GET (a
 * person, or a scanner following links) changes nothing and opens the manage page's leave form.
 */
async function oneClickResponse(input: DoorInput, kind: Kind, token: string): Promise<Response> {
  const { request, env, ctx } = input
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  return orUnavailable(
    request,
    'one-click unsubscribe failed',
    async () => {
      const subscription = await subscriptionOf(input, kind, PAGES[kind].managePurpose, token)
      if (request.method === 'GET') {
        const locale = typeof subscription === 'string' ? answerLocale(request, '') : subscription.locale
        return seeOther(
          pageAddress(kind, 'manage', locale, typeof subscription === 'string' ? { answer: subscription } : { t: token, leave: '1' }),
        )
      }
      if (subscription === 'invalid') return text(404, 'Unknown link')
      if (subscription === 'expired') return text(410, 'This link has expired')
      const now = input.services.now?.() ?? new Date()
      if (kind === 'newsletter') await unsubscribeSubscriber(env.DB, subscription.id, now)
      else if (await stopAlert(env.DB, subscription.id)) {
        if (crmCredentials(env))
          ctx.waitUntil(deliverDueCrmLeadsOf(env).catch((error: unknown) => console.error('alert CRM delivery: first try failed', error)))
      }
      return text(200, 'Unsubscribed')
    },
    async () => text(503, 'Please try again later'),
  )
}
