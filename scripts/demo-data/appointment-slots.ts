// Demo viewing slots (decision 007: real slots from D1, demo slots seeded): for each listed property,
// three slots on Tuesdays, Thursdays and Saturdays of the next two weeks, Brussels time; about one
// slot in four is already full, so the site shows both.

export type DemoSlot = { propertyId: number; startsAt: string; endsAt: string; capacity: number; booked: number }

const VIEWING_DAYS = new Set([2, 4, 6])
const VIEWING_HOURS = [10, 11, 14]
const VIEWING_MINUTES = 45
const DAYS_AHEAD = 14

/** The UTC instant of a Brussels wall-clock time, winter or summer. */
export function brusselsTime(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' })
      .formatToParts(guess)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1'
  const hours = Number(/GMT([+-]\d+)/.exec(offset)?.[1] ?? '1')
  return new Date(guess.getTime() - hours * 3_600_000)
}

export function demoSlots(propertyIds: readonly number[], today: Date): DemoSlot[] {
  const slots: DemoSlot[] = []
  for (let offset = 1; offset <= DAYS_AHEAD; offset++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    if (!VIEWING_DAYS.has(date.getUTCDay())) continue
    const day = date.toISOString().slice(0, 10)
    VIEWING_HOURS.forEach((hour, index) => {
      const start = brusselsTime(day, hour)
      for (const propertyId of propertyIds) {
        const full = (propertyId + offset + index) % 4 === 0
        slots.push({
          propertyId,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + VIEWING_MINUTES * 60_000).toISOString(),
          capacity: 1,
          booked: full ? 1 : 0,
        })
      }
    })
  }
  return slots
}
