import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VisitSource } from '#/domain/visit-statistics.ts'

// The words for the codes the CRM and the statistics use (decision 008), in the owner's language.

export const VISIT_SOURCE_LABELS: Record<VisitSource, MessageDescriptor> = {
  direct: msg`Direct (typed address, bookmark)`,
  search: msg`Search engines`,
  social: msg`Social networks`,
  portal: msg`Property portals`,
  site: msg`Our website`,
  email: msg`E-mail and newsletters`,
  campaign: msg`Advertising campaigns`,
  other: msg`Other websites`,
}

export const CALENDAR_TYPE_LABELS: Record<string, MessageDescriptor> = {
  visit: msg`Viewing`,
  'open-house': msg`Open house`,
  valuation: msg`Valuation`,
  'photo-shoot': msg`Photo shoot`,
  meeting: msg`Meeting`,
  signing: msg`Signing`,
}

export const CALENDAR_STATUS_LABELS: Record<string, MessageDescriptor> = {
  planned: msg`Planned`,
  confirmed: msg`Confirmed`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
}

export const CHANNEL_LABELS: Record<string, MessageDescriptor> = {
  email: msg`E-mail`,
  phone: msg`Phone call`,
  letter: msg`Letter`,
  sms: msg`Text message`,
  meeting: msg`Meeting`,
}

export const PROPERTY_STATUS_LABELS: Record<string, MessageDescriptor> = {
  available: msg`Available`,
  option: msg`Under option`,
  sold: msg`Sold`,
  rented: msg`Rented`,
  // The CRM's last full feed left it out (decision 016); not a CRM status, the portal's own word for it.
  withdrawn: msg`Withdrawn from the site`,
}
