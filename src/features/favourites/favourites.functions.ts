import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { RowIdSchema } from '~/domain/catalogue-schemas'
import { LocaleSchema } from '~/i18n/locale-schema'
import { bindings } from '~/server/bindings.server'
import { COMPARE_MAX, FAVOURITES_MAX } from './favourite-ids'
import { comparedProperties, favouriteItems } from './favourites-repository.server'

// Issue 20: the favourites page asks for the cards of the ids kept in the browser (or carried by a
// shared link), the compare page for up to four properties' facts. One indexed read of at most
// FAVOURITES_MAX ids, as light as a listing page: not rate-limited (decision 021). A longer list or
// a malformed id is refused by the validator (400), never read.

export const getFavourites = createServerFn({ method: 'GET' })
  .validator(v.object({ ids: v.pipe(v.array(RowIdSchema), v.maxLength(FAVOURITES_MAX)), locale: LocaleSchema }))
  .handler(async ({ data }) => favouriteItems(bindings().DB, data.ids, data.locale))

export const getComparison = createServerFn({ method: 'GET' })
  .validator(v.object({ ids: v.pipe(v.array(RowIdSchema), v.maxLength(COMPARE_MAX)), locale: LocaleSchema }))
  .handler(async ({ data }) => comparedProperties(bindings().DB, data.ids, data.locale))
