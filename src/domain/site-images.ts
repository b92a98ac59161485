import * as v from 'valibot'
import { LOCALES, type Locale } from '#/i18n/locales.ts'

// The agency's own pictures (decision 034): uploaded in the back office, resized for the slot they
// fill, stored in R2 under site/ and served at /media/site/…. A document refers to one as
// `{ src, width, height, alt }`, with its alternative text in every language the site requires.

export type SiteImageFit = 'crop' | 'scale-down'

/**
 * Each slot's stored size: twice the largest size the pages draw it at, so it stays sharp on a
 * high-density screen. `crop` fills the box (the centre kept, never enlarged); `scale-down` keeps
 * the picture whole inside it.
 * - team: a square portrait; a card is at most ~400 CSS px wide (TeamGrid, two columns from 640 px)
 * - logo: the header draws it 40 px high, up to ~240 px wide
 * - banner: the home banner spans the screen, 1,200 CSS px wide at most in its frame
 * - footer: the footer's badges (a licence, a federation), drawn ~120 × 40 px
 */
export const SITE_IMAGE_SLOTS = {
  team: { width: 800, height: 800, fit: 'crop' },
  logo: { width: 480, height: 160, fit: 'scale-down' },
  banner: { width: 2400, height: 1600, fit: 'scale-down' },
  footer: { width: 480, height: 240, fit: 'scale-down' },
} as const satisfies Record<string, { width: number; height: number; fit: SiteImageFit }>

export type SiteImageSlot = keyof typeof SITE_IMAGE_SLOTS
export const SITE_IMAGE_SLOT_NAMES = Object.keys(SITE_IMAGE_SLOTS) as SiteImageSlot[]

/** A phone's photo is 3–8 MB; twice that leaves room for a camera's, and keeps the Worker's memory clear. */
export const SITE_IMAGE_MAX_BYTES = 16 * 1024 * 1024
/** Larger than a 50-megapixel camera's frame is a scan or a mistake; Cloudflare Images stops at 100. */
export const SITE_IMAGE_MAX_PIXELS = 50_000_000
/** Uploads per staff member and hour: more than an editing session needs, few enough to bound the storage. */
export const SITE_IMAGE_UPLOAD_LIMIT = { limit: 60, windowSeconds: 3600 } as const

/** The stored pictures are WebP, named by a hash of their bytes: the same picture uploaded twice is one file. */
const STORED_KEY = new RegExp(`^site/(${SITE_IMAGE_SLOT_NAMES.join('|')})/[0-9a-f]{32}\\.webp$`)
/** Where the site serves what is stored under site/. */
export const SITE_IMAGE_PATH_PREFIX = '/media/'

export function siteImageKey(slot: SiteImageSlot, hash: string): string {
  return `site/${slot}/${hash.slice(0, 32)}.webp`
}

/** The public path of a stored picture. */
export function siteImagePath(key: string): string {
  return `${SITE_IMAGE_PATH_PREFIX}${key}`
}

/** The R2 key a public path names, or undefined for anything that is not a stored site picture. */
export function siteImageKeyOf(path: string): string | undefined {
  if (!path.startsWith(SITE_IMAGE_PATH_PREFIX)) return undefined
  const key = path.slice(SITE_IMAGE_PATH_PREFIX.length)
  return STORED_KEY.test(key) ? key : undefined
}

/**
 * The alternative text's languages that must be written: nl and fr, as every operator text (spec §1:
 * the content is mainly nl/fr); en and de fall back along the one fallback chain when left empty.
 */
export const REQUIRED_ALT_LANGUAGES: readonly Locale[] = ['nl', 'fr']

/** The longest alternative text: a sentence, not a caption (screen readers' usual advice: about 125 characters). */
export const SITE_IMAGE_ALT_MAX = 125

const altText = v.pipe(v.string(), v.trim(), v.maxLength(SITE_IMAGE_ALT_MAX))
const requiredAlt = v.pipe(altText, v.minLength(1, 'an alternative text is required in this language'))

/** A picture of the site: uploaded (/media/site/…) or one the code ships under public/ (the seed's). */
const SiteImageSrcSchema = v.pipe(
  v.string(),
  v.check(
    (src) => siteImageKeyOf(src) !== undefined || /^\/(?!media\/)[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/i.test(src),
    'a picture uploaded to the site or shipped with it',
  ),
)

export const SiteImageSchema = v.object({
  src: SiteImageSrcSchema,
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  alt: v.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, REQUIRED_ALT_LANGUAGES.includes(locale) ? requiredAlt : v.optional(altText)])) as {
      nl: typeof requiredAlt
      fr: typeof requiredAlt
      en: v.OptionalSchema<typeof altText, undefined>
      de: v.OptionalSchema<typeof altText, undefined>
    },
  ),
})

/** `{ src, width, height, alt: { nl, fr, en?, de? } }`: compatible with the site config's ImageSchema. */
export type SiteImage = v.InferOutput<typeof SiteImageSchema>

/** What the upload answers: the stored picture, its alternative text still to be written. */
export type UploadedSiteImage = { src: string; width: number; height: number; slot: SiteImageSlot }
