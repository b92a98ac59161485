import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CURSOR, type LeadStatus } from './lead-inbox-filters'

// The leads inbox's rules (issue 18 "Leads"), shared by its endpoints and its pages: where a lead
// stands (named), its paging, and the CSV export's cells; the filters are in lead-inbox-filters.ts.

export { LEAD_STATUSES, isLeadStatus, readInboxFilters, inboxSearchParams, SEARCH_MAX_LENGTH, type LeadStatus, type InboxFilters, type AssignedFilter } from './lead-inbox-filters'

/** Said of a lead ("une demande": feminine in French), hence their own context. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead status' }),
  'in-progress': msg({ message: 'In progress', context: 'lead status' }),
  done: msg({ message: 'Done', context: 'lead status' }),
}

/** Issue 18 brief: the inbox shows 50 leads a page. */
export const INBOX_PAGE_SIZE = 50
/** A note is a remark's length at most (lead-fields.ts REMARK_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 4000

/** Where the next page starts: after this lead, in the inbox's order (newest first, then id). */
export function cursorOf(lead: { createdAt: string; id: string }): string {
  return `${lead.createdAt}~${lead.id}`
}

export function readCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const match = CURSOR.exec(cursor)
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined
}

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' })

/**
 * The instants a Brussels calendar day starts and ends (the dashboard's "today"): Belgium is one or
 * two hours ahead of UTC and changes clocks at 2 or 3 at night, so midnight is one of those two.
 */
export function brusselsDayBounds(now: Date): { start: Date; end: Date } {
  const startOf = (day: string) => {
    const midnightUtc = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
    for (const hoursAhead of [1, 2]) {
      const candidate = new Date(midnightUtc - hoursAhead * 3_600_000)
      if (BRUSSELS_DAY.format(candidate) === day && BRUSSELS_DAY.format(new Date(candidate.getTime() - 1)) !== day) return candidate
    }
    throw new Error(`no Brussels midnight found for ${day}`)
  }
  const today = BRUSSELS_DAY.format(now)
  const start = startOf(today)
  const tomorrow = BRUSSELS_DAY.format(new Date(start.getTime() + 26 * 3_600_000))
  return { start, end: startOf(tomorrow) }
}
