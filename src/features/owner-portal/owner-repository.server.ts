import type { Locale } from '#/i18n/locales.ts'
import { LISTED } from '#/listings/property-rows.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import type {
  Broker,
  CalendarEntry,
  Communication,
  MediaOnline,
  OwnerDocument,
  OwnerOverview,
  OwnerPropertySummary,
  OwnerPropertyView,
} from './owner-portal-types.ts'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { summarizeVisits, type DailyPortalViews, type DailyViews, type VisitSummary } from '#/domain/visit-statistics.ts'
import { townName } from '#/domain/town-names.ts'
import { documentObjectKey } from '#/listings/document-keys.ts'
import { normalizeEmail } from '#/domain/email-address.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The only SQL of the owner portal (decision 008): owners, their sessions and passwords, and what the
// portal shows of their properties. Every read of a property goes through `ownsProperty`, so an
// owner never sees another owner's property or document.

export type OwnerRow = {
  id: number
  email: string
  first_name: string
  last_name: string
  language: Locale
  password_hash: string | null
  session_version: number
}

const OWNER_COLUMNS = 'id, email, first_name, last_name, language, password_hash, session_version'

export async function ownerByEmail(db: D1Queryable, email: string): Promise<OwnerRow | null> {
  return db.prepare(`SELECT ${OWNER_COLUMNS} FROM owners WHERE email = ?`).bind(normalizeEmail(email)).first<OwnerRow>()
}

export async function ownerById(db: D1Queryable, id: number): Promise<OwnerRow | null> {
  return db.prepare(`SELECT ${OWNER_COLUMNS} FROM owners WHERE id = ?`).bind(id).first<OwnerRow>()
}

/** A successful login's time (migration 0022), which the back office's list of owners shows. */
export async function recordOwnerLogin(db: D1Queryable, ownerId: number, now: Date): Promise<void> {
  await db.prepare('UPDATE owners SET last_login_at = ? WHERE id = ?').bind(now.toISOString(), ownerId).run()
}

/** Ends every session of the owner (logout): the version sealed in their cookies no longer matches. */
export async function endOwnerSessions(db: D1Queryable, ownerId: number): Promise<number> {
  const row = await db
    .prepare('UPDATE owners SET session_version = session_version + 1 WHERE id = ? RETURNING session_version')
    .bind(ownerId)
    .first<{ session_version: number }>()
  return row?.session_version ?? 0
}

/** Sets a new password, ends every session and spends every open reset link; returns the new session version. */
export async function changeOwnerPassword(db: D1Queryable, ownerId: number, passwordHash: string, now: Date): Promise<number> {
  const [updated] = await db.batch<{ session_version: number }>([
    db
      .prepare(
        'UPDATE owners SET password_hash = ?, password_changed_at = ?, session_version = session_version + 1 WHERE id = ? RETURNING session_version',
      )
      .bind(passwordHash, now.toISOString(), ownerId),
    db.prepare('UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND used_at IS NULL').bind(now.toISOString(), ownerId),
  ])
  return updated?.results[0]?.session_version ?? 0
}

export async function storeResetToken(db: D1Queryable, ownerId: number, hash: string, expiresAt: string): Promise<void> {
  await db.prepare('INSERT INTO password_resets (token_hash, owner_id, expires_at) VALUES (?, ?, ?)').bind(hash, ownerId, expiresAt).run()
}

export async function resetTokenRow(
  db: D1Queryable,
  hash: string,
): Promise<{ owner_id: number; expires_at: string; used_at: string | null } | null> {
  return db.prepare('SELECT owner_id, expires_at, used_at FROM password_resets WHERE token_hash = ?').bind(hash).first()
}

/** Marks a token used, once: false when another request spent it first. */
export async function spendResetToken(db: D1Queryable, hash: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .bind(now.toISOString(), hash, now.toISOString())
    .run()
  return result.meta.changes === 1
}

export async function ownsProperty(db: D1Queryable, ownerId: number, propertyId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS yes FROM owner_properties WHERE owner_id = ? AND property_id = ?')
    .bind(ownerId, propertyId)
    .first()
  return row !== null
}

type BrokerRow = { property_id: number; name: string; roles: string; phone: string | null; email: string | null; photo: string | null }
type AddressRow = {
  id: number
  street: string | null
  house_number: string | null
  box_nr: string | null
  zip: string
  city: string
  withdrawn_at: string | null
}

function toBroker(row: BrokerRow, locale: Locale): Broker {
  let roles: Partial<Record<Locale, string>> = {}
  try {
    roles = JSON.parse(row.roles) as Partial<Record<Locale, string>>
  } catch {
    // a broken role leaves the title out, not the broker
  }
  return {
    name: row.name,
    role: roles[locale] ?? roles.en ?? roles.fr ?? roles.nl ?? '',
    phone: row.phone,
    email: row.email,
    photo: row.photo,
  }
}

function addressOf(row: AddressRow, locale: Locale): string {
  const street = [row.street, row.house_number].filter(Boolean).join(' ')
  const withBox = row.box_nr ? `${street} bus ${row.box_nr}` : street
  return [withBox, `${row.zip} ${townName(row.city, row.zip, locale)}`].filter(Boolean).join(', ')
}

async function viewRows(db: D1Queryable, propertyIds: number[]): Promise<Array<DailyViews & { property_id: number }>> {
  if (propertyIds.length === 0) return []
  const { results } = await db
    .prepare('SELECT property_id, day, source, views FROM property_views WHERE property_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(propertyIds))
    .all<DailyViews & { property_id: number }>()
  return results
}

/** The listing's views on the property portals, as the CRM counts them (decision 016). */
async function portalViewRows(db: D1Queryable, propertyIds: number[]): Promise<Array<DailyPortalViews & { property_id: number }>> {
  if (propertyIds.length === 0) return []
  const { results } = await db
    .prepare('SELECT property_id, day, portal, views FROM property_portal_visits WHERE property_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(propertyIds))
    .all<DailyPortalViews & { property_id: number }>()
  return results
}

/** The broker of a property (spec §6 "A manager/agent is shown as the visitor's broker"), if it has one. */
export async function brokerOfProperty(db: D1Queryable, propertyId: number, locale: Locale): Promise<Broker | undefined> {
  const row = await db
    .prepare(
      'SELECT pb.property_id, b.name, b.roles, b.phone, b.email, b.photo FROM property_brokers pb JOIN brokers b ON b.id = pb.broker_id WHERE pb.property_id = ?',
    )
    .bind(propertyId)
    .first<BrokerRow>()
  return row ? toBroker(row, locale) : undefined
}

async function summaries(
  db: D1Queryable,
  ids: number[],
  locale: Locale,
  now: Date,
): Promise<Array<OwnerPropertySummary & { statistics: VisitSummary }>> {
  const json = JSON.stringify(ids)
  const [cards, addresses, brokers, views, portalViews] = await Promise.all([
    propertyCardsByIds(db, ids, locale),
    db
      .prepare(
        'SELECT id, street, house_number, box_nr, zip, city, withdrawn_at FROM properties WHERE id IN (SELECT value FROM json_each(?))',
      )
      .bind(json)
      .all<AddressRow>(),
    db
      .prepare(
        'SELECT pb.property_id, b.name, b.roles, b.phone, b.email, b.photo FROM property_brokers pb JOIN brokers b ON b.id = pb.broker_id WHERE pb.property_id IN (SELECT value FROM json_each(?))',
      )
      .bind(json)
      .all<BrokerRow>(),
    viewRows(db, ids),
    portalViewRows(db, ids),
  ])
  const addressById = new Map(addresses.results.map((row) => [row.id, addressOf(row, locale)]))
  // The CRM's last full feed left it out (decision 016): the owner still sees it, told it is off the site.
  const withdrawn = new Set(addresses.results.filter((row) => row.withdrawn_at !== null).map((row) => row.id))
  const brokerById = new Map(brokers.results.map((row) => [row.property_id, toBroker(row, locale)]))
  const today = brusselsDay(now)
  return cards.map((card) => {
    const statistics = summarizeVisits(
      views.filter((row) => row.property_id === card.id),
      today,
      portalViews.filter((row) => row.property_id === card.id),
    )
    const { today: onToday, week, month, total } = statistics
    const listed = (card.status === 'available' || card.status === 'option') && !withdrawn.has(card.id)
    return {
      card,
      withdrawn: withdrawn.has(card.id),
      address: addressById.get(card.id) ?? `${card.zip} ${card.town}`,
      href: listed ? propertyHref(card, locale) : null,
      broker: brokerById.get(card.id) ?? null,
      visits: { today: onToday, week, month, total },
      statistics,
    }
  })
}

export async function ownerOverview(db: D1Queryable, owner: OwnerRow, locale: Locale, now: Date): Promise<OwnerOverview> {
  const { results } = await db
    .prepare('SELECT property_id FROM owner_properties WHERE owner_id = ? ORDER BY property_id')
    .bind(owner.id)
    .all<{ property_id: number }>()
  const properties = await summaries(
    db,
    results.map((row) => row.property_id),
    locale,
    now,
  )
  return {
    firstName: owner.first_name,
    lastName: owner.last_name,
    email: owner.email,
    properties: properties.map(({ statistics: _statistics, ...summary }) => summary),
  }
}

/** One property of the owner with its statistics and history; undefined when it is not theirs. */
export async function ownerPropertyView(
  db: D1Queryable,
  ownerId: number,
  propertyId: number,
  locale: Locale,
  now: Date,
): Promise<OwnerPropertyView | undefined> {
  if (!(await ownsProperty(db, ownerId, propertyId))) return undefined
  const [[summary], calendar, communications, media, documents] = await Promise.all([
    summaries(db, [propertyId], locale, now),
    db
      .prepare(
        'SELECT id, starts_at AS startsAt, type, contact, subject, comment, status FROM property_calendar WHERE property_id = ? ORDER BY starts_at DESC, id DESC',
      )
      .bind(propertyId)
      .all<CalendarEntry>(),
    db
      .prepare(
        'SELECT id, sent_at AS sentAt, channel, direction, contact, subject, summary FROM property_communications WHERE property_id = ? ORDER BY sent_at DESC, id DESC',
      )
      .bind(propertyId)
      .all<Communication>(),
    db
      .prepare(
        'SELECT id, medium, url, published_at AS publishedAt, status FROM property_media WHERE property_id = ? ORDER BY status DESC, published_at',
      )
      .bind(propertyId)
      .all<MediaOnline>(),
    db
      .prepare('SELECT id, name, kind, size, content_type AS contentType FROM property_documents WHERE property_id = ? ORDER BY id')
      .bind(propertyId)
      .all<OwnerDocument>(),
  ])
  if (!summary) return undefined
  return {
    ...summary,
    calendar: calendar.results,
    communications: communications.results,
    media: media.results,
    documents: documents.results,
  }
}

/** A document of one of the owner's properties, or null (not theirs, or no such document). */
export async function ownerDocument(
  db: D1Queryable,
  ownerId: number,
  documentId: number,
): Promise<{ key: string; name: string; contentType: string } | null> {
  const row = await db
    .prepare(
      `SELECT d.id, d.property_id, d.name, d.r2_key, d.content_type FROM property_documents d
       JOIN owner_properties o ON o.property_id = d.property_id AND o.owner_id = ? WHERE d.id = ?`,
    )
    .bind(ownerId, documentId)
    .first<{ id: number; property_id: number; name: string; r2_key: string | null; content_type: string | null }>()
  if (!row) return null
  return {
    key: row.r2_key ?? documentObjectKey(row.property_id, row.id),
    name: row.name,
    contentType: row.content_type ?? 'application/pdf',
  }
}

/** Counts one page view of a listed property (decision 008): per Brussels day and source, nothing about the visitor. */
export async function recordPropertyView(db: D1Queryable, propertyId: number, source: DailyViews['source'], now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO property_views (property_id, day, source, views)
       SELECT p.id, ?, ?, 1 FROM properties p WHERE p.id = ? AND ${LISTED}
       ON CONFLICT (property_id, day, source) DO UPDATE SET views = views + 1`,
    )
    .bind(brusselsDay(now), source, propertyId)
    .run()
  return result.meta.changes > 0
}
