import * as v from 'valibot'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { readStaffJson, staffJson, staffGuard, type StaffRoute } from '#/admin/staff-guard.server.ts'
import { deliverDueMails } from '#/features/leads/index.server.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { pickProperties, pickedProperty } from './catalogue-picker.server.ts'
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

// /api/admin/viewings/… (issue 18 "Viewings"): the back office makes a property's slots one by one
// or as a series, sees who booked, cancels a booking (the visitor is mailed through the lead's
// outbox) and deletes a slot nobody booked. Every change writes its audit line in its own batch.

const PROPERTY_PATH = /^\/api\/admin\/viewings\/([1-9]\d{0,9})$/
const SLOTS_PATH = /^\/api\/admin\/viewings\/([1-9]\d{0,9})\/(slot|series)$/
const DELETE_PATH = /^\/api\/admin\/viewings\/([1-9]\d{0,9})\/slots\/([1-9]\d{0,14})\/delete$/
const CANCEL_PATH = /^\/api\/admin\/viewings\/bookings\/([0-9a-zA-Z_-]{1,100})\/cancel$/

const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const Common = {
  minutes: v.pipe(v.number(), v.integer(), v.minValue(SLOT_MINUTES.min), v.maxValue(SLOT_MINUTES.max)),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS)),
  agentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
}
const OneSlot = v.object({ date: Day, time: Time, ...Common })
const Series = v.object({
  fromDate: Day,
  toDate: Day,
  weekdays: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.minLength(1), v.maxLength(7)),
  fromTime: Time,
  toTime: Time,
  ...Common,
})

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

const refuse = (i18n: I18n, problem: Parameters<typeof problemMessage>[0], status = 422) =>
  staffJson({ error: problem, message: i18n._(problemMessage(problem)) }, status)

export const VIEWING_SLOT_ROUTES: StaffRoute[] = [
  staffGuard({
    // Shared by the viewings and documents pages: a property of the live catalogue.
    path: '/api/admin/properties',
    methods: ['GET'],
    role: 'agent',
    example: '/api/admin/properties?q=uccle',
    handle: async ({ env, url, staff }) =>
      staffJson({ properties: await pickProperties(env.DB, (url.searchParams.get('q') ?? '').slice(0, 60), staff.language) }),
  }),
  staffGuard({
    path: PROPERTY_PATH,
    methods: ['GET'],
    role: 'agent',
    example: '/api/admin/viewings/1',
    handle: async ({ env, params, staff, now }) => {
      const property = await pickedProperty(env.DB, Number(params[0]), staff.language)
      if (!property) return staffJson({ error: 'not-found' }, 404)
      const [slots, agents] = await Promise.all([propertySlots(env.DB, property.id, now), viewingAgents(env.DB)])
      return staffJson({ property, slots, agents, limits: { maxSlots: MAX_SLOTS_PER_SERIES, maxSeats: MAX_SEATS, minutes: SLOT_MINUTES } })
    },
  }),
  staffGuard({
    path: SLOTS_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/viewings/1/series',
    handle: async ({ env, request, params, staff, i18n, now, audit }) => {
      const property = await pickedProperty(env.DB, Number(params[0]), staff.language)
      if (!property?.listed) return staffJson({ error: 'not-found' }, 404)
      const single = params[1] === 'slot'
      const read = single ? await readStaffJson(request, OneSlot) : await readStaffJson(request, Series)
      if (!read.ok) return read.response
      const body = read.value
      if (!(await isAgent(env.DB, body.agentId))) return refuse(i18n, 'agent')
      let slots
      if ('date' in body) {
        const startsAt = brusselsToUtc(body.date, body.time)
        if (!startsAt) return refuse(i18n, 'no-time')
        slots = [{ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + body.minutes * 60_000).toISOString() }]
      } else {
        const series = expandSeries({ ...body, weekdays: body.weekdays as Weekday[] })
        if (!series.ok) return refuse(i18n, series.problem)
        slots = series.slots
      }
      // A slot already begun is no use to a visitor; the rest of a series that starts today is kept.
      const ahead = slots.filter((slot) => slot.startsAt > now.toISOString())
      if (ahead.length === 0) return refuse(i18n, 'past')
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
      return staffJson({ created: ahead.length - existing, skipped: existing }, 201)
    },
  }),
  staffGuard({
    path: DELETE_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/viewings/1/slots/1/delete',
    handle: async ({ env, params, i18n, audit }) => {
      const propertyId = Number(params[0])
      const slotId = Number(params[1])
      const slot = await slotState(env.DB, propertyId, slotId)
      if (!slot) return staffJson({ error: 'not-found' }, 404)
      if (slot.bookings > 0)
        return staffJson(
          { error: 'booked', message: i18n._(msg`This slot has bookings: cancel them; the slot stays as their record.`) },
          409,
        )
      const [deleted] = await env.DB.batch([
        deleteUnbookedSlotStatement(env.DB, propertyId, slotId),
        audit('viewing.slot.delete', `property:${propertyId}`, { slotId, startsAt: slot.startsAt }),
      ])
      return staffJson({ deleted: (deleted!.meta.changes ?? 0) === 1 })
    },
  }),
  staffGuard({
    path: CANCEL_PATH,
    methods: ['POST'],
    role: 'agent',
    example: '/api/admin/viewings/bookings/lead-1/cancel',
    handle: async ({ env, request, ctx, params, services, i18n, now, audit }) => {
      const leadId = params[0]!
      const booking = await bookingOf(env.DB, leadId)
      if (!booking) return staffJson({ error: 'not-found' }, 404)
      if (booking.status === 'cancelled')
        return staffJson({ error: 'already-cancelled', message: i18n._(msg`This booking was already cancelled.`) }, 409)
      const [updated] = await env.DB.batch([
        ...cancelBookingStatements(env.DB, leadId, now),
        audit('viewing.booking.cancel', `lead:${leadId}`, { slotId: booking.slotId, propertyId: booking.propertyId }),
      ])
      if ((updated!.meta.changes ?? 0) === 0)
        return staffJson({ error: 'already-cancelled', message: i18n._(msg`This booking was already cancelled.`) }, 409)
      // The first try at the visitor's mail after the answer; the cron trigger retries it.
      ctx.waitUntil(
        deliverDueMails(env.DB, services.mailer, {
          leadId,
          media: env.MEDIA,
          links: { secret: env.SESSION_SECRET, origin: mailOrigin(request, env) },
        }).catch((error: unknown) => console.error('viewing cancellation mail: first try failed', leadId, error)),
      )
      return staffJson({ cancelled: true, mailed: booking.email !== null })
    },
  }),
]
