import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// The words of the inbox's pages for its codes: mails, CRM deliveries and the audit trail's actions.

export const MAIL_KIND_LABELS: Record<string, MessageDescriptor> = {
  agency: msg`Notification to the agency`,
  visitor: msg`Confirmation to the visitor`,
  friend: msg`Mail to the friend`,
}

export const DELIVERY_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Waiting`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
}

export const AUDIT_ACTION_LABELS: Record<string, MessageDescriptor> = {
  'lead.assign': msg`Assignment changed`,
  'lead.status': msg`Status changed`,
  'lead.note': msg`Note added`,
  'lead.retry-mail': msg`Mail sent again`,
  'lead.retry-crm': msg`CRM delivery tried again`,
}
