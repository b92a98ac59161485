import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PasswordProblem } from '#/domain/password-rules.ts'

// What the owner login and password pages say (spec §6 and §8), in the visitor's language.
// The same words for an unknown address and a wrong password: nobody learns who has an account.

export type OwnerAnswer =
  | 'login-failed'
  | 'captcha'
  | 'throttled'
  | 'unavailable'
  | 'reset-sent'
  | 'reset-invalid'
  | 'password-changed'
  | 'current-wrong'
  | 'logged-out'
  | 'session-ended'

export function ownerAnswer(i18n: I18n, answer: OwnerAnswer): string {
  switch (answer) {
    case 'login-failed':
      return i18n._(msg`The email and/or password is incorrect.`)
    case 'captcha':
      return i18n._(msg`Please confirm that you are not a robot, then try again.`)
    case 'throttled':
      return i18n._(msg`Too many attempts from your connection. Please wait a few minutes and try again.`)
    case 'unavailable':
      return i18n._(msg`Logging in is unavailable for a moment. Please try again shortly.`)
    case 'reset-sent':
      return i18n._(
        msg`If this address belongs to an owner account, we have sent it a link to choose a new password. The link works for 30 minutes.`,
      )
    case 'reset-invalid':
      return i18n._(msg`This link has expired or has already been used. Ask for a new one below.`)
    case 'password-changed':
      return i18n._(msg`Your password has been changed. You can log in with it now.`)
    case 'current-wrong':
      return i18n._(msg`Your current password is not correct.`)
    case 'logged-out':
      return i18n._(msg`You are logged out.`)
    case 'session-ended':
      return i18n._(msg`Your session has ended. Please log in again.`)
  }
}

/** What can be wrong with a new password and its confirmation. */
export type PasswordAnswer = PasswordProblem | 'confirm' | 'differ'
export const PASSWORD_ANSWERS: ReadonlyArray<PasswordAnswer> = [
  'required',
  'too-short',
  'too-long',
  'too-common',
  'is-email',
  'confirm',
  'differ',
]

export function passwordProblemMessage(i18n: I18n, problem: PasswordAnswer): string {
  switch (problem) {
    case 'required':
      return i18n._(msg`Password is a required field`)
    case 'too-short':
      return i18n._(msg`The password must have at least 10 characters`)
    case 'too-long':
      return i18n._(msg`The password is too long`)
    case 'too-common':
      return i18n._(msg`This password is one of the most common ones: choose another`)
    case 'is-email':
      return i18n._(msg`Your password must not be your email address`)
    case 'confirm':
      return i18n._(msg`Please confirm the password.`)
    case 'differ':
      return i18n._(msg`The two passwords differ`)
  }
}
