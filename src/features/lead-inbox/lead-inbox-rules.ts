import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CURSOR, type LeadStatus } from './lead-inbox-filters.ts'

// The leads inbox's rules (decision 018 "Leads"), shared by its endpoints and its pages: where a lead
// stands (named), its paging, and the CSV export's cells; the filters are in lead-inbox-filters.ts.

export {
  LEAD_STATUSES,
  isLeadStatus,
  readInboxFilters,
  inboxSearchParams,
  SEARCH_MAX_LENGTH,
  type LeadStatus,
  type InboxFilters,
  type AssignedFilter,
} from './lead-inbox-filters.ts'

/** Said of a lead ("une demande": feminine in French), hence their own context. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead status' }),
  'in-progress': msg({ message: 'In progress', context: 'lead status' }),
  done: msg({ message: 'Done', context: 'lead status' }),
}

/** Decision 018: the inbox shows 50 leads a page. */
export const INBOX_PAGE_SIZE = 50
/** A note is a remark's length at most (lead-fields.ts REMARK_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 4000

/** A lead's id: what the lead endpoint makes (32 hex) and what older rows hold. */
export const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The mails of a lead staff may have sent again (lead_mails.kind). */
export const RETRYABLE_MAIL_KINDS = ['agency', 'visitor', 'friend'] as const
export type RetryableMailKind = (typeof RETRYABLE_MAIL_KINDS)[number]

/** A CRM method's name, as the lead's deliveries keep it. */
export const CRM_METHOD = /^[A-Za-z]{1,40}$/

/** Where the next page starts: after this lead, in the inbox's order (newest first, then id). */
export function cursorOf(lead: { createdAt: string; id: string }): string {
  return `${lead.createdAt}~${lead.id}`
}

export function readCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const match = CURSOR.exec(cursor)
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined
}
