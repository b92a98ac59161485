import { notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import type { OwnerRead } from './owner.functions.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import { siteConfig } from '#/config/site-config.ts'
import { pageTitle } from '#/components/content-head.ts'

// Owner answers a page may show, read from `?answer=` after a form posted without JavaScript.
export const OWNER_PAGE_ANSWERS = [
  'login-failed',
  'captcha',
  'throttled',
  'unavailable',
  'reset-sent',
  'reset-invalid',
  'password-changed',
  'logged-out',
  'session-ended',
  'changed',
  'current-wrong',
  'invalid-email',
  // what was wrong with a new password (PASSWORD_ANSWERS)
  'required',
  'too-short',
  'too-long',
  'too-common',
  'is-email',
  'confirm',
  'differ',
] as const
export type OwnerPageAnswer = (typeof OWNER_PAGE_ANSWERS)[number]

/** `?answer=`: one of the answers above, else nothing. */
export const OWNER_ANSWER_PARAMS = { answer: optionalParam(v.picklist(OWNER_PAGE_ANSWERS)) }
export const OWNER_ANSWER_SEARCH = searchSchema(OWNER_ANSWER_PARAMS)

/** A portal page asked without a live session: to the login, saying the session ended when there was one. */
export function toLogin(locale: Locale, hadSession: boolean): never {
  throw redirect({ to: '/$lang/login/', params: { lang: locale }, search: hadSession ? { answer: 'session-ended' } : {} })
}

/**
 * A portal read's data. The section's guard let the owner in; a session that ended since (it timed
 * out between the guard and the read) goes to the login too, and another owner's property is not found.
 */
export function portalData<T>(result: OwnerRead<T>, locale: Locale): T {
  if (result.kind === 'signed-out') return toLogin(locale, result.hadSession)
  if (result.kind === 'not-found') throw notFound()
  return result.data
}

/** Portal pages are never indexed. */
export function ownerPageHead(title: string | undefined) {
  return { meta: [{ title: title ? pageTitle(title) : siteConfig().agency.name }, { name: 'robots', content: 'noindex, nofollow' }] }
}

/** How the portal names a property: its type and town (the heading of its card and page, and the page title). */
export function ownerPropertyHeading(card: Pick<PropertyCard, 'typeName' | 'town'>): string {
  return [card.typeName, card.town].filter(Boolean).join(' · ')
}
