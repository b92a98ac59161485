import type { ReactNode } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { FIELD_INPUT_CLASS, FieldError } from '#/components/FormFeedback.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { formatTime, formatWeekdayDate } from '#/domain/display-formats.ts'
import { UPLOAD_ACCEPT } from '#/domain/file-types.ts'
import type { FieldSpec, FieldValue } from './lead-fields.ts'
import type { ViewingSlot } from './viewing-slot.ts'
import type { LeadFormContext } from './lead-form-context.ts'

// One field of a lead form (decision 007): its label, input, hint and error, tied together for screen
// readers, for every kind a form declares (text, choices, viewing slots, files…).

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  ) : null
}

/** Radio buttons or checkboxes under one legend, with the group's message. */
function ChoiceGroup({
  label,
  required,
  describedBy,
  error,
  errorId,
  onLeave,
  onEdit,
  children,
}: {
  label: string
  required?: boolean
  describedBy?: string
  error?: string
  errorId: string
  onLeave: () => void
  onEdit: () => void
  children: ReactNode
}) {
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} onBlur={onLeave} onChange={onEdit}>
      <legend className="text-sm font-medium">
        {label}
        <RequiredMark required={required} />
      </legend>
      {children}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  )
}

/** One choice as a pill; a disabled one (a full slot) is struck through. */
function ChoicePill({
  type,
  name,
  value,
  disabled,
  defaultChecked,
  children,
}: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  disabled?: boolean
  defaultChecked?: boolean
  children: ReactNode
}) {
  return (
    <label
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 ${disabled ? 'cursor-not-allowed text-muted line-through' : 'cursor-pointer has-checked:border-brand has-checked:bg-brand/5'} has-focus-visible:outline-3 has-focus-visible:outline-accent`}
    >
      <input
        type={type}
        name={name}
        value={value}
        disabled={disabled}
        defaultChecked={defaultChecked}
        className="size-4 accent-[var(--color-brand)]"
      />
      <span>{children}</span>
    </label>
  )
}

export function Field({
  spec,
  id,
  errorId,
  error,
  propertyTypes,
  slots,
  onLeave,
  onEdit,
  defaultValue,
}: {
  spec: FieldSpec
  id: string
  errorId: string
  error: string | undefined
  propertyTypes: LeadFormContext['propertyTypes']
  slots: ViewingSlot[]
  onLeave: () => void
  onEdit: () => void
  /** the value the field opens with (the manage page of a search alert shows the alert's criteria) */
  defaultValue?: FieldValue
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const label = i18n._(spec.label)
  const hintId = `${id}-hint`
  const describedBy = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  const hint = spec.hint ? (
    <p id={hintId} className="mt-1 text-sm text-muted">
      {i18n._(spec.hint)}
    </p>
  ) : null
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: onLeave,
    onChange: onEdit,
  }
  const border = error ? 'border-red-700' : 'border-line'
  const chosen = (value: string) => (Array.isArray(defaultValue) ? defaultValue.includes(value) : defaultValue === value)
  const initialText = typeof defaultValue === 'string' || typeof defaultValue === 'number' ? String(defaultValue) : undefined

  const choiceGroup = { label, required: spec.required, describedBy, error, errorId, onLeave, onEdit }

  if (spec.kind === 'choice' || spec.kind === 'choices' || spec.kind === 'property-types') {
    const options =
      spec.kind === 'property-types'
        ? propertyTypes.map((type) => ({ value: String(type.id), label: type.name, detail: undefined }))
        : (spec.options ?? []).map((option) => ({ value: option.value, label: i18n._(option.label), detail: option.detail?.(locale) }))
    return (
      <ChoiceGroup {...choiceGroup}>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((option) => (
            <ChoicePill
              key={option.value}
              type={spec.kind === 'choice' ? 'radio' : 'checkbox'}
              name={spec.name}
              value={option.value}
              defaultChecked={chosen(option.value) || undefined}
            >
              {option.label}
              {option.detail && <span className="ml-1.5 text-sm text-muted">{option.detail}</span>}
            </ChoicePill>
          ))}
        </div>
      </ChoiceGroup>
    )
  }

  if (spec.kind === 'slot') {
    const byDay = new Map<string, ViewingSlot[]>()
    for (const slot of slots) {
      const day = formatWeekdayDate(slot.startsAt, locale)
      byDay.set(day, [...(byDay.get(day) ?? []), slot])
    }
    return (
      <ChoiceGroup {...choiceGroup}>
        <div className="mt-2 space-y-3">
          {[...byDay].map(([day, daySlots]) => (
            <div key={day} className="flex flex-wrap items-center gap-2">
              <span className="w-full text-sm text-muted first-letter:uppercase sm:w-56">{day}</span>
              {daySlots.map((slot) => (
                <ChoicePill key={slot.id} type="radio" name={spec.name} value={String(slot.id)} disabled={slot.full}>
                  {formatTime(slot.startsAt, locale)}
                  {slot.full && <span className="sr-only">, {t`full`}</span>}
                </ChoicePill>
              ))}
            </div>
          ))}
        </div>
      </ChoiceGroup>
    )
  }

  if (spec.kind === 'checkbox') {
    return (
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            {...common}
            defaultChecked={defaultValue === true || undefined}
            className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
          />
          <span className="text-sm leading-relaxed">
            {label}
            <RequiredMark required={spec.required} />
          </span>
        </label>
        {spec.name === 'privacy' && (
          <PageLink
            to="/$lang/privacy/"
            params={{ lang: locale }}
            className="mt-1 ml-8 inline-block text-sm font-medium text-brand-dark underline underline-offset-2"
          >
            {t`Read our privacy policy`}
          </PageLink>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    )
  }

  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      <RequiredMark required={spec.required} />
    </label>
  )

  if (spec.kind === 'property-type') {
    return (
      <div>
        {labelElement}
        <select {...common} defaultValue="" className={`${FIELD_INPUT_CLASS} ${border}`}>
          <option value="">{t`Choose a type`}</option>
          {propertyTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
        {hint}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    )
  }

  if (spec.kind === 'textarea') {
    return (
      <div>
        {labelElement}
        <textarea {...common} rows={5} maxLength={spec.maxLength} className={`${FIELD_INPUT_CLASS} ${border} py-3`} />
        {hint}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    )
  }

  if (spec.kind === 'file') {
    return (
      <div>
        {labelElement}
        <input
          {...common}
          type="file"
          accept={UPLOAD_ACCEPT[spec.upload?.kind ?? 'document']}
          className={`mt-2 block w-full rounded-lg border ${border} bg-white px-3 py-2.5 text-sm file:mr-4 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold`}
        />
        {hint}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    )
  }

  const inputType = spec.kind === 'number' ? 'text' : spec.url ? 'url' : spec.kind
  return (
    <div>
      {labelElement}
      <input
        {...common}
        type={inputType}
        inputMode={spec.kind === 'number' || spec.zip ? 'numeric' : undefined}
        autoComplete={spec.autoComplete}
        defaultValue={initialText}
        className={`${FIELD_INPUT_CLASS} ${border}`}
      />
      {hint}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

/** A lead form with its heading, as a page shows it. */
