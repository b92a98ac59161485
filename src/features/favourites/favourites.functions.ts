import { createServerFn } from '@tanstack/react-start'
import { bindings } from '#/server/bindings.server.ts'
import { ComparisonInput, FavouritesInput } from './favourites-input.ts'
import { comparedProperties, favouriteItems } from './favourites-repository.server.ts'

// Decision 021: the favourites page asks for the cards of the ids kept in the browser (or carried by a
// shared link), the compare page for up to four properties' facts. One indexed read of at most
// FAVOURITES_MAX ids, as light as a listing page: not rate-limited (decision 021).

export const getFavourites = createServerFn({ method: 'GET' })
  .validator(FavouritesInput)
  .handler(async ({ data }) => favouriteItems(bindings().DB, data.ids, data.locale))

export const getComparison = createServerFn({ method: 'GET' })
  .validator(ComparisonInput)
  .handler(async ({ data }) => comparedProperties(bindings().DB, data.ids, data.locale))
