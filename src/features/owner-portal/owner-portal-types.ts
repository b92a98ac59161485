import type { PropertyCard } from '#/listings/catalogue-types.ts'
import type { VisitSummary } from '#/domain/visit-statistics.ts'

// What the owner portal's pages receive (decision 008): rows of D1 for one owner, in one language.

export type Broker = { name: string; role: string; phone: string | null; email: string | null; photo: string | null }

export type OwnerPropertySummary = {
  card: PropertyCard
  /** taken off the site by the CRM's last full feed (decision 016); it comes back when a feed carries it */
  withdrawn: boolean
  /** street, number and box, then postal code and town */
  address: string
  /** the public page of the property, or null when it has left the listings */
  href: string | null
  broker: Broker | null
  visits: Pick<VisitSummary, 'today' | 'week' | 'month' | 'total'>
}

export type CalendarEntry = {
  id: number
  startsAt: string
  type: string
  contact: string | null
  subject: string
  comment: string | null
  status: string
}
export type Communication = {
  id: number
  sentAt: string
  channel: string
  direction: 'in' | 'out'
  contact: string | null
  subject: string
  summary: string | null
}
export type MediaOnline = { id: number; medium: string; url: string | null; publishedAt: string; status: 'online' | 'offline' }
export type OwnerDocument = { id: number; name: string; kind: string; size: number | null; contentType: string | null }

export type OwnerPropertyView = OwnerPropertySummary & {
  statistics: VisitSummary
  calendar: CalendarEntry[]
  communications: Communication[]
  media: MediaOnline[]
  documents: OwnerDocument[]
}

export type OwnerOverview = { firstName: string; lastName: string; email: string; properties: OwnerPropertySummary[] }
