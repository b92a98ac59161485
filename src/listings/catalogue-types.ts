import type { LanguagePaths } from '#/i18n/language-paths.ts'
import type { Goal, PropertyTypeId } from '#/domain/catalogue-ids.ts'
import type { EpcLabel } from '#/domain/epc-labels.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { TownIdentity } from '#/domain/town-names.ts'
import type { PropertyDetails } from './property-details.ts'
import type { ListingFilters } from './listing-search.ts'

// What the catalogue pages receive: rows of D1 mapped to one language.

export type PropertyStatus = 'available' | 'option' | 'sold' | 'rented'
export type PictureRef = { url: string; width: number; height: number }

/** The new-build project a property belongs to (spec §2: its address is under the project's). */
export type PropertyProject = { id: number; name: string; city: string; externalUrl: string | null }

export type PropertyCard = {
  id: number
  goal: Goal
  status: PropertyStatus
  /** the town as the CRM stores it: the URL's city segment is made from it, so addresses never change */
  city: string
  /** the town's one name in the reader's language (townName): what every page and mail shows */
  town: string
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
  project: PropertyProject | null
  createdAt: string
}

/** `public`: the CRM publishes it, so the documents form mails it at once; otherwise the agency sends it. */
export type PropertyDocument = { id: number; name: string; kind: string; public: boolean }

export type PropertyDetail = PropertyCard & {
  /** the CRM's description as paragraphs of clean text: tags and entities are dealt with on the server */
  descriptionParagraphs: string[]
  descriptionLanguage: Locale
  publishAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  countryId: number
  countryName: string | null
  latitude: number | null
  longitude: number | null
  /** whether the CRM gave the property a place: the map shows its pin, or the area around it when the address is not published */
  hasPlace: boolean
  mainTypeName: string | null
  marqueeName: string | null
  priceUnitText: string | null
  details: PropertyDetails
  pictures: PictureRef[]
  documents: PropertyDocument[]
  updatedAt: string
  /** its own address in every enabled language */
  languagePaths: LanguagePaths
  /** the new-build project it belongs to */
  project: (PropertyProject & { number: string | null }) | null
}

/** A listing's filters and order (decision 019 adds price, bedrooms, living area, energy letter and the sorts). */
export type ListingFilter = { goal: Goal; town?: TownIdentity; typeId?: number } & ListingFilters
export type ListingPage = { items: PropertyCard[]; total: number; page: number; pageCount: number }
/** A town of the listing's filter: its name on this page, its postal code, its listings and its `city` value. */
export type TownOption = { label: string; zip: string; count: number; value: string }
/**
 * A listing page's data; `chosenTown` is the option of the URL's town, whichever of its names the URL
 * used; `city` is the URL's town filter as this page writes it (the town's name in its language).
 */
export type ListingPageData = { listing: ListingPage; types: PropertyType[]; towns: TownOption[]; chosenTown?: string; city?: string }

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
  /** as stored, for the URL; `town` is what readers see */
  city: string
  town: string
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
  /** the project's description as paragraphs of clean text */
  descriptionParagraphs: string[]
  descriptionLanguage: Locale
  units: ProjectUnit[]
  properties: PropertyCard[]
}

export type CatalogueStats = { forSale: number; forRent: number; towns: number; projects: number; soldLastYear: number }

export type PropertyType = { id: PropertyTypeId; name: string; showOrder: number; forSale: number; forRent: number }
