import * as v from 'valibot'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { parseCrmDate } from '#/server/crm/omnicasa-protocol.ts'

// The rows the CRM answers for an owner's history (decision 016), and how they become rows of the owner
// portal's tables (migrations 0007 and 0013). The public PHP libraries name the methods and their
// arguments, never the rows, so every assumption about them is made here, once, and meeting the real
// API changes this file and no other (docs/decisions/016-crm-connection.md):
// - Every method answers a list `{ Items, RowsCount }` (a bare array is read as its Items). Only
//   GetCalendarHistories pages (Limit1/Limit2); the others answer the whole history at once.
// - GetCalendarHistories (ObjectID, FromDate, ToDate) rows: ID, StartDate, TypeID (CALENDAR_TYPES),
//   StatusID (CALENDAR_STATUSES), ContactName, Subject, Comment.
// - GetAutomaticHistories (ObjectID) rows: ID, Date, MediumID (COMMUNICATION_CHANNELS),
//   DirectionID (COMMUNICATION_DIRECTIONS), ContactName, Subject, Summary.
// - GetMediaOnlineHistories (ObjectID) rows: ID, MediaName, Url, PublishDate, Online (boolean).
// - GetRelationList (ObjectID) rows: ID, RelationTypeID, Person { ID, Name, Function, Phone, Email,
//   PictureUrl }; the broker is the relation of type BROKER_RELATION_TYPE, its Person.ID is the
//   broker's id, and Function comes in the call's language (so it is asked in nl, fr and en).
// - GetVisitStatisticOfProperty (ID) rows: Date (a day), MediaName (the portal), Visits: one row per
//   portal and day; a day the CRM stops reporting keeps the count it had.
// - Free texts (subjects, comments, summaries) come as the agent typed them, whatever LanguageId.
// - Dates are read by parseCrmDate (omnicasa-protocol.ts); an id outside these tables, a missing
//   date, or a link that is not http(s) makes the row invalid: it is skipped and counted.

export type CalendarType = 'visit' | 'open-house' | 'valuation' | 'photo-shoot' | 'meeting' | 'signing'
export type CalendarStatus = 'planned' | 'confirmed' | 'done' | 'cancelled'
export type CommunicationChannel = 'email' | 'phone' | 'letter' | 'sms' | 'meeting'
export type CommunicationDirection = 'in' | 'out'

/** The CRM's calendar type ids, as property_calendar.type. */
export const CALENDAR_TYPES: Readonly<Record<number, CalendarType>> = {
  1: 'visit',
  2: 'open-house',
  3: 'valuation',
  4: 'photo-shoot',
  5: 'meeting',
  6: 'signing',
}
/** The CRM's calendar status ids, as property_calendar.status. */
export const CALENDAR_STATUSES: Readonly<Record<number, CalendarStatus>> = { 1: 'planned', 2: 'confirmed', 3: 'done', 4: 'cancelled' }
/** The CRM's medium ids of an automatic history, as property_communications.channel. */
export const COMMUNICATION_CHANNELS: Readonly<Record<number, CommunicationChannel>> = {
  1: 'email',
  2: 'phone',
  3: 'letter',
  4: 'sms',
  5: 'meeting',
}
/** The CRM's direction ids of an automatic history, as property_communications.direction. */
export const COMMUNICATION_DIRECTIONS: Readonly<Record<number, CommunicationDirection>> = { 1: 'in', 2: 'out' }
/** The relation type of a property's broker (its manager at the agency) in GetRelationList. */
export const BROKER_RELATION_TYPE = 4

/** The CRM's id of one of our values in a table above (the stand-in CRM speaks in ids). */
export function crmIdOf<T extends string>(table: Readonly<Record<number, T>>, value: T): number {
  const entry = Object.entries(table).find(([, ours]) => ours === value)
  if (!entry) throw new Error(`no CRM id for ${value}`)
  return Number(entry[0])
}

export type CrmCalendarEntry = {
  startsAt: string
  type: CalendarType
  status: CalendarStatus
  contact: string | null
  subject: string
  comment: string | null
}
export type CrmCommunication = {
  sentAt: string
  channel: CommunicationChannel
  direction: CommunicationDirection
  contact: string | null
  subject: string
  summary: string | null
}
export type CrmMedium = { medium: string; url: string | null; publishedAt: string; status: 'online' | 'offline' }
export type CrmBroker = { id: number; name: string; role: string | null; phone: string | null; email: string | null; photo: string | null }
export type CrmPortalVisits = { day: string; portal: string; views: number }

/** What a list of rows became: the valid ones mapped, the others counted. */
export type Mapped<T> = { rows: T[]; skipped: number }

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Text = v.nullish(v.string())
/** Empty text is no text: the portal shows nothing rather than an empty line. */
const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)
const inTable = <T>(table: Readonly<Record<number, T>>) =>
  v.pipe(
    v.number(),
    v.check((id) => table[id] !== undefined, 'an id outside the table'),
  )
const CrmDate = v.pipe(
  v.string(),
  v.check((value) => parseCrmDate(value) !== null, 'not a date'),
)
/** A link the portal may render: http(s) anywhere, or a path on the site itself; never javascript: and the like. */
const Link = v.nullish(
  v.pipe(
    v.string(),
    v.check((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), 'not an http(s) link'),
  ),
)

const CalendarSchema = v.object({
  StartDate: CrmDate,
  TypeID: inTable(CALENDAR_TYPES),
  StatusID: inTable(CALENDAR_STATUSES),
  ContactName: Text,
  Subject: v.string(),
  Comment: Text,
})
const CommunicationSchema = v.object({
  Date: CrmDate,
  MediumID: inTable(COMMUNICATION_CHANNELS),
  DirectionID: inTable(COMMUNICATION_DIRECTIONS),
  ContactName: Text,
  Subject: v.string(),
  Summary: Text,
})
const MediumSchema = v.object({
  MediaName: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  Url: Link,
  PublishDate: CrmDate,
  Online: v.boolean(),
})
const RelationSchema = v.object({
  RelationTypeID: v.number(),
  Person: v.object({
    ID: Id,
    Name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    Function: Text,
    Phone: Text,
    Email: Text,
    PictureUrl: Link,
  }),
})
const VisitsSchema = v.object({
  Date: CrmDate,
  MediaName: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  Visits: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

function mapRows<S extends v.GenericSchema, T>(items: ReadonlyArray<unknown>, schema: S, map: (row: v.InferOutput<S>) => T): Mapped<T> {
  const rows: T[] = []
  let skipped = 0
  for (const item of items) {
    const result = v.safeParse(schema, item)
    if (result.success) rows.push(map(result.output))
    else skipped += 1
  }
  return { rows, skipped }
}

const instant = (value: string): string => parseCrmDate(value)!

export function calendarFromCrm(items: ReadonlyArray<unknown>): Mapped<CrmCalendarEntry> {
  return mapRows(items, CalendarSchema, (row) => ({
    startsAt: instant(row.StartDate),
    type: CALENDAR_TYPES[row.TypeID]!,
    status: CALENDAR_STATUSES[row.StatusID]!,
    contact: text(row.ContactName),
    subject: row.Subject.trim(),
    comment: text(row.Comment),
  }))
}

export function communicationsFromCrm(items: ReadonlyArray<unknown>): Mapped<CrmCommunication> {
  return mapRows(items, CommunicationSchema, (row) => ({
    sentAt: instant(row.Date),
    channel: COMMUNICATION_CHANNELS[row.MediumID]!,
    direction: COMMUNICATION_DIRECTIONS[row.DirectionID]!,
    contact: text(row.ContactName),
    subject: row.Subject.trim(),
    summary: text(row.Summary),
  }))
}

export function mediaFromCrm(items: ReadonlyArray<unknown>): Mapped<CrmMedium> {
  return mapRows(items, MediumSchema, (row) => ({
    medium: row.MediaName,
    url: row.Url ?? null,
    publishedAt: instant(row.PublishDate),
    status: row.Online ? 'online' : 'offline',
  }))
}

/** The broker among a property's relations (the first of the broker type), or null; other relations are nobody's business here. */
export function brokerFromCrm(items: ReadonlyArray<unknown>): { broker: CrmBroker | null; skipped: number } {
  const brokers = items.filter((item) => (item as { RelationTypeID?: unknown } | null)?.RelationTypeID === BROKER_RELATION_TYPE)
  const mapped = mapRows(brokers, RelationSchema, ({ Person }) => ({
    id: Person.ID,
    name: Person.Name,
    role: text(Person.Function),
    phone: text(Person.Phone),
    email: text(Person.Email),
    photo: Person.PictureUrl ?? null,
  }))
  return { broker: mapped.rows[0] ?? null, skipped: mapped.skipped }
}

/** Views per portal and Brussels day; two rows for the same day and portal add up. */
export function portalVisitsFromCrm(items: ReadonlyArray<unknown>): Mapped<CrmPortalVisits> {
  const mapped = mapRows(items, VisitsSchema, (row) => ({
    day: brusselsDay(new Date(instant(row.Date))),
    portal: row.MediaName,
    views: row.Visits,
  }))
  const byKey = new Map<string, CrmPortalVisits>()
  for (const row of mapped.rows) {
    const key = `${row.day}\u0000${row.portal}`
    const seen = byKey.get(key)
    if (seen) seen.views += row.views
    else byKey.set(key, { ...row })
  }
  return { rows: [...byKey.values()], skipped: mapped.skipped }
}
