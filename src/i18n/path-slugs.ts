import type { Locale } from './locales.ts'

// spec §2 "URL rewrites": nl and fr exactly as the spec lists them; en and de chosen by us. Macro-free,
// so app.config.ts's validation can read it where no Lingui transform runs (vite.config.ts).
export const PATH_SLUGS = {
  'for-sale': { localized: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' } },
  'for-rent': { localized: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' } },
  projects: { localized: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' } },
  'contact-demand': { localized: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation', de: 'kostenlose-bewertung' } },
  'search-request': { localized: { nl: 'ik-zoek', fr: 'je-recherche', en: 'i-am-looking', de: 'ich-suche' } },
  'demand-register': { localized: { nl: 'zoekopdracht', fr: 'alerte-immo', en: 'search-alert', de: 'suchauftrag' } },
  // Newsletter sign-up (spec §2: its thank-you page is sign-newsletter): its own small page, linked from the footer.
  newsletter: { localized: { nl: 'nieuwsbrief', fr: 'newsletter', en: 'newsletter', de: 'newsletter' } },
  testimonials: { localized: { nl: 'gastenboek', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' } },
  // Decision 019: sold and rented properties, the agency's references.
  references: { localized: { nl: 'referenties', fr: 'references', en: 'references', de: 'referenzen' } },
  services: { localized: { nl: 'diensten', fr: 'services', en: 'services', de: 'leistungen' } },
  team: { localized: { nl: 'team', fr: 'equipe', en: 'team', de: 'team' }, parent: 'services' },
  contact: { localized: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' } },
  // Decision 022: the purchase-cost calculator's own page.
  'purchase-costs': { localized: { nl: 'aankoopkosten', fr: 'frais-d-achat', en: 'purchase-costs', de: 'kaufnebenkosten' } },
  disclaimer: { localized: { nl: 'disclaimer', fr: 'avertissement', en: 'disclaimer', de: 'haftungsausschluss' } },
  privacy: { localized: { nl: 'privacy-statement', fr: 'privacy', en: 'privacy', de: 'datenschutz' } },
  'cookie-policy': { localized: { nl: 'cookiebeleid', fr: 'politique-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' } },
  login: { localized: { nl: 'login', fr: 'connexion', en: 'login', de: 'anmelden' } },
  // Decision 008: the owner portal, behind the login (its pages are never cached and never indexed).
  owner: { localized: { nl: 'eigenaar', fr: 'proprietaire', en: 'owner', de: 'eigentuemer' } },
  // Password recovery (spec §6): asking for a reset link, and choosing the new password from it.
  'password-reset': {
    localized: { nl: 'wachtwoord-vergeten', fr: 'mot-de-passe-oublie', en: 'forgotten-password', de: 'passwort-vergessen' },
    parent: 'login',
  },
  feedback: { localized: { nl: 'bedankt', fr: 'merci', en: 'thank-you', de: 'danke' } },
  // Decision 017: pages reached only by a signed link from a mail (never indexed, never cached, outside the sitemap).
  'confirm-alert': {
    localized: { nl: 'zoekopdracht-bevestigen', fr: 'confirmer-alerte', en: 'confirm-alert', de: 'suchauftrag-bestaetigen' },
  },
  'manage-alert': { localized: { nl: 'zoekopdracht-beheren', fr: 'gerer-alerte', en: 'manage-alert', de: 'suchauftrag-verwalten' } },
  'confirm-newsletter': {
    localized: { nl: 'nieuwsbrief-bevestigen', fr: 'confirmer-newsletter', en: 'confirm-newsletter', de: 'newsletter-bestaetigen' },
  },
  'manage-newsletter': {
    localized: { nl: 'nieuwsbrief-beheren', fr: 'gerer-newsletter', en: 'manage-newsletter', de: 'newsletter-verwalten' },
  },
  // Decision 021: the visitor's kept properties and their comparison (never indexed, outside the sitemap).
  favourites: { localized: { nl: 'favorieten', fr: 'favoris', en: 'favourites', de: 'favoriten' } },
  compare: { localized: { nl: 'vergelijken', fr: 'comparer', en: 'compare', de: 'vergleichen' }, parent: 'favourites' },
} as const satisfies Record<string, { localized: Record<Locale, string>; parent?: string; external?: string }>

/** A neutral path the route tree knows (`for-sale`, `contact`…): a misspelt one is a type error. */
export type NeutralPath = keyof typeof PATH_SLUGS
/** A page of the site in code: home (''), a neutral path, or one with segments below it (`feedback/contact-me`). */
export type SitePath = '' | NeutralPath | `${NeutralPath}/${string}`

/**
 * Neutral names of earlier versions, still accepted in app.config.ts (decision 010): the route tree
 * now uses English names; the public URLs did not change.
 */
export const NEUTRAL_ALIASES: Readonly<Record<string, NeutralPath>> = {
  projets: 'projects',
  equipe: 'team',
  temoignages: 'testimonials',
  'je-recherche': 'search-request',
}

/** A path from configuration (a menu entry, a footer link) as a page of the table, or undefined when it names none. */
export function sitePathOf(path: string): SitePath | undefined {
  const [first = '', ...rest] = path.split('/').filter(Boolean)
  if (first === '') return ''
  const neutral = Object.hasOwn(PATH_SLUGS, first) ? (first as NeutralPath) : NEUTRAL_ALIASES[first]
  if (!neutral) return undefined
  return rest.length > 0 ? `${neutral}/${rest.join('/')}` : neutral
}

const BY_ANY_NAME = new Map<string, NeutralPath>(
  (Object.keys(PATH_SLUGS) as NeutralPath[]).flatMap((neutral) => [
    [neutral, neutral] as const,
    ...Object.values(PATH_SLUGS[neutral].localized).map((slug) => [slug, neutral] as const),
  ]),
)
for (const [alias, neutral] of Object.entries(NEUTRAL_ALIASES)) BY_ANY_NAME.set(alias, neutral)

/**
 * The page a path segment names by any of its names: its slug in any language, its neutral name or an
 * earlier one. Lets `/fr/projects/` and `/nl/equipe/` find their page; no name belongs to two pages
 * (path-table.test.ts), so the answer is never a guess.
 */
export function pageNamed(segment: string): NeutralPath | undefined {
  return BY_ANY_NAME.get(segment)
}

/** Whether a path from configuration names a page of the table (directly or by an earlier name). */
export function isSitePath(path: string): boolean {
  return sitePathOf(path) !== undefined
}
