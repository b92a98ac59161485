import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon } from './icons.tsx'

// What every form of the site shows about itself (lead forms, owner login and password forms): the
// field look, a field's error, and the message above the form, in one place.

/** A text field; the caller adds its border colour. */
export const FIELD_INPUT_CLASS =
  'mt-2 block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-muted focus:border-brand aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon size={16} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/** The form's own message: a status when things went well, an alert when they did not. */
export function FormNotice({ tone, id, children }: { tone: 'info' | 'error'; id?: string; children: ReactNode }) {
  return tone === 'info' ? (
    <p id={id} role="status" className="mb-6 flex gap-3 rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 font-medium text-brand-dark">
      <CheckIcon size={22} className="mt-0.5 shrink-0" />
      {children}
    </p>
  ) : (
    <div id={id} role="alert" className="mb-6 flex gap-3 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-red-800">
      <AlertIcon size={22} className="mt-0.5 shrink-0" />
      <p className="font-medium">{children}</p>
    </div>
  )
}
