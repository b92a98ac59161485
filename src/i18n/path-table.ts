import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALES, type Locale } from './locales.ts'
import { PATH_SLUGS, sitePathOf, type NeutralPath, type SitePath } from './path-slugs.ts'

/**
 * The table of known paths (spec §2 "URL rewrites"): every neutral path the route tree knows,
 * its localized path per language, its breadcrumb parent and an optional external address.
 * Routes in code use the neutral form under `/$lang/`; the router's rewrite turns it into the
 * localized form the browser sees, and back.
 */
export type PathEntry = {
  /** neutral path without slashes, e.g. `for-sale` or `feedback` */
  neutral: string
  /** localized path per language, without slashes */
  localized: Record<Locale, string>
  /** name of this level in breadcrumbs and menus */
  label: MessageDescriptor
  /** neutral path of the breadcrumb level above; the home page when absent */
  parent?: string
  /** when set, links to this entry leave the site for this address (spec §2 "project path") */
  external?: string
}

const LABELS: Record<NeutralPath, MessageDescriptor> = {
  'for-sale': msg`For sale`,
  'for-rent': msg`For rent`,
  projects: msg`New-build projects`,
  'contact-demand': msg`Free valuation`,
  'search-request': msg`I am looking for`,
  'demand-register': msg`Search alert`,
  newsletter: msg`Newsletter`,
  testimonials: msg`Testimonials`,
  references: msg`References`,
  services: msg`Services`,
  team: msg`Our team`,
  contact: msg`Contact`,
  'purchase-costs': msg`Purchase costs`,
  disclaimer: msg`Disclaimer`,
  privacy: msg`Privacy`,
  'cookie-policy': msg`Cookie policy`,
  login: msg`Owner login`,
  owner: msg`My properties`,
  'password-reset': msg`Forgotten password`,
  feedback: msg`Thank you`,
  'confirm-alert': msg`Confirm your search alert`,
  'manage-alert': msg`Your search alert`,
  'confirm-newsletter': msg`Confirm your subscription`,
  'manage-newsletter': msg`Your newsletter subscription`,
  favourites: msg`Favourites`,
  compare: msg`Compare`,
}

/** The path table: every neutral path with its localized slugs, breadcrumb parent and label. */
export const PATH_TABLE: ReadonlyArray<PathEntry> = (Object.keys(PATH_SLUGS) as NeutralPath[]).map((neutral) => ({
  neutral,
  ...PATH_SLUGS[neutral],
  label: LABELS[neutral],
}))

const byNeutral = new Map<string, PathEntry>(PATH_TABLE.map((entry) => [entry.neutral, entry]))
const byLocalized = new Map(
  LOCALES.map((locale) => [locale, new Map<string, PathEntry>(PATH_TABLE.map((entry) => [entry.localized[locale], entry]))]),
)

export function findEntry(neutral: string): PathEntry | undefined {
  return byNeutral.get(neutral)
}

/** Splits `/nl/te-koop/gent/` into its language segment, first page segment and the rest. */
function splitPath(pathname: string): { lang: string; first: string; rest: string[] } | undefined {
  const segments = pathname.split('/').filter(Boolean)
  const [lang, first = '', ...rest] = segments
  if (lang === undefined || !/^[a-z]{2}$/.test(lang)) return undefined
  return { lang, first, rest }
}

function joinPath(lang: string, first: string, rest: string[], trailingSlash: boolean): string {
  const segments = [lang, first, ...rest].filter(Boolean)
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`
}

/** `/{lang}/{neutral}/…` → `/{lang}/{localized}/…`; paths outside the table come back unchanged. */
export function localizePathname(pathname: string): string {
  const parts = splitPath(pathname)
  if (!parts || !(LOCALES as ReadonlyArray<string>).includes(parts.lang)) return pathname
  const entry = byNeutral.get(parts.first)
  if (!entry) return pathname
  return joinPath(parts.lang, entry.localized[parts.lang as Locale], parts.rest, pathname.endsWith('/'))
}

/** `/{lang}/{localized}/…` → `/{lang}/{neutral}/…`; paths outside the table come back unchanged. */
export function neutralizePathname(pathname: string): string {
  const parts = splitPath(pathname)
  if (!parts || !(LOCALES as ReadonlyArray<string>).includes(parts.lang)) return pathname
  const entry = byLocalized.get(parts.lang as Locale)?.get(parts.first)
  if (!entry) return pathname
  return joinPath(parts.lang, entry.neutral, parts.rest, pathname.endsWith('/'))
}

/**
 * The public URL of a page (`''` for home, `for-sale`, `feedback/contact-me`) in a language, for
 * code that needs a string: mails, redirects, structured data. Pages link with the router's `<Link>`.
 */
export function hrefFor(path: SitePath, locale: Locale): string {
  const [first = '', ...rest] = path.split('/').filter(Boolean)
  const entry = first === '' ? undefined : byNeutral.get(first)
  if (!entry) return `/${locale}/`
  if (entry.external) return entry.external
  return joinPath(locale, entry.localized[locale], rest, true)
}

/**
 * The URL of a path the operator wrote in app.config.ts. An unknown one links to the home page
 * (spec §2 "Header menu": an unknown path gives /); `unknownConfigPaths` names it at build.
 */
export function configuredHref(path: string, locale: Locale): string {
  const sitePath = sitePathOf(path)
  return sitePath === undefined ? `/${locale}/` : hrefFor(sitePath, locale)
}

export type Crumb = { label: MessageDescriptor; href: string }

/** Breadcrumb levels from home down to the entry of a neutral path (spec §2: named levels with paths). */
export function breadcrumbFor(neutral: string, locale: Locale): Crumb[] {
  const trail: Crumb[] = []
  let entry = byNeutral.get(neutral)
  const seen = new Set<string>()
  while (entry && !seen.has(entry.neutral)) {
    seen.add(entry.neutral)
    trail.unshift({ label: entry.label, href: hrefFor(entry.neutral as NeutralPath, locale) })
    entry = entry.parent ? byNeutral.get(entry.parent) : undefined
  }
  return [{ label: HOME_LABEL, href: `/${locale}/` }, ...trail]
}

export const HOME_LABEL = msg`Home`
