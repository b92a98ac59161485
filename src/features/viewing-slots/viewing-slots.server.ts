import type { SlotTimes } from './slot-series.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The back office's SQL of viewing slots and their bookings (migrations/0005, 0021). The public
// booking form's is in leads/appointments.server.ts; both read the same tables.

export type AdminBooking = {
  leadId: string
  status: 'confirmed' | 'cancelled'
  name: string
  email: string | null
  phone: string | null
  bookedAt: string
  cancelledAt: string | null
}
export type AdminSlot = {
  id: number
  startsAt: string
  endsAt: string
  capacity: number
  booked: number
  source: string
  agent: { id: number; name: string } | null
  bookings: AdminBooking[]
}
export type Agent = { id: number; name: string; email: string }

/** Slots shown from this long ago, so a viewing of this morning and its visitors are still there. */
const PAST_DAYS_SHOWN = 7

/** A property's slots from a week ago on, each with its bookings (visitor's name, address and phone from the lead). */
export async function propertySlots(db: D1Queryable, propertyId: number, now: Date): Promise<AdminSlot[]> {
  const since = new Date(now.getTime() - PAST_DAYS_SHOWN * 86_400_000).toISOString()
  const [slots, bookings] = await db.batch([
    db
      .prepare(
        `SELECT s.id, s.starts_at, s.ends_at, s.capacity, s.booked, s.source, s.agent_id, m.name AS agent_name, m.email AS agent_email
         FROM appointment_slots s LEFT JOIN staff_members m ON m.id = s.agent_id
         WHERE s.property_id = ? AND s.ends_at > ? ORDER BY s.starts_at LIMIT 1000`,
      )
      .bind(propertyId, since),
    db
      .prepare(
        `SELECT a.slot_id, a.lead_id, a.status, a.created_at, a.cancelled_at, l.email,
                json_extract(l.fields, '$.firstName') AS first_name, json_extract(l.fields, '$.lastName') AS last_name, json_extract(l.fields, '$.phone') AS phone
         FROM appointments a JOIN appointment_slots s ON s.id = a.slot_id JOIN leads l ON l.id = a.lead_id
         WHERE s.property_id = ? AND s.ends_at > ? ORDER BY a.created_at`,
      )
      .bind(propertyId, since),
  ])
  type SlotRow = {
    id: number
    starts_at: string
    ends_at: string
    capacity: number
    booked: number
    source: string
    agent_id: number | null
    agent_name: string | null
    agent_email: string | null
  }
  type BookingRow = {
    slot_id: number
    lead_id: string
    status: 'confirmed' | 'cancelled'
    created_at: string
    cancelled_at: string | null
    email: string | null
    first_name: unknown
    last_name: unknown
    phone: unknown
  }
  const bySlot = new Map<number, AdminBooking[]>()
  for (const row of bookings!.results as BookingRow[]) {
    const name = [row.first_name, row.last_name].filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
    const list = bySlot.get(row.slot_id) ?? []
    list.push({
      leadId: row.lead_id,
      status: row.status,
      name,
      email: row.email,
      phone: typeof row.phone === 'string' ? row.phone : null,
      bookedAt: row.created_at,
      cancelledAt: row.cancelled_at,
    })
    bySlot.set(row.slot_id, list)
  }
  return (slots!.results as SlotRow[]).map((row) => ({
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    capacity: row.capacity,
    booked: row.booked,
    source: row.source,
    agent: row.agent_id === null ? null : { id: row.agent_id, name: row.agent_name || row.agent_email || '' },
    bookings: bySlot.get(row.id) ?? [],
  }))
}

/** Staff who can lead a viewing: every member not revoked. */
export async function viewingAgents(db: D1Queryable): Promise<Agent[]> {
  const { results } = await db
    .prepare('SELECT id, name, email FROM staff_members WHERE revoked_at IS NULL ORDER BY name, email')
    .all<Agent>()
  return results
}

export async function isAgent(db: D1Queryable, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM staff_members WHERE id = ? AND revoked_at IS NULL').bind(id).first()) !== null
}

/**
 * The site's slots, for the change's batch: one statement for the whole series. A slot at a time
 * the property already has one (UNIQUE (property_id, starts_at)) is left as it is, not doubled.
 */
export function insertSlotsStatement(
  db: D1Queryable,
  propertyId: number,
  slots: readonly SlotTimes[],
  seats: number,
  agentId: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, source, agent_id, created_at)
       SELECT ?1, json_extract(value, '$.startsAt'), json_extract(value, '$.endsAt'), ?2, 'site', ?3, ?4 FROM json_each(?5) WHERE true
       ON CONFLICT (property_id, starts_at) DO NOTHING`,
    )
    .bind(propertyId, seats, agentId, now.toISOString(), JSON.stringify(slots))
}

/** How many of these start times the property already has (the series skips them). */
export async function existingStarts(db: D1Queryable, propertyId: number, slots: readonly SlotTimes[]): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM appointment_slots WHERE property_id = ? AND starts_at IN (SELECT json_extract(value, '$.startsAt') FROM json_each(?))`,
    )
    .bind(propertyId, JSON.stringify(slots))
    .first<{ n: number }>()
  return row?.n ?? 0
}

export type BookingToCancel = {
  leadId: string
  slotId: number
  propertyId: number
  status: 'confirmed' | 'cancelled'
  email: string | null
  locale: string
}

export async function bookingOf(db: D1Queryable, leadId: string): Promise<BookingToCancel | null> {
  return db
    .prepare(
      `SELECT a.lead_id AS leadId, a.slot_id AS slotId, s.property_id AS propertyId, a.status, l.email, l.locale
       FROM appointments a JOIN appointment_slots s ON s.id = a.slot_id JOIN leads l ON l.id = a.lead_id WHERE a.lead_id = ?`,
    )
    .bind(leadId)
    .first<BookingToCancel>()
}

/**
 * Cancelling a booking: its status (the trigger appointments_free_seat gives the seat back) and the
 * visitor's cancellation mail in the lead's outbox, queued only if this statement cancelled it.
 */
export function cancelBookingStatements(db: D1Queryable, leadId: string, at: Date): D1PreparedStatement[] {
  const stamp = at.toISOString()
  return [
    db
      .prepare(`UPDATE appointments SET status = 'cancelled', cancelled_at = ? WHERE lead_id = ? AND status = 'confirmed'`)
      .bind(stamp, leadId),
    db
      .prepare(
        `INSERT INTO lead_mails (lead_id, kind) SELECT a.lead_id, 'cancellation' FROM appointments a JOIN leads l ON l.id = a.lead_id
         WHERE a.lead_id = ? AND a.status = 'cancelled' AND a.cancelled_at = ? AND l.email IS NOT NULL ON CONFLICT DO NOTHING`,
      )
      .bind(leadId, stamp),
  ]
}

/** A slot of the property nobody ever booked (a cancelled booking is kept with its slot, as history). */
export function deleteUnbookedSlotStatement(db: D1Queryable, propertyId: number, slotId: number): D1PreparedStatement {
  return db
    .prepare(
      'DELETE FROM appointment_slots WHERE id = ? AND property_id = ? AND NOT EXISTS (SELECT 1 FROM appointments WHERE slot_id = appointment_slots.id)',
    )
    .bind(slotId, propertyId)
}

/** A slot of the property and how many bookings (cancelled ones too) it holds, or null. */
export async function slotState(
  db: D1Queryable,
  propertyId: number,
  slotId: number,
): Promise<{ startsAt: string; bookings: number } | null> {
  return db
    .prepare(
      'SELECT s.starts_at AS startsAt, (SELECT COUNT(*) FROM appointments a WHERE a.slot_id = s.id) AS bookings FROM appointment_slots s WHERE s.id = ? AND s.property_id = ?',
    )
    .bind(slotId, propertyId)
    .first<{ startsAt: string; bookings: number }>()
}
