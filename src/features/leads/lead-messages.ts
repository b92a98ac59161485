import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ValidationCode } from './lead-fields.ts'
import type { LeadFormSpec } from './lead-forms.ts'
import { incomeRule, personsRule } from './rental-viewing-rules.ts'

/**
 * A refused value, said the way spec §5 says it, in the visitor's language: "First name is a
 * required field", "email address is not valid", "valuation address must be given"…
 */
export function validationMessage(i18n: I18n, code: ValidationCode, field: string): string {
  switch (code) {
    case 'required':
      return i18n._(msg`${field} is a required field`)
    case 'email':
      return i18n._(msg`The email address is not valid`)
    case 'phone':
      return i18n._(msg`The phone number is not valid: give 9 or 10 digits, or the international number`)
    case 'zip':
      return i18n._(msg`The postal code is not valid: give the 4 digits of a Belgian postal code`)
    case 'number':
      return i18n._(msg`${field}: give a whole number within a sensible range`)
    case 'too-long':
      return i18n._(msg`${field} is too long`)
    case 'characters':
      return i18n._(msg`${field} contains characters that cannot be sent`)
    case 'choice':
      return i18n._(msg`${field}: choose one of the options`)
    case 'consent':
      return i18n._(msg`Please accept the privacy policy so we can answer your request`)
    case 'advance':
      return i18n._(msg`Please confirm that you know about the 10% advance: without it the offer cannot be made`)
    case 'captcha':
      return i18n._(msg`The entered characters are not valid`)
    case 'valuation-address':
      return i18n._(msg`The address of the property to value must be given`)
    case 'budget-order':
      return i18n._(msg`The maximum budget must not be below the minimum budget`)
    case 'friend-email':
      return i18n._(msg`Your friend's email address is missing or not valid`)
    case 'property-types':
      return i18n._(msg`Choose at least one type of property`)
    case 'zones':
      return i18n._(msg`Give at least one town or postal code`)
    case 'password-length':
      return i18n._(msg`The password must have at least 10 characters`)
    case 'password-confirm':
      return i18n._(msg`Please confirm the password.`)
    case 'password-differ':
      return i18n._(msg`The two passwords differ`)
    case 'date':
      return i18n._(msg`${field}: give a valid date`)
    case 'start-date':
      return i18n._(msg`The start date is incomplete`)
    case 'end-date':
      return i18n._(msg`The end date is incomplete or invalid`)
    case 'slot-full':
      return i18n._(msg`The appointments are full`)
    case 'slot-gone':
      return i18n._(msg`This time is no longer available: please choose another one`)
    case 'income-low':
      // The rule itself, as the form showed it before sending.
      return i18n._(incomeRule())
    case 'persons-many':
      return i18n._(personsRule())
    case 'file-size':
      return i18n._(msg`${field}: the file is too large`)
    case 'file-type':
      return i18n._(msg`${field}: this kind of file is not accepted`)
    case 'url':
      return i18n._(msg`${field}: give a web address starting with https://`)
    case 'amount-letters':
      return i18n._(msg`The amount in letters does not match the amount in digits`)
  }
}

/** spec §5: the form-wide message when a submission is refused. */
export function formErrorMessage(i18n: I18n): string {
  return i18n._(msg`Data not sent: please check the fields marked in red.`)
}

/** The message for a field's refusal, naming the field by its label in the visitor's language (page and server alike). */
export function fieldMessage(i18n: I18n, form: Pick<LeadFormSpec, 'fields'>, name: string, code: ValidationCode): string {
  const spec = form.fields.find((candidate) => candidate.name === name)
  return validationMessage(i18n, code, spec ? i18n._(spec.label) : name)
}
