import type { ReactNode } from 'react'
import { FIELD_INPUT_CLASS } from '#/components/FormFeedback.tsx'
import { AdminRequestError } from './admin-query.ts'

// Controls the back office's pages share (DESIGN.md "Staff and owners"): buttons, fields and a
// change's outcome, so every page of the frame looks and answers alike.

export const ADMIN_INPUT = `${FIELD_INPUT_CLASS} border-line`
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70'
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand disabled:cursor-wait disabled:opacity-70'
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70'

/** What the server said about a change, in the member's language, or a generic failure. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof AdminRequestError && typeof error.body.message === 'string' ? error.body.message : fallback
}

/** A change's outcome, read out by screen readers as it appears. */
export function Outcome({ kind, children }: { kind: 'done' | 'failed'; children: ReactNode }) {
  return (
    <p
      role={kind === 'failed' ? 'alert' : 'status'}
      className={`mt-4 rounded-lg px-4 py-3 text-sm font-medium ${kind === 'failed' ? 'bg-red-50 text-red-800' : 'bg-sand text-ink'}`}
    >
      {children}
    </p>
  )
}
