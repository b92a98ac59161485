import * as v from 'valibot'
import { MAX_SEATS, SLOT_MINUTES } from './slot-series.ts'

// What the viewings page's changes take (decision 033: valibot schemas of its server functions).

export const PropertyId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999_999))

const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const Common = {
  minutes: v.pipe(v.number(), v.integer(), v.minValue(SLOT_MINUTES.min), v.maxValue(SLOT_MINUTES.max)),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS)),
  agentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
}
export const OneSlot = v.object({ date: Day, time: Time, ...Common })
export const Series = v.object({
  fromDate: Day,
  toDate: Day,
  weekdays: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.minLength(1), v.maxLength(7)),
  fromTime: Time,
  toTime: Time,
  ...Common,
})

/** The slots to make: one (`mode: 'slot'`) or a series. */
export const CreateSlotsInput = v.variant('mode', [
  v.object({ mode: v.literal('slot'), propertyId: PropertyId, slot: OneSlot }),
  v.object({ mode: v.literal('series'), propertyId: PropertyId, slot: Series }),
])
