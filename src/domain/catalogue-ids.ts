// The ids the catalogue is addressed by, each written once (decision 010): the goal of a listing,
// the property types, and the row ids that reach us in paths and forms. Macro-free, so the importer
// and the demo generator read it under plain Node (the goals' words are in goal-labels.ts); without
// valibot, so a page that only links loads no validator (the schemas are in catalogue-schemas.ts).

/** spec §4 "Goal": 0 for sale, 1 for rent. */
export type Goal = 0 | 1

/** The CRM's goal as the site reads it (spec §4: 0 for sale, anything else for rent). */
export function goalOf(value: number): Goal {
  return value === 0 ? 0 : 1
}

/** What differs between selling and renting, in one table instead of a ternary in every place. */
export const GOALS = {
  0: {
    /** the neutral listing path (src/i18n/path-table.ts) */
    segment: 'for-sale',
    /** the key of a type's or town's count */
    count: 'forSale',
    /** schema.org's business function of the offer */
    businessFunction: 'http://purl.org/goodrelations/v1#Sell',
  },
  1: {
    segment: 'for-rent',
    count: 'forRent',
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
  },
} as const satisfies Record<Goal, { segment: string; count: string; businessFunction: string }>

/** spec §3 "Property type": the web ids 1–7 (house, apartment, … garage). */
export const PROPERTY_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const
export type PropertyTypeId = (typeof PROPERTY_TYPE_IDS)[number]
export function isPropertyTypeId(value: unknown): value is PropertyTypeId {
  return (PROPERTY_TYPE_IDS as ReadonlyArray<unknown>).includes(value)
}

/** The largest id D1 keeps as an integer here; longer numbers are not ours. */
export const MAX_ROW_ID = 2_147_483_647

/**
 * A row id from a path segment: up to ten digits, in range; anything else is not ours (a 404, never
 * a 500). Leading zeros read as the number: the page then redirects to its one canonical address.
 */
export function rowIdFromParam(param: string): number | undefined {
  if (!/^\d{1,10}$/.test(param)) return undefined
  const id = Number(param)
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined
}
