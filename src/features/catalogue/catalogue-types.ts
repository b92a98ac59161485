import type { LanguagePaths } from '~/i18n/language-paths'
import type { Goal, PropertyTypeId } from '~/domain/catalogue-ids'
import type { EpcLabel } from '~/domain/epc-labels'
import type { Locale } from '~/i18n/locales'
import type { PropertyDetails } from './property-details'

// What the catalogue pages receive: rows of D1 mapped to one language.

export type PropertyStatus = 'available' | 'option' | 'sold' | 'rented'
export type PictureRef = { url: string; width: number; height: number }

export type PropertyCard = {
  id: number
  goal: Goal
  status: PropertyStatus
  city: string
  zip: string
  typeId: number | null
  typeName: string | null
  headline: string
  /** the language the headline is written in: the page's, or a fallback's that must carry `lang` (WCAG 3.1.2) */
  headlineLanguage: Locale
  /** the language of the CRM record the listing's details come from */
  recordLanguage: Locale
  price: number | null
  priceUnit: number | null
  publishPrice: boolean
  marquee: number
  bedrooms: number | null
  bathrooms: number | null
  surfaceLiving: number | null
  surfaceGround: number | null
  /** the energy label (spec §9), worked out once by `epcOf` for the card, the page and the scale */
  epcLabel: EpcLabel | null
  epcValue: number | null
  picture: PictureRef | null
  projectId: number | null
  createdAt: string
}

export type PropertyDocument = { id: number; name: string; kind: string }

export type PropertyDetail = PropertyCard & {
  description: string
  descriptionLanguage: Locale
  publishAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  countryId: number
  countryName: string | null
  latitude: number | null
  longitude: number | null
  mainTypeName: string | null
  marqueeName: string | null
  priceUnitText: string | null
  details: PropertyDetails
  pictures: PictureRef[]
  documents: PropertyDocument[]
  updatedAt: string
  /** its own address in every enabled language */
  languagePaths: LanguagePaths
}

export type ListingFilter = { goal: Goal; town?: { name: string; zip: string }; typeId?: number }
export type ListingPage = { items: PropertyCard[]; total: number; page: number; pageCount: number }

export type ProjectUnit = {
  id: number
  floor: string | null
  name: string
  price: number | null
  sold: boolean
  bedrooms: number | null
  surfaceLiving: number | null
  propertyId: number | null
}

export type ProjectSummary = {
  id: number
  name: string
  city: string
  zip: string
  picture: string | null
  delivery: string | null
  priceMin: number | null
  priceMax: number | null
  externalUrl: string | null
  unitCount: number
  unitsAvailable: number
}

export type ProjectDetail = ProjectSummary & {
  number: string | null
  street: string | null
  houseNumber: string | null
  publicAddress: boolean
  typeId: number | null
  description: string
  units: ProjectUnit[]
  properties: PropertyCard[]
}

export type CatalogueStats = { forSale: number; forRent: number; towns: number; projects: number; soldLastYear: number }


export type PropertyType = { id: PropertyTypeId; name: string; showOrder: number; forSale: number; forRent: number }
