import type { Goal } from '#/domain/catalogue-ids.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { PictureRef } from '#/listings/catalogue-types.ts'

/** Where the map shows one property: a pin at its address, an area around a moved point, or nowhere. */
export type MapPlace =
  | { kind: 'pin'; lat: number; lon: number }
  | { kind: 'area'; lat: number; lon: number; radiusM: number }
  | { kind: 'none' }

/** One result of a listing on its map: its (approximate) point and what its card shows. */
export type ListingPoint = {
  id: number
  lat: number
  lon: number
  /** the address is not published: the point is the area's centre, not the address */
  approximate: boolean
  goal: Goal
  headline: string
  headlineLanguage: Locale
  typeName: string | null
  town: string
  price: number | null
  priceUnit: number | null
  publishPrice: boolean
  marquee: number
  picture: PictureRef | null
  /** the picture's cache key (the listing's first day) */
  version: string
  href: string
}
