import * as v from 'valibot'
import { PropertyTypeIdSchema } from '#/domain/catalogue-schemas.ts'
import { LOCALES } from '#/i18n/locales.ts'
import { PropertyDetailsSchema } from './property-details.ts'

// The CRM's JSON feed, with the field names of spec §3 (those of Omnicasa's web API). One record
// per property and language: the same ID arrives once in nl and once in fr, each with its own
// TypeDescription and Description. The importer merges them.

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const OptionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))))
const Money = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000_000))
/** A picture address: an absolute https URL, or a path on this site (demo pictures). */
const PictureUrl = v.pipe(v.string(), v.regex(/^(https:\/\/|\/)[^\s"'<>]+$/, 'a https URL or a site path'))

/**
 * A document's download address: https, as the CRM gives it; plain http only on this machine (the
 * stand-in CRM of local runs and tests), so no production sync ever fetches a file in clear.
 */
const DocumentUrl = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/)[^\s"'<>]+$/, 'an https URL'),
)

const Town = v.pipe(v.string(), v.trim(), v.minLength(1, 'City is required'), v.maxLength(100))
const PostalCode = v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Z-]{4,8}$/i, 'Zip must be a postal code'))
const WebId = v.optional(v.nullable(PropertyTypeIdSchema))
const FeedLanguage = v.picklist(LOCALES)

/** The street address fields properties and projects share (spec §3). */
const AddressEntries = {
  Street: OptionalText(200),
  HouseNumber: OptionalText(20),
  BoxNr: OptionalText(20),
  CountryID: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  CountryName: OptionalText(100),
}

// spec §3: SmallPictureItem (optional: Url, Width, Height, ID, Name).
export const FeedPictureSchema = v.object({
  Url: PictureUrl,
  Width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  Height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  ID: v.optional(v.number()),
  Name: OptionalText(200),
})

export const FeedDocumentSchema = v.object({
  ID: Id,
  Name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  Kind: v.picklist(['epc', 'plan', 'certificate', 'brochure', 'planning', 'other']),
  ContentType: v.optional(v.string()),
  Size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  Public: v.optional(v.boolean()),
  /** where the file can be downloaded (the CRM's GetDocumentList `Url`); the sync copies it into R2 */
  // A bad address loses the file, not the listing: it reads as none.
  Url: v.optional(v.fallback(v.nullable(DocumentUrl), null)),
})

export const FeedPropertySchema = v.object({
  ID: Id,
  // spec §3: Goal 0 for sale, any other value (seen as 1) for rent.
  Goal: v.pipe(v.number(), v.integer(), v.minValue(0)),
  City: Town,
  Zip: PostalCode,
  TypeDescription: OptionalText(300),
  WebID: WebId,
  WebIDs: OptionalText(50),
  MainTypeName: OptionalText(100),
  language: FeedLanguage,
  RecordFile: v.optional(v.nullable(v.number())),
  ProjectID: v.optional(v.nullable(Id)),
  // spec §9: Marquee range 0-4.
  Marquee: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)))),
  MarqueeName: OptionalText(100),
  SmallPictureItem: v.optional(v.nullable(FeedPictureSchema)),
  PublishPrice: v.optional(v.nullable(v.boolean())),
  Price: v.optional(v.nullable(Money)),
  PriceUnit: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  PriceUnitText: OptionalText(100),
  PublishAddress: v.optional(v.nullable(v.boolean())),
  ...AddressEntries,
  EnergyPerformance: v.optional(v.nullable(v.pipe(v.number(), v.finite()))),
  EPCLabelText: OptionalText(20),
  Description: OptionalText(20_000),
  Bedrooms: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)))),
  Bathrooms: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)))),
  SurfaceLiving: v.optional(v.nullable(Money)),
  SurfaceGround: v.optional(v.nullable(Money)),
  Latitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  Longitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
  Pictures: v.optional(v.pipe(v.array(FeedPictureSchema), v.maxLength(100))),
  Documents: v.optional(v.pipe(v.array(FeedDocumentSchema), v.maxLength(50))),
  Details: v.optional(PropertyDetailsSchema),
  CreatedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
})

export const FeedProjectUnitSchema = v.object({
  ID: Id,
  Floor: OptionalText(30),
  Name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  Price: v.optional(v.nullable(Money)),
  Sold: v.boolean(),
  Bedrooms: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  SurfaceLiving: v.optional(v.nullable(Money)),
  PropertyID: v.optional(v.nullable(Id)),
})

// spec §3 "Project": ID, Goal, City, Zip, WebID, WebIDName, ProjectWebID, SmallPicture, language;
// PublicAddress, Street, HouseNumber, BoxNr, CountryID, CountryName; name, number, delivery, price
// range; units with floor, name, price, sold status.
export const FeedProjectSchema = v.object({
  ID: Id,
  Goal: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  Name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  Number: OptionalText(50),
  City: Town,
  Zip: PostalCode,
  WebID: WebId,
  WebIDName: OptionalText(100),
  ProjectWebID: OptionalText(100),
  SmallPicture: v.optional(v.nullable(PictureUrl)),
  language: FeedLanguage,
  PublicAddress: v.optional(v.nullable(v.boolean())),
  ...AddressEntries,
  Delivery: OptionalText(100),
  PriceMin: v.optional(v.nullable(Money)),
  PriceMax: v.optional(v.nullable(Money)),
  ExternalUrl: v.optional(v.nullable(v.pipe(v.string(), v.url(), v.startsWith('https://')))),
  Description: OptionalText(20_000),
  Units: v.optional(v.pipe(v.array(FeedProjectUnitSchema), v.maxLength(500))),
})

/** The envelope: `full: true` means listings absent from the feed are withdrawn. */
export const FeedSchema = v.object({
  full: v.optional(v.boolean(), false),
  projects: v.optional(v.array(v.unknown()), []),
  properties: v.array(v.unknown()),
})

export type FeedProperty = v.InferOutput<typeof FeedPropertySchema>
export type FeedProject = v.InferOutput<typeof FeedProjectSchema>
export type FeedPicture = v.InferOutput<typeof FeedPictureSchema>
