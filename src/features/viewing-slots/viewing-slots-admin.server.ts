import type * as v from 'valibot'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { deliverDueMails } from '#/features/leads/index.server.ts'
import { pickProperties, pickedProperty, type PickedProperty } from './catalogue-picker.server.ts'
import { OneSlot, Series } from './viewing-slot-inputs.ts'
import { brusselsToUtc } from '#/domain/brussels-calendar.ts'
import {
  MAX_SEATS,
  MAX_SERIES_DAYS,
  MAX_SLOTS_PER_SERIES,
  SLOT_MINUTES,
  expandSeries,
  type SeriesProblem,
  type Weekday,
} from './slot-series.ts'
import {
  bookingOf,
  cancelBookingStatements,
  deleteUnbookedSlotStatement,
  existingStarts,
  insertSlotsStatement,
  isAgent,
  propertySlots,
  slotState,
  viewingAgents,
} from './viewing-slots.server.ts'

// DESIGN.md "Staff and owners", viewings: the back office makes a property's slots one by one or as
// a series, sees who booked, cancels a booking (the visitor is mailed through the lead's outbox) and
// deletes a slot nobody booked; for agents and up behind the staff middleware (decision 033,
// viewing-slots.functions.ts). Every change writes its audit line in its own batch.

function problemMessage(problem: SeriesProblem | 'past' | 'agent' | 'no-time'): MessageDescriptor {
  const max = MAX_SLOTS_PER_SERIES
  const days = MAX_SERIES_DAYS
  switch (problem) {
    case 'too-many':
      return msg`A series makes at most ${max} slots: choose fewer days or longer slots.`
    case 'range-too-long':
      return msg`A series spans at most ${days} days.`
    case 'dates':
      return msg`The last day must be a real date on or after the first.`
    case 'weekdays':
      return msg`Choose at least one weekday.`
    case 'times':
      return msg`The end time must be after the start time.`
    case 'duration':
      return msg`A viewing lasts between 15 minutes and 4 hours.`
    case 'none':
      return msg`These days and hours make no slot: none of the chosen weekdays falls in the dates, or a slot does not fit in the hours.`
    case 'past':
      return msg`A slot must start in the future.`
    case 'agent':
      return msg`Choose an agent of the agency.`
    case 'no-time':
      return msg`This time does not exist in Brussels (the clocks go forward).`
  }
}

const refusal = (i18n: I18n, problem: Parameters<typeof problemMessage>[0]) =>
  new Refusal('invalid-input', { reason: problem, message: i18n._(problemMessage(problem)) })

/** Properties of the live catalogue matching the text (the viewings and documents pages' picker). */
export async function propertyChoices({ env, staff }: StaffContext, query: string): Promise<{ properties: PickedProperty[] }> {
  return { properties: await pickProperties(env.DB, query.slice(0, 60), staff.language) }
}

/** A property's slots with their bookings, the agents who may lead a viewing, and the page's limits. */
export async function viewingSlots({ env, staff, now }: StaffContext, propertyId: number) {
  const property = await pickedProperty(env.DB, propertyId, staff.language)
  if (!property) throw new Refusal('not-found')
  const [slots, agents] = await Promise.all([propertySlots(env.DB, property.id, now), viewingAgents(env.DB)])
  return { property, slots, agents, limits: { maxSlots: MAX_SLOTS_PER_SERIES, maxSeats: MAX_SEATS, minutes: SLOT_MINUTES } }
}

export type OneSlotInput = v.InferOutput<typeof OneSlot>
export type SeriesInput = v.InferOutput<typeof Series>

/** Slots made one by one (`date`) or as a series; a slot already begun is left out, one already there skipped. */
export async function createSlots(
  { env, staff, i18n, now, audit }: StaffContext,
  propertyId: number,
  body: OneSlotInput | SeriesInput,
): Promise<{ created: number; skipped: number }> {
  const property = await pickedProperty(env.DB, propertyId, staff.language)
  if (!property?.listed) throw new Refusal('not-found')
  const single = 'date' in body
  if (!(await isAgent(env.DB, body.agentId))) throw refusal(i18n, 'agent')
  let slots
  if ('date' in body) {
    const startsAt = brusselsToUtc(body.date, body.time)
    if (!startsAt) throw refusal(i18n, 'no-time')
    slots = [{ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + body.minutes * 60_000).toISOString() }]
  } else {
    const series = expandSeries({ ...body, weekdays: body.weekdays as Weekday[] })
    if (!series.ok) throw refusal(i18n, series.problem)
    slots = series.slots
  }
  // A slot already begun is no use to a visitor; the rest of a series that starts today is kept.
  const ahead = slots.filter((slot) => slot.startsAt > now.toISOString())
  if (ahead.length === 0) throw refusal(i18n, 'past')
  const existing = await existingStarts(env.DB, property.id, ahead)
  await env.DB.batch([
    insertSlotsStatement(env.DB, property.id, ahead, body.seats, body.agentId, now),
    audit(single ? 'viewing.slot.create' : 'viewing.series.create', `property:${property.id}`, {
      slots: ahead.length,
      seats: body.seats,
      agentId: body.agentId,
      first: ahead[0]!.startsAt,
      last: ahead.at(-1)!.startsAt,
    }),
  ])
  return { created: ahead.length - existing, skipped: existing }
}

/** Deletes a slot nobody booked; a booked one stays as its bookings' record. */
export async function deleteSlot({ env, i18n, audit }: StaffContext, propertyId: number, slotId: number): Promise<{ deleted: boolean }> {
  const slot = await slotState(env.DB, propertyId, slotId)
  if (!slot) throw new Refusal('not-found')
  if (slot.bookings > 0)
    throw new Refusal('conflict', {
      reason: 'booked',
      message: i18n._(msg`This slot has bookings: cancel them; the slot stays as their record.`),
    })
  const [deleted] = await env.DB.batch([
    deleteUnbookedSlotStatement(env.DB, propertyId, slotId),
    audit('viewing.slot.delete', `property:${propertyId}`, { slotId, startsAt: slot.startsAt }),
  ])
  return { deleted: (deleted!.meta.changes ?? 0) === 1 }
}

/** Cancels a booking: the seat is free again, and the visitor is mailed through the lead's outbox. */
export async function cancelBooking(
  { env, i18n, now, audit, mailer, origin, waitUntil }: StaffContext,
  leadId: string,
): Promise<{ cancelled: true; mailed: boolean }> {
  const booking = await bookingOf(env.DB, leadId)
  if (!booking) throw new Refusal('not-found')
  const already = () => new Refusal('conflict', { reason: 'already-cancelled', message: i18n._(msg`This booking was already cancelled.`) })
  if (booking.status === 'cancelled') throw already()
  const [updated] = await env.DB.batch([
    ...cancelBookingStatements(env.DB, leadId, now),
    audit('viewing.booking.cancel', `lead:${leadId}`, { slotId: booking.slotId, propertyId: booking.propertyId }),
  ])
  if ((updated!.meta.changes ?? 0) === 0) throw already()
  // The first try at the visitor's mail after the answer; the cron trigger retries it.
  waitUntil(
    deliverDueMails(env.DB, mailer, { leadId, media: env.MEDIA, links: { secret: env.SESSION_SECRET, origin } }).catch((error: unknown) =>
      console.error('viewing cancellation mail: first try failed', leadId, error),
    ),
  )
  return { cancelled: true, mailed: booking.email !== null }
}
