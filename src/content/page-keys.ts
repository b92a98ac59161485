/** The content pages of src/content/pages.ts, by key; small enough for the browser bundle. */
export const PAGE_KEYS = ['services', 'disclaimer', 'privacy', 'cookiePolicy', 'contact', 'freeValuation', 'login'] as const
export type PageKey = (typeof PAGE_KEYS)[number]
