import { withCampaign, type Campaign } from '#/domain/campaign.ts'
import { CONSENT_WAIT_MS, consentModeState, hasAnalytics, tagsToLoad, type ConsentChoices } from '#/domain/consent.ts'
import { documentCookieNames, documentCookieRemoval } from '#/server/document-cookies.ts'
import type { AnalyticsSettings } from './analytics-settings.ts'

// The tags in the browser (decision 009, Google Consent Mode v2 in its basic form): the four signals are
// set to denied before anything else, no tag's script is requested before the visitor consents, and
// each tag loads only with the consent it needs. Page views carry the visit's campaign parameters.

type Gtag = (...args: unknown[]) => void
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push?: unknown
  loaded?: boolean
  version?: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: Fbq
    _fbq?: Fbq
  }
}

const loaded = new Set<string>()

function gtag(...args: unknown[]): void {
  window.dataLayer ??= []
  // gtag.js reads `arguments` objects from the dataLayer, as Google's own snippet pushes them.
  window.gtag ??= function gtagStub() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag(...args)
}

/** The nonce of this page's CSP, for the scripts we add (the server rewrites it on every response). */
function cspNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? ''
}

function addScript(src: string): void {
  if (loaded.has(src)) return
  loaded.add(src)
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.nonce = cspNonce()
  document.head.appendChild(script)
}

/** Before any tag: the four Consent Mode signals denied, waiting for the visitor's choice. */
export function setConsentDefaults(settings: AnalyticsSettings): void {
  if (!hasAnalytics(settings.ids) || window.dataLayer?.length) return
  gtag('consent', 'default', { ...consentModeState(null), wait_for_update: CONSENT_WAIT_MS })
  gtag('js', new Date())
}

/** The visitor's choice: the signals updated, and the tags it allows loaded (a refusal loads nothing). */
export function applyConsent(settings: AnalyticsSettings, choices: ConsentChoices): void {
  if (!hasAnalytics(settings.ids)) return
  gtag('consent', 'update', consentModeState(choices))
  forgetRefusedCookies(choices)
  if (window.fbq) window.fbq('consent', choices.adStorage && choices.adUserData ? 'grant' : 'revoke')
  for (const tag of tagsToLoad(settings.ids, choices)) {
    if (tag.kind === 'gtag') {
      for (const id of tag.ids) {
        if (loaded.has(`config:${id}`)) continue
        loaded.add(`config:${id}`)
        // Page views are sent by sendPageView, with the campaign appended and on route changes too.
        gtag('config', id, { send_page_view: false })
      }
      addScript(`${settings.scripts.gtag}?id=${encodeURIComponent(tag.ids[0]!)}`)
    } else if (tag.kind === 'gtm') {
      if (!loaded.has(`${settings.scripts.gtm}?id=${tag.id}`)) window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      addScript(`${settings.scripts.gtm}?id=${encodeURIComponent(tag.id)}`)
    } else {
      if (!window.fbq) {
        const fbq: Fbq = Object.assign(
          function fbqStub(...args: unknown[]) {
            if (fbq.callMethod) fbq.callMethod(...args)
            else fbq.queue.push(args)
          },
          { queue: [] as unknown[], loaded: true, version: '2.0' },
        )
        fbq.push = fbq
        window.fbq = window._fbq = fbq
        fbq('init', tag.id)
      }
      addScript(settings.scripts.pixel)
    }
  }
}

// The first-party cookies Google's tag and Meta's pixel set: removed when their consent is withdrawn.
const ANALYTICS_COOKIES = /^(_ga|_gid|_gat)/
const ADVERTISING_COOKIES = /^(_gcl_|_fbp|_fbc)/

function forgetRefusedCookies(choices: ConsentChoices): void {
  for (const name of documentCookieNames(document.cookie)) {
    if ((!choices.analytics && ANALYTICS_COOKIES.test(name)) || (!choices.adStorage && ADVERTISING_COOKIES.test(name))) {
      // Tags set them on the site's registrable domain; clear both that and the host itself.
      const domain = window.location.hostname.split('.').slice(-2).join('.')
      for (const scope of [undefined, `.${domain}`]) document.cookie = documentCookieRemoval(name, scope)
    }
  }
}

/** A page view (spec §4: page views go to analytics and the social pixel only with consent), with the campaign appended. */
export function sendPageView(settings: AnalyticsSettings, choices: ConsentChoices, campaign: Campaign | null): void {
  if (!hasAnalytics(settings.ids)) return
  const page = new URL(window.location.href)
  // A reset link's token never goes out with a page view (the reset page also drops it from the address).
  page.searchParams.delete('token')
  const page_location = withCampaign(page.toString(), campaign)
  const { analyticsId, tagManagerId } = settings.ids
  if (choices.analytics && analyticsId) gtag('event', 'page_view', { send_to: analyticsId, page_location, page_title: document.title })
  if (tagManagerId && (choices.analytics || choices.adStorage)) window.dataLayer!.push({ event: 'page_view', page_location })
  // The pixel reads the address itself, which loses the campaign after a route change: it goes as the event's data.
  if (choices.adStorage && choices.adUserData && window.fbq) window.fbq('track', 'PageView', campaign ?? {})
}
