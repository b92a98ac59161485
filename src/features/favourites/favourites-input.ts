import * as v from 'valibot'
import { RowIdSchema } from '#/domain/catalogue-schemas.ts'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { COMPARE_MAX, FAVOURITES_MAX } from './favourite-ids.ts'

// What the two server functions accept (favourites.functions.ts): row ids, at most the cap, and the
// page's language. A longer list or a malformed id is refused (400) before anything is read.

export const FavouritesInput = v.object({ ids: v.pipe(v.array(RowIdSchema), v.maxLength(FAVOURITES_MAX)), locale: LocaleSchema })
export const ComparisonInput = v.object({ ids: v.pipe(v.array(RowIdSchema), v.maxLength(COMPARE_MAX)), locale: LocaleSchema })
