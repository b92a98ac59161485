import * as v from 'valibot'
import { MAX_ROW_ID, PROPERTY_TYPE_IDS, type Goal } from './catalogue-ids.ts'

// The schemas of the catalogue's ids (catalogue-ids.ts), for server functions, the feed and search
// params: kept apart so a page that only links to the catalogue loads no validator.

/** spec §4 "Goal": 0 for sale, 1 for rent. */
export const GoalSchema = v.picklist([0, 1] as const satisfies ReadonlyArray<Goal>)
/** spec §3 "Property type": the web ids 1–7. */
export const PropertyTypeIdSchema = v.picklist(PROPERTY_TYPE_IDS)
/** A row id (property, project, unit, document) as a number. */
export const RowIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ROW_ID))
