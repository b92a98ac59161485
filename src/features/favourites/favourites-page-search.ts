import * as v from 'valibot'
import { pageTitle } from '#/components/content-head.ts'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import { IDS_PARAM, idsParam, parseIds } from './favourite-ids.ts'

// Decision 021: what the favourites and compare pages read from their address: `ids=12,34,56` (a shared
// list, a comparison), or `ids=12&ids=34` from the compare form without JavaScript. Anything else is
// dropped: a forged value shows fewer properties, never an error page.

/**
 * One id as a number, several as their comma list: the router writes the validated search back into
 * the address and redirects when it differs, and it would quote a string that reads as a number
 * (`?ids=%2212%22`). So `?ids=12` and `?ids=12,34` stay as they are; `?ids=12&ids=34` becomes the latter.
 */
export type IdsSearch = { ids?: string | number }

export function idsSearchOf(max: number) {
  return searchSchema({
    [IDS_PARAM]: optionalParam(
      v.pipe(
        v.unknown(),
        v.transform((raw) => parseIds(raw, max)),
        v.check((ids) => ids.length > 0),
        v.transform((ids): NonNullable<IdsSearch['ids']> => (ids.length === 1 ? ids[0]! : idsParam(ids))),
      ),
    ),
  })
}

/**
 * Neither page is indexed: each shows what one visitor kept or sent. They stay out of the sitemap,
 * and the address without `ids` is the same page for everyone (the edge may keep it; decision 021).
 */
export function personalPageHead(title: string) {
  return { meta: [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }] }
}
