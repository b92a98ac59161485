import type { ViewingSlot } from './viewing-slot.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
// Viewing slots and bookings (migrations/0005_appointments.sql): the only SQL of appointments.

/** How far ahead the booking form offers slots. */
export const BOOKING_DAYS_AHEAD = 21

/** The property's slots from now on, full ones included (the form shows them as full). */
export async function upcomingSlots(db: D1Queryable, propertyId: number, now = new Date()): Promise<ViewingSlot[]> {
  const until = new Date(now.getTime() + BOOKING_DAYS_AHEAD * 86_400_000)
  const { results } = await db
    .prepare(
      'SELECT id, starts_at, ends_at, booked >= capacity AS full FROM appointment_slots WHERE property_id = ? AND starts_at > ? AND starts_at <= ? ORDER BY starts_at',
    )
    .bind(propertyId, now.toISOString(), until.toISOString())
    .all<{ id: number; starts_at: string; ends_at: string; full: number }>()
  return results.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, full: row.full === 1 }))
}

/** A slot of this property that has not started yet, full or not. */
export async function bookableSlot(
  db: D1Queryable,
  slotId: number,
  propertyId: number,
  now = new Date(),
): Promise<ViewingSlot | undefined> {
  const row = await db
    .prepare(
      'SELECT id, starts_at, ends_at, booked >= capacity AS full FROM appointment_slots WHERE id = ? AND property_id = ? AND starts_at > ?',
    )
    .bind(slotId, propertyId, now.toISOString())
    .first<{ id: number; starts_at: string; ends_at: string; full: number }>()
  return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, full: row.full === 1 } : undefined
}

/** Whether the address holds a confirmed viewing of the property that has not started yet. */
export async function hasActiveBooking(db: D1Queryable, propertyId: number, email: string, now = new Date()): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM appointments a JOIN appointment_slots s ON s.id = a.slot_id JOIN leads l ON l.id = a.lead_id
       WHERE s.property_id = ? AND l.email = ? AND a.status = 'confirmed' AND s.starts_at > ? LIMIT 1`,
    )
    .bind(propertyId, email, now.toISOString())
    .first()
  return row !== null
}

/**
 * The booking, for the lead's batch: its trigger (migrations/0026) aborts the batch when the address
 * already holds a coming viewing of the property or the slot is full, and otherwise takes the seat.
 */
export function bookingStatement(db: D1Queryable, leadId: string, slotId: number): D1PreparedStatement {
  return db.prepare('INSERT INTO appointments (lead_id, slot_id) VALUES (?, ?)').bind(leadId, slotId)
}

/** The error D1 reports when the trigger found the slot full. */
export function isSlotFull(error: unknown): boolean {
  return error instanceof Error && error.message.includes('appointment slot full')
}

/** The error D1 reports when the trigger found a coming viewing of the property booked by the same address. */
export function isAddressBooked(error: unknown): boolean {
  return error instanceof Error && error.message.includes('appointment address booked')
}

/** What a tenant pays when moving in (spec §4: the rental confirmation carries a payment summary). */
export type PaymentSummary = { rent: number; charges: number | null; deposit: number | null; firstPayment: number }

/** The monthly rent, charges and deposit of a rental, read from the catalogue. */
export async function rentalTerms(db: D1Queryable, propertyId: number): Promise<PaymentSummary | undefined> {
  const row = await db
    .prepare(
      `SELECT price, json_extract(details, '$.chargesRenter') AS charges, json_extract(details, '$.deposit') AS deposit FROM properties WHERE id = ? AND goal = 1`,
    )
    .bind(propertyId)
    .first<{ price: number | null; charges: number | null; deposit: number | null }>()
  if (!row || row.price === null) return undefined
  const charges = typeof row.charges === 'number' ? row.charges : null
  const deposit = typeof row.deposit === 'number' ? row.deposit : null
  return { rent: row.price, charges, deposit, firstPayment: row.price + (charges ?? 0) + (deposit ?? 0) }
}
