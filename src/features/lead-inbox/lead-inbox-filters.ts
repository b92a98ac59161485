import { isLocale, type Locale } from '~/i18n/locales'

// The leads inbox's filters as they travel in a URL (issue 18 "Leads: filters and search"): read by
// the inbox route's search validation, which every page's route tree carries, so this module holds
// nothing else (the labels, paging and CSV rules are in lead-inbox-rules.ts).

/** Issue 18: a lead is new, in progress or done (migrations/0020_lead_inbox.sql). */
export const LEAD_STATUSES = ['new', 'in-progress', 'done'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

/** The longest search text taken; the fields it searches are at most a remark long. */
export const SEARCH_MAX_LENGTH = 100
/** "me", "nobody" or a staff member's id. */
export type AssignedFilter = 'me' | 'nobody' | number

/** The inbox's filters, as a bookmarkable URL carries them; every one is optional. */
export type InboxFilters = {
  form?: string
  status?: LeadStatus
  assigned?: AssignedFilter
  language?: Locale
  property?: number
  q?: string
  /** where the page starts: the last lead of the page before (`cursorOf`) */
  after?: string
}

const FORM_ID = /^[a-z-]{1,40}$/
/** A page cursor: the last lead's time and id (cursorOf in lead-inbox-rules.ts). */
export const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([A-Za-z0-9_-]{1,64})$/

/**
 * The filters read from a URL's search parameters (or a router's search object): what does not
 * read as a filter is left out rather than refused, so an edited bookmark still opens the inbox.
 */
export function readInboxFilters(read: (name: string) => unknown): InboxFilters {
  const text = (name: string) => {
    const value = read(name)
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  }
  const filters: InboxFilters = {}
  const form = text('form')
  if (FORM_ID.test(form)) filters.form = form
  const status = text('status')
  if (isLeadStatus(status)) filters.status = status
  const assigned = text('assigned')
  if (assigned === 'me' || assigned === 'nobody') filters.assigned = assigned
  else if (/^\d{1,9}$/.test(assigned)) filters.assigned = Number(assigned)
  const language = text('language')
  if (isLocale(language)) filters.language = language
  const property = text('property')
  if (/^\d{1,10}$/.test(property)) filters.property = Number(property)
  const q = text('q').slice(0, SEARCH_MAX_LENGTH)
  if (q !== '') filters.q = q
  const after = text('after')
  if (CURSOR.test(after)) filters.after = after
  return filters
}

/** The filters as search parameters, in a fixed order (links, the CSV's address, the API's query). */
export function inboxSearchParams(filters: InboxFilters): Record<string, string> {
  const params: Record<string, string> = {}
  for (const name of ['form', 'status', 'assigned', 'language', 'property', 'q', 'after'] as const) {
    const value = filters[name]
    if (value !== undefined && value !== '') params[name] = String(value)
  }
  return params
}
