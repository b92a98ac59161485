import type { Locale } from '#/i18n/locales.ts'
import type { AuditEntry } from '#/admin/audit-log.server.ts'
import type { FailedDelivery, InboxLead, LeadCrmRow, LeadMailRow, LeadNote, StaffRef } from './lead-inbox.server.ts'
import type { LeadStatus } from './lead-inbox-rules.ts'

// What the inbox's endpoints answer (lead-inbox-routes.server.ts), as its pages read it.

export type InboxAnswer = {
  leads: Array<InboxLead & { formTitle: string }>
  next: string | null
  counts: Record<LeadStatus | 'all', number>
  forms: Array<{ id: string; title: string }>
  assignees: StaffRef[]
}

export type LeadAnswer = {
  lead: {
    id: string
    form: string
    formTitle: string
    /** the visitor's name, a testimonial's author, or '' */
    name: string
    locale: Locale
    email: string | null
    createdAt: string
    pagePath: string | null
    campaign: Record<string, string> | null
    status: LeadStatus
    statusChangedAt: string | null
    assigned: StaffRef | null
    about: { kind: 'property' | 'project'; id: number; reference: number; title: string; path: string | null } | null
  }
  fields: Array<{ label: string; value: string /** a message in the visitor's own language */; writtenIn?: string }>
  uploads: Array<{ field: string; label: string; name: string; size: number; contentType: string; href: string }>
  mails: LeadMailRow[]
  crm: LeadCrmRow[]
  notes: LeadNote[]
  audit: AuditEntry[]
  assignees: StaffRef[]
}

type Failed = { count: number; latest: Array<FailedDelivery & { formTitle: string }> }

export type DashboardAnswer = {
  open: { new: number; mine: number }
  today: { from: string; total: number; perForm: Array<{ form: string; count: number; formTitle: string }> }
  failedMails: Failed
  failedCrm: Failed
  sync: {
    lastSync: { mode: string; startedAt: string; finishedAt: string | null; written?: number; rejected?: number } | null
    lastSyncError: { startedAt: string; error: string | null; since?: 'resolved' } | null
  }
  pendingTestimonials: number
}
