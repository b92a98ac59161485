import type { AnalyticsIds } from '#/domain/consent.ts'

// Where the tags come from (decision 009): Google's and Meta's own addresses in production; locally and in
// tests (ANALYTICS_STAND_IN=true) stand-ins the Worker serves, so no request leaves the machine.

export type AnalyticsSettings = { ids: AnalyticsIds; scripts: { gtag: string; gtm: string; pixel: string } }

export const TAG_SCRIPTS = {
  gtag: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
} as const

/** The event the footer link and the cookie policy page send to reopen the settings. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'consent:open-settings'

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))
}
