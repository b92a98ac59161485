import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALES, type Locale } from './locales'

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

// spec §2 "URL rewrites": nl and fr exactly as the spec lists them; en and de chosen by us.
export const PATH_TABLE: ReadonlyArray<PathEntry> = [
  {
    neutral: 'for-sale',
    localized: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
    label: msg`For sale`,
  },
  {
    neutral: 'for-rent',
    localized: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
    label: msg`For rent`,
  },
  {
    neutral: 'projets',
    localized: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' },
    label: msg`New-build projects`,
  },
  {
    neutral: 'contact-demand',
    localized: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation', de: 'kostenlose-bewertung' },
    label: msg`Free valuation`,
  },
  {
    neutral: 'je-recherche',
    localized: { nl: 'ik-zoek', fr: 'je-recherche', en: 'i-am-looking', de: 'ich-suche' },
    label: msg`I am looking for`,
  },
  {
    neutral: 'demand-register',
    localized: { nl: 'zoekopdracht', fr: 'alerte-immo', en: 'search-alert', de: 'suchauftrag' },
    label: msg`Search alert`,
  },
  {
    // Issue 5 "Newsletter sign-up → sign-newsletter": its own small page, linked from the footer.
    neutral: 'newsletter',
    localized: { nl: 'nieuwsbrief', fr: 'newsletter', en: 'newsletter', de: 'newsletter' },
    label: msg`Newsletter`,
  },
  {
    neutral: 'temoignages',
    localized: { nl: 'gastenboek', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
    label: msg`Testimonials`,
  },
  {
    neutral: 'services',
    localized: { nl: 'diensten', fr: 'services', en: 'services', de: 'leistungen' },
    label: msg`Services`,
  },
  {
    neutral: 'equipe',
    localized: { nl: 'team', fr: 'equipe', en: 'team', de: 'team' },
    label: msg`Our team`,
    parent: 'services',
  },
  {
    neutral: 'contact',
    localized: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
    label: msg`Contact`,
  },
  {
    neutral: 'disclaimer',
    localized: { nl: 'disclaimer', fr: 'avertissement', en: 'disclaimer', de: 'haftungsausschluss' },
    label: msg`Disclaimer`,
  },
  {
    neutral: 'privacy',
    localized: { nl: 'privacy-statement', fr: 'privacy', en: 'privacy', de: 'datenschutz' },
    label: msg`Privacy`,
  },
  {
    neutral: 'cookie-policy',
    localized: { nl: 'cookiebeleid', fr: 'politique-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' },
    label: msg`Cookie policy`,
  },
  {
    neutral: 'login',
    localized: { nl: 'login', fr: 'connexion', en: 'login', de: 'anmelden' },
    label: msg`Owner login`,
  },
  {
    // Issue 6: the owner portal, behind the login (its pages are never cached and never indexed).
    neutral: 'owner',
    localized: { nl: 'eigenaar', fr: 'proprietaire', en: 'owner', de: 'eigentuemer' },
    label: msg`My properties`,
  },
  {
    // Issue 6 "Password recovery": asking for a reset link, and choosing the new password from it.
    neutral: 'password-reset',
    localized: { nl: 'wachtwoord-vergeten', fr: 'mot-de-passe-oublie', en: 'forgotten-password', de: 'passwort-vergessen' },
    label: msg`Forgotten password`,
    parent: 'login',
  },
  {
    neutral: 'feedback',
    localized: { nl: 'bedankt', fr: 'merci', en: 'thank-you', de: 'danke' },
    label: msg`Thank you`,
  },
]

const byNeutral = new Map(PATH_TABLE.map((entry) => [entry.neutral, entry]))
const byLocalized = new Map(
  LOCALES.map((locale) => [locale, new Map(PATH_TABLE.map((entry) => [entry.localized[locale], entry]))]),
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
 * The public URL of a neutral path (`''` for home, `for-sale`, `feedback/contact-me`) in a language.
 * Unknown paths give the home page (spec §2 "Header menu": an unknown path gives /).
 */
export function hrefFor(neutralPath: string, locale: Locale): string {
  const [first = '', ...rest] = neutralPath.split('/').filter(Boolean)
  if (first === '') return `/${locale}/`
  const entry = byNeutral.get(first)
  if (!entry) return `/${locale}/`
  if (entry.external) return entry.external
  return joinPath(locale, entry.localized[locale], rest, true)
}

export type Crumb = { label: MessageDescriptor; href: string }

/** Breadcrumb levels from home down to the entry of a neutral path (spec §2: named levels with paths). */
export function breadcrumbFor(neutral: string, locale: Locale): Crumb[] {
  const trail: Crumb[] = []
  let entry = byNeutral.get(neutral)
  const seen = new Set<string>()
  while (entry && !seen.has(entry.neutral)) {
    seen.add(entry.neutral)
    trail.unshift({ label: entry.label, href: hrefFor(entry.neutral, locale) })
    entry = entry.parent ? byNeutral.get(entry.parent) : undefined
  }
  return [{ label: HOME_LABEL, href: `/${locale}/` }, ...trail]
}

export const HOME_LABEL = msg`Home`
