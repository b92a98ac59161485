/** A viewing slot of a property (spec §4 "Book a viewing"), as the booking form shows it and the server checks it. */
export type ViewingSlot = { id: number; startsAt: string; endsAt: string; full: boolean }
