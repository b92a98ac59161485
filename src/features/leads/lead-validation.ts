import { PROPERTY_TYPE_IDS } from '#/domain/catalogue-ids.ts'
import * as v from 'valibot'
import { BELGIAN_ZIP } from '#/domain/search-zones.ts'
import type { Locale } from '#/i18n/locales.ts'
import { PASSWORD_MIN_LENGTH } from '#/domain/password-rules.ts'
import { REMARK_MAX_LENGTH, TEXT_MAX_LENGTH, isDay, type FieldSpec, type FieldValue, type ValidationCode } from './lead-fields.ts'
import type { LeadFormSpec } from './lead-forms.ts'

// One valibot schema per form, built from its field list: the browser checks with it as the visitor
// leaves a field and on submit, the server checks again and has the last word (decision 007).

export type LeadValidation = { ok: true; values: Record<string, FieldValue> } | { ok: false; errors: Record<string, ValidationCode> }

// Control characters have no place in what a person types; line breaks and tabs only in a remark.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff]/
const CONTROL_CHARACTERS_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/
// An address a mail server accepts and a person can type: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i
const PHONE_CHARACTERS = /^\+?[0-9 ()./-]+$/
// Belgian numbers have 9 or 10 digits, 11 to 13 with a country code; foreign ones up to 15 (E.164).
const PHONE_DIGITS = { min: 8, max: 15 }
// spec §3 "Property type": ids 1 to 7.
/** spec §3: the property types a form may name, as the form sends them. */
const PROPERTY_TYPE_VALUES: ReadonlyArray<string> = PROPERTY_TYPE_IDS.map(String)

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length
  return PHONE_CHARACTERS.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
}

type FormatRule = { test: (text: string) => boolean; code: ValidationCode }

/** The shape a filled-in text field must have, by kind, in the order the kinds are checked. */
function formatRule(spec: FieldSpec): FormatRule | undefined {
  if (spec.kind === 'email') return { test: (text) => EMAIL.test(text) && text.length <= 254, code: 'email' }
  if (spec.kind === 'tel') return { test: isPhone, code: 'phone' }
  if (spec.zip) return { test: (text) => BELGIAN_ZIP.test(text), code: 'zip' }
  if (spec.url) return { test: (text) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(text), code: 'url' }
  switch (spec.kind) {
    case 'slot':
      return { test: (text) => /^\d{1,10}$/.test(text), code: 'choice' }
    case 'date':
      return { test: isDay, code: 'date' }
    case 'password':
      return spec.confirms ? undefined : { test: (text) => text.length >= PASSWORD_MIN_LENGTH, code: 'password-length' }
    case 'property-type':
      return { test: (text) => PROPERTY_TYPE_VALUES.includes(text), code: 'choice' }
    case 'choice':
      return { test: (text) => (spec.options ?? []).some((option) => option.value === text), code: 'choice' }
    default:
      return undefined
  }
}

function textSchema(spec: FieldSpec) {
  const multiline = spec.kind === 'textarea'
  const maxLength = spec.maxLength ?? (multiline ? REMARK_MAX_LENGTH : TEXT_MAX_LENGTH)
  const format = formatRule(spec)
  return v.pipe(
    v.string('choice' satisfies ValidationCode),
    v.maxLength(maxLength, 'too-long' satisfies ValidationCode),
    v.check((text) => !(multiline ? CONTROL_CHARACTERS : CONTROL_CHARACTERS_ONE_LINE).test(text), 'characters' satisfies ValidationCode),
    v.check((text) => !spec.required || text !== '', spec.requiredCode ?? 'required'),
    v.check((text) => text === '' || !format || format.test(text), spec.formatCode ?? format?.code ?? 'choice'),
  )
}

function fieldSchema(spec: FieldSpec): v.GenericSchema<unknown, FieldValue> {
  const required: ValidationCode = spec.requiredCode ?? 'required'
  switch (spec.kind) {
    case 'checkbox':
      return v.pipe(
        v.boolean('choice' satisfies ValidationCode),
        v.check((ticked) => !spec.required || ticked, required),
      )
    case 'choices':
    case 'property-types': {
      const values = spec.kind === 'property-types' ? PROPERTY_TYPE_VALUES : (spec.options ?? []).map((option) => option.value)
      return v.pipe(
        v.array(v.string(), 'choice' satisfies ValidationCode),
        v.check(
          (chosen) => chosen.every((value) => values.includes(value)) && new Set(chosen).size === chosen.length,
          'choice' satisfies ValidationCode,
        ),
        v.check((chosen) => !spec.required || chosen.length > 0, required),
      )
    }
    case 'file': {
      const upload = spec.upload ?? { kind: 'document', maxBytes: 0 }
      const extensions = upload.kind === 'image' ? /\.(jpe?g|png|webp)$/i : /\.(pdf|docx?)$/i
      return v.pipe(
        v.nullable(v.instance(File, 'file-type' satisfies ValidationCode), null),
        v.check((file) => file !== null || !spec.required, required),
        v.check((file) => file === null || file.size <= upload.maxBytes, 'file-size' satisfies ValidationCode),
        // The name is a first hint for the visitor; the server reads the bytes (file-types.ts).
        v.check((file) => file === null || extensions.test(file.name), 'file-type' satisfies ValidationCode),
      ) as v.GenericSchema<unknown, FieldValue>
    }
    case 'number':
      return v.pipe(
        v.nullable(v.number('number' satisfies ValidationCode), null),
        v.check((value) => value !== null || !spec.required, required),
        v.check(
          (value) =>
            value === null || (Number.isInteger(value) && value >= (spec.min ?? 0) && value <= (spec.max ?? Number.MAX_SAFE_INTEGER)),
          'number' satisfies ValidationCode,
        ),
      )
    default:
      return textSchema(spec)
  }
}

const schemas = new WeakMap<LeadFormSpec, v.GenericSchema<unknown, Record<string, FieldValue>>>()

/** The valibot schema of a form: one entry per field; what is not a field is dropped. */
export function leadSchema(form: LeadFormSpec): v.GenericSchema<unknown, Record<string, FieldValue>> {
  let schema = schemas.get(form)
  if (!schema) {
    schema = v.object(Object.fromEntries(form.fields.map((spec) => [spec.name, fieldSchema(spec)])), 'choice' satisfies ValidationCode)
    schemas.set(form, schema)
  }
  return schema
}

/** Checks read values (readFields) against the form: the first problem of each field, or the clean values. */
export function validateLead(form: LeadFormSpec, input: Record<string, unknown>, locale: Locale = 'fr'): LeadValidation {
  const result = v.safeParse(leadSchema(form), input)
  const errors: Record<string, ValidationCode> = {}
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      const name = typeof key === 'string' ? key : '_form'
      errors[name] ??= issue.message as ValidationCode
    }
  }
  for (const rule of form.rules ?? []) {
    const waiting = [rule.field, ...(rule.reads ?? [])].some((name) => errors[name])
    if (!waiting && !rule.holds(input, locale)) errors[rule.field] = rule.code
  }
  return Object.keys(errors).length > 0 || !result.success ? { ok: false, errors } : { ok: true, values: result.output }
}
