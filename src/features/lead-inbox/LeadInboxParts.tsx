import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AdminRequestError } from '#/admin/admin-query.ts'
import { LEAD_STATUS_LABELS, type LeadStatus } from './lead-inbox-rules.ts'

// Small pieces the inbox, the lead page and the dashboard share.

const STATUS_BADGE: Record<LeadStatus, string> = {
  new: 'bg-accent/15 text-[#6b4a22] ring-accent/40',
  'in-progress': 'bg-brand/10 text-brand-dark ring-brand/30',
  done: 'bg-sand text-muted ring-line',
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { i18n } = useLingui()
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_BADGE[status]}`}
    >
      {i18n._(LEAD_STATUS_LABELS[status])}
    </span>
  )
}

/** A link into the inbox with its filters in the search (a bookmarkable view). */
export function InboxLink({
  search,
  className,
  children,
  current,
}: {
  search: Record<string, string>
  className?: string
  children: ReactNode
  current?: boolean
}) {
  return (
    // The back office's routes are not localized: plain paths, the search as the inbox's route reads it.
    <Link to="/admin/leads/" search={search} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}

export function LeadLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link to="/admin/leads/$leadId/" params={{ leadId: id }} className={className}>
      {children}
    </Link>
  )
}

/** While a query loads, or the message of its failure. */
export function QueryState({ error }: { error: unknown }) {
  const { t } = useLingui()
  if (!error) return <p className="py-8 text-muted" role="status">{t`Loading…`}</p>
  return <ErrorNote error={error} />
}

export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useLingui()
  if (!error) return null
  const message =
    error instanceof AdminRequestError && typeof error.body.message === 'string'
      ? error.body.message
      : t`This could not be done. Please try again in a moment.`
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {message}
    </p>
  )
}

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60'
export const BUTTON_QUIET =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-5 text-sm font-semibold text-ink hover:border-brand disabled:opacity-60'
export const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-[#8a949a] bg-white px-3 text-[0.95rem] text-ink'
export const LABEL = 'block text-sm font-medium text-ink'
