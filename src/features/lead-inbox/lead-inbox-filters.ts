import * as v from 'valibot'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'

// The leads inbox's filters as they travel in a URL (decision 018 "Leads: filters and search"): read by
// the inbox route's search validation, which every page's route tree carries, so this module holds
// nothing else (the labels, paging and CSV rules are in lead-inbox-rules.ts).

/** Decision 018: a lead is new, in progress or done (migrations/0020_lead_inbox.sql). */
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

/** A parameter as text: the router reads `?property=12` as a number, a URL gives a string. */
const TEXT = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => (typeof value === 'string' ? value.trim() : String(value))),
)

/**
 * The filters as a schema: what does not read as a filter is left out rather than refused, so an
 * edited bookmark still opens the inbox.
 */
export const INBOX_FILTERS = searchSchema({
  form: optionalParam(v.pipe(TEXT, v.regex(FORM_ID))),
  status: optionalParam(v.pipe(TEXT, v.custom<LeadStatus>(isLeadStatus))),
  assigned: optionalParam(
    v.pipe(TEXT, v.union([v.picklist(['me', 'nobody']), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))])),
  ),
  language: optionalParam(
    v.pipe(
      TEXT,
      v.custom<Locale>((value) => typeof value === 'string' && isLocale(value)),
    ),
  ),
  property: optionalParam(v.pipe(TEXT, v.regex(/^\d{1,10}$/), v.transform(Number))),
  q: optionalParam(
    v.pipe(
      TEXT,
      v.transform((text) => text.slice(0, SEARCH_MAX_LENGTH)),
      v.nonEmpty(),
    ),
  ),
  after: optionalParam(v.pipe(TEXT, v.regex(CURSOR))),
})

/** The filters read from a URL's search parameters (or a router's search object). */
export function readInboxFilters(read: (name: string) => unknown): InboxFilters {
  return v.parse(INBOX_FILTERS, Object.fromEntries(Object.keys(INBOX_FILTERS.entries).map((name) => [name, read(name)])))
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
