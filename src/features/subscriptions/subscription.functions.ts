import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { townName } from '#/domain/town-names.ts'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import type { Locale } from '#/i18n/locales.ts'
import { bindings } from '#/server/bindings.server.ts'
import { readToken, type TokenPurpose } from '#/server/signed-token.ts'
import { propertyTypes } from '#/listings/listing-queries.server.ts'
import { findAlert, type StoredAlert } from '#/features/leads/index.server.ts'
import { findSubscriber } from '#/features/subscribers/index.server.ts'
import { alertLinks, newsletterLinks } from '#/features/subscribers/index.ts'

// What the subscription pages show (decision 017), read from the link's signed token and the alert or
// subscriber it names. A token for another purpose, forged, or naming a row that is gone is
// 'invalid'; an old one 'expired'. The pages are never cached (src/server.ts, isTokenPage).

export type LinkProblem = { kind: 'expired' | 'invalid' }

/** An alert's criteria as the manage form's fields hold them (names of ALERT_CRITERIA). */
export type AlertCriteria = {
  goal: 'buy' | 'rent'
  propertyTypes: string[]
  zones: string
  budgetMin: number | null
  budgetMax: number | null
  bedrooms: number | null
  bathrooms: number | null
  garages: number | null
  parkings: number | null
  garden: boolean
  terrace: boolean
}

export type AlertState = 'unconfirmed' | 'active' | 'paused' | 'stopped'

export type AlertPage = {
  kind: 'alert'
  email: string
  state: AlertState
  criteria: AlertCriteria
  /** the names of the property types in the page's language, for the form and the summary */
  propertyTypes: Array<{ id: number; name: string }>
  /** the manage page of this alert, in the page's language (a confirm page links to it once confirmed) */
  manageHref: string
}

export type NewsletterPage = { kind: 'newsletter'; email: string; state: 'unconfirmed' | 'confirmed' | 'left'; manageHref: string }

const TokenRequest = v.object({
  locale: LocaleSchema,
  token: v.pipe(v.string(), v.maxLength(200)),
  step: v.picklist(['confirm', 'manage']),
})

async function subjectOf(purpose: TokenPurpose, token: string): Promise<number | LinkProblem> {
  setResponseHeader('Cache-Control', 'private, no-store')
  const reading = await readToken(bindings().SESSION_SECRET, purpose, token)
  if (typeof reading === 'string') return { kind: reading }
  const id = Number(reading.subject)
  return Number.isSafeInteger(id) && id > 0 ? id : { kind: 'invalid' }
}

function stateOf(alert: StoredAlert): AlertState {
  if (alert.status === 'stopped') return 'stopped'
  if (alert.confirmedAt === null) return 'unconfirmed'
  return alert.pausedAt === null ? 'active' : 'paused'
}

function criteriaOf(alert: StoredAlert, locale: Locale): AlertCriteria {
  // Towns are stored as keys (decision 017); the form shows each in the page's language.
  const zones = [...alert.towns.map((key) => townName(key, undefined, locale)), ...alert.zips]
  return {
    goal: alert.goal === 1 ? 'rent' : 'buy',
    propertyTypes: alert.typeIds.map(String),
    zones: zones.join(', '),
    budgetMin: alert.budgetMin,
    budgetMax: alert.budgetMax,
    bedrooms: alert.minBedrooms,
    bathrooms: alert.minBathrooms,
    garages: alert.minGarages,
    parkings: alert.minParkings,
    garden: alert.garden,
    terrace: alert.terrace,
  }
}

export const getAlertPage = createServerFn({ method: 'GET' })
  .validator(TokenRequest)
  .handler(async ({ data }): Promise<AlertPage | LinkProblem> => {
    const id = await subjectOf(data.step === 'confirm' ? 'alert-confirm' : 'alert-manage', data.token)
    if (typeof id !== 'number') return id
    const env = bindings()
    const alert = await findAlert(env.DB, id)
    if (!alert) return { kind: 'invalid' }
    const [types, links] = await Promise.all([
      propertyTypes(env.DB, data.locale),
      alertLinks(env.SESSION_SECRET!, '', { id, locale: data.locale }),
    ])
    return {
      kind: 'alert',
      email: alert.email,
      state: stateOf(alert),
      criteria: criteriaOf(alert, data.locale),
      propertyTypes: types.map(({ id: typeId, name }) => ({ id: typeId, name })),
      manageHref: links.manage,
    }
  })

export const getNewsletterPage = createServerFn({ method: 'GET' })
  .validator(TokenRequest)
  .handler(async ({ data }): Promise<NewsletterPage | LinkProblem> => {
    const id = await subjectOf(data.step === 'confirm' ? 'newsletter-confirm' : 'newsletter-manage', data.token)
    if (typeof id !== 'number') return id
    const env = bindings()
    const subscriber = await findSubscriber(env.DB, id)
    if (!subscriber) return { kind: 'invalid' }
    const links = await newsletterLinks(env.SESSION_SECRET!, '', { id, locale: data.locale })
    const state = subscriber.unsubscribedAt !== null ? 'left' : subscriber.confirmedAt === null ? 'unconfirmed' : 'confirmed'
    return { kind: 'newsletter', email: subscriber.email, state, manageHref: links.manage }
  })
