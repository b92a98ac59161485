import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NATIVE_NAMES, LOCALES } from '#/i18n/locales.ts'

// Small pieces the staff pages share (decision 018): buttons, the field look, a language picker.

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold focus-visible:outline-offset-4 aria-disabled:opacity-60'
export const PRIMARY = `${BUTTON} bg-brand text-white hover:bg-brand-dark`
export const SECONDARY = `${BUTTON} border border-line bg-white text-ink hover:border-brand`
export const DANGER = `${BUTTON} border border-red-700 bg-white text-red-800 hover:bg-red-50`
export const INPUT = 'mt-1.5 block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand'
export const LABEL = 'text-sm font-medium text-ink'

export function LanguageSelect({ id, name, defaultValue }: { id: string; name: string; defaultValue: string }) {
  return (
    <select id={id} name={name} defaultValue={defaultValue} className={INPUT}>
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NATIVE_NAMES[locale]}
        </option>
      ))}
    </select>
  )
}

/** A result said where the eye and the screen reader find it. */
export function Notice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-lg border border-brand/40 bg-brand/5 px-3 py-2 text-sm font-medium text-brand-dark">
      {children}
    </p>
  )
}

export function Loading() {
  const { t } = useLingui()
  return <p className="text-muted">{t`Loading…`}</p>
}

/** The message of a failed back-office request: the server's, else a plain one. */
export function useFailureText() {
  const { t } = useLingui()
  return (error: unknown) =>
    error instanceof Error && error.message && !error.message.startsWith('back office answered')
      ? error.message
      : t`This did not work. Try again in a moment.`
}
