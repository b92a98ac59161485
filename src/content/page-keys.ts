import type { SitePath } from '#/i18n/path-slugs.ts'
/** The content pages of src/content/pages.ts, by key; small enough for the browser bundle. */
export const PAGE_KEYS = [
  'services',
  'disclaimer',
  'privacy',
  'cookiePolicy',
  'contact',
  'freeValuation',
  'searchRequest',
  'searchAlert',
  'newsletter',
  'login',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/** The neutral path (see src/i18n/path-table.ts) at which each content page is served. */
export const PAGE_PATHS: Record<PageKey, SitePath> = {
  services: 'services',
  disclaimer: 'disclaimer',
  privacy: 'privacy',
  cookiePolicy: 'cookie-policy',
  contact: 'contact',
  freeValuation: 'contact-demand',
  searchRequest: 'search-request',
  searchAlert: 'demand-register',
  newsletter: 'newsletter',
  login: 'login',
}
