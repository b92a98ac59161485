import { mulberry32 } from '../../src/demo/seeded-random.ts'
import { brusselsDay } from '../../src/domain/brussels-calendar.ts'
import { addDays } from '../../src/domain/visit-statistics.ts'
import { crmDateTime, parseCrmDate, type CrmLanguage } from '../../src/server/crm/omnicasa-protocol.ts'
import {
  BROKER_RELATION_TYPE,
  CALENDAR_STATUSES,
  CALENDAR_TYPES,
  COMMUNICATION_CHANNELS,
  COMMUNICATION_DIRECTIONS,
  crmIdOf,
  type CalendarStatus,
  type CalendarType,
  type CommunicationChannel,
  type CommunicationDirection,
} from '../../src/features/crm-sync/owner-crm-rows.ts'
import { DEMO_OWNERS, demoBrokers, demoListingBrokerId, demoOwnerPortal } from '../demo-data/owner-portal.ts'

// The owner history methods of the stand-in CRM (decision 016): the demo owners' calendar,
// communications, media online, broker (every listing's, decision 022) and portal visits, answered in the row shapes that
// src/features/crm-sync/owner-crm-rows.ts assumes. The stand-in server adds them with
// `startCrmStandIn({ extraMethods: OWNER_METHODS })`. Deterministic for a given day.

export type OwnerMethodCall = { args: Record<string, unknown>; language: CrmLanguage; now: Date }

/** The portals that count the demo listings' views, and how busy each is. */
export const DEMO_PORTALS: ReadonlyArray<{ name: string; weight: number }> = [
  { name: 'Immoweb', weight: 1 },
  { name: 'Zimmo', weight: 0.45 },
  { name: 'Logic-Immo', weight: 0.2 },
]
/** Days of portal visits the stand-in has for each demo property, up to yesterday. */
export const DEMO_PORTAL_DAYS = 90

const DEMO_PROPERTY_IDS = new Set(DEMO_OWNERS.flatMap((owner) => owner.propertyIds))

function objectId(args: Record<string, unknown>, name = 'ObjectID'): number {
  const id = Number(args[name])
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`${name} is required`)
  return id
}

const list = (items: unknown[]) => ({ Items: items, RowsCount: items.length })
const crmDate = (iso: string) => crmDateTime(new Date(iso))
/** Row ids the CRM would give: stable per property and position. */
const rowId = (propertyId: number, kind: number, index: number) => propertyId * 1000 + kind * 100 + index

function calendarRows(propertyId: number, now: Date) {
  return demoOwnerPortal(now)
    .calendar.filter((row) => row.propertyId === propertyId)
    .map((row, index) => ({
      ID: rowId(propertyId, 1, index),
      StartDate: crmDate(row.startsAt),
      TypeID: crmIdOf(CALENDAR_TYPES, row.type as CalendarType),
      StatusID: crmIdOf(CALENDAR_STATUSES, row.status as CalendarStatus),
      ContactName: row.contact,
      Subject: row.subject,
      Comment: row.comment,
    }))
}

function portalVisitRows(propertyId: number, now: Date) {
  if (!DEMO_PROPERTY_IDS.has(propertyId)) return []
  const today = brusselsDay(now)
  const rows: Array<{ Date: string; MediaName: string; Visits: number }> = []
  DEMO_PORTALS.forEach((portal, p) => {
    const random = mulberry32(propertyId * 7 + p)
    for (let offset = DEMO_PORTAL_DAYS; offset >= 1; offset--) {
      const day = addDays(today, -offset)
      // A launch peak 90 days ago that settles, busier at weekends.
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())
      const expected = (8 + 30 * Math.exp(-(DEMO_PORTAL_DAYS - offset) / 15)) * portal.weight * (weekend ? 1.4 : 1)
      const visits = Math.round(expected * (0.6 + random() * 0.8))
      if (visits > 0) rows.push({ Date: day, MediaName: portal.name, Visits: visits })
    }
  })
  return rows
}

export const OWNER_METHODS: Record<string, (call: OwnerMethodCall) => unknown> = {
  GetCalendarHistories({ args, now }) {
    const propertyId = objectId(args)
    const from = parseCrmDate(args.FromDate)
    const to = parseCrmDate(args.ToDate)
    const rows = calendarRows(propertyId, now).filter((row) => {
      const at = parseCrmDate(row.StartDate)!
      return (!from || at >= from) && (!to || at <= to)
    })
    // Limit1 and Limit2 are 1-based and inclusive; without them, every row.
    const first = Math.max(1, Number(args.Limit1 ?? 1))
    const last = args.Limit2 === undefined ? rows.length : Number(args.Limit2)
    return { Items: rows.slice(first - 1, Math.max(first - 1, last)), RowsCount: rows.length }
  },
  GetAutomaticHistories({ args, now }) {
    const propertyId = objectId(args)
    return list(
      demoOwnerPortal(now)
        .communications.filter((row) => row.propertyId === propertyId)
        .map((row, index) => ({
          ID: rowId(propertyId, 2, index),
          Date: crmDate(row.sentAt),
          MediumID: crmIdOf(COMMUNICATION_CHANNELS, row.channel as CommunicationChannel),
          DirectionID: crmIdOf(COMMUNICATION_DIRECTIONS, row.direction as CommunicationDirection),
          ContactName: row.contact,
          Subject: row.subject,
          Summary: row.summary,
        })),
    )
  },
  GetMediaOnlineHistories({ args, now }) {
    const propertyId = objectId(args)
    return list(
      demoOwnerPortal(now)
        .media.filter((row) => row.propertyId === propertyId)
        .map((row, index) => ({
          ID: rowId(propertyId, 3, index),
          MediaName: row.medium,
          Url: row.url,
          PublishDate: crmDate(row.publishedAt),
          Online: row.status === 'online',
        })),
    )
  },
  GetRelationList({ args, language, now }) {
    const propertyId = objectId(args)
    // An owned property's broker is the one its history names; every other listing has one too (decision 022).
    const brokerId = demoOwnerPortal(now).brokerOf.get(propertyId) ?? demoListingBrokerId(propertyId)
    const broker = demoBrokers().find((candidate) => candidate.id === brokerId)
    const owner = DEMO_OWNERS.find((candidate) => candidate.propertyIds.includes(propertyId))
    const relations: unknown[] = []
    // The owner is a relation too (type 1): the site must pick the broker out, not take the first.
    if (owner)
      relations.push({
        ID: propertyId * 10 + 1,
        RelationTypeID: 1,
        Person: {
          ID: 9000 + DEMO_OWNERS.indexOf(owner),
          Name: `${owner.firstName} ${owner.lastName}`,
          Function: null,
          Phone: null,
          Email: owner.email,
          PictureUrl: null,
        },
      })
    if (broker) {
      relations.push({
        ID: propertyId * 10 + 2,
        RelationTypeID: BROKER_RELATION_TYPE,
        Person: {
          ID: broker.id,
          Name: broker.name,
          Function: broker.roles[language] ?? null,
          Phone: broker.phone ?? null,
          Email: broker.email ?? null,
          PictureUrl: broker.photo,
        },
      })
    }
    return list(relations)
  },
  GetVisitStatisticOfProperty({ args, now }) {
    return list(portalVisitRows(objectId(args, 'ID'), now))
  },
}
