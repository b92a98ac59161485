import { townName } from '#/domain/town-names.ts'
import type { Locale } from '#/i18n/locales.ts'
import { townFromParam, townParam } from './listing-search.ts'

// Kept apart from listing-search.ts, which the browser loads: the names table stays on the server.

/**
 * The listing's `city` filter with the town's name in the page's language (decision 013): `Wavre|1300`
 * on a Dutch page becomes `Waver|1300`, so the address bar says what the page and its menu say.
 */
export function townParamIn(city: string, locale: Locale): string {
  const town = townFromParam(city)
  return town ? townParam({ name: townName(town.name, town.zip, locale), zip: town.zip }) : city
}
