import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '#/i18n/locales.ts'
import { normalizeEmail } from '#/domain/email-address.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { DoorServices } from '#/server/http-door.ts'
import { sha256Hex } from '#/server/digest.ts'

// What the owner's form actions share (decision 008): the answer each gives, which the door turns into
// JSON for the page's script or a redirect for a browser without it, and the input each receives.

export type OwnerActionAnswer = {
  status: number
  locale: Locale
  /** where a browser without JavaScript goes next, and where the script sends the visitor after success */
  redirect: string
  message?: string
  errors?: Record<string, string>
  captchaRequired?: boolean
  /** this form cannot succeed any more (a spent reset link): the script goes to `redirect` too, as a browser without it does */
  leave?: boolean
  cookie?: string
}

export type OwnerActionInput = {
  request: Request
  env: AppEnv
  ctx: Pick<ExecutionContext, 'waitUntil'>
  services: DoorServices
  /** a field of the posted form, at most 500 characters */
  field: (name: string) => string
  locale: Locale
  i18n: I18n
  now: Date
  /** the localized pages the answers send the visitor to */
  pages: { login: string; reset: string; password: string; portal: string }
}

export type OwnerAction = (input: OwnerActionInput) => Promise<OwnerActionAnswer>

export function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value })}`
}

/** With JavaScript the form marks the field; this heads the form (spec §5 "data not sent, check the fields in red"). */
export function checkTheFields(i18n: I18n): string {
  return i18n._(msg`Data not sent: please check the fields marked in red.`)
}

/** The key of an address in rate-limit rows: a hash, so the table holds no addresses. */
export function accountKey(email: string): Promise<string> {
  return sha256Hex(normalizeEmail(email), 16)
}
