// Where a property page view came from (decision 008), decided in the visitor's
// browser from the page's referrer and its campaign parameters; nothing about the visitor is kept.
import type { VisitSource } from './visit-statistics.ts'

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|startpage|yandex|baidu|brave)\.[a-z.]+$/
const SOCIAL_NETWORKS =
  /(^|\.)(facebook|instagram|linkedin|twitter|pinterest|tiktok|whatsapp|messenger|reddit|youtube)\.com$|(^|\.)(t\.co|x\.com|lnkd\.in|fb\.me)$/
// The Belgian property portals an agency publishes on (spec §3 "media online").
const PROPERTY_PORTALS =
  /(^|\.)(immoweb\.be|zimmo\.be|immovlan\.be|logic-immo\.be|realo\.be|immoscoop\.be|spotto\.be|trevi\.be|era\.be|century21\.be)$/
const WEBMAIL = /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|webmail\.[a-z.]+|mail\.[a-z.]+)$/
const PAID = /^(cpc|ppc|paid|paidsearch|paid_social|display|cpm|banner|affiliate)$/

/**
 * The source of a view: `referrer` is document.referrer of the page the visitor landed on (empty when
 * they arrived by typing or a bookmark), `params` that page's query parameters, `ownHost` our host.
 * A page reached by moving around the site is 'site'.
 */
export function visitSource(referrer: string, params: URLSearchParams, ownHost: string): VisitSource {
  const medium = (params.get('utm_medium') ?? '').toLowerCase()
  if (params.has('gclid') || params.has('msclkid') || PAID.test(medium)) return 'campaign'
  if (medium === 'email' || medium === 'e-mail' || medium === 'newsletter') return 'email'
  let host = ''
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : ''
  } catch {
    return 'other'
  }
  if (host === ownHost.toLowerCase()) return 'site'
  if (params.has('fbclid') || (host && SOCIAL_NETWORKS.test(host))) return 'social'
  if (host && PROPERTY_PORTALS.test(host)) return 'portal'
  if (host && WEBMAIL.test(host)) return 'email'
  if (host && SEARCH_ENGINES.test(host)) return 'search'
  if (params.has('utm_source') || params.has('utm_campaign')) return 'campaign'
  return host ? 'other' : 'direct'
}

// Crawlers, link previews and monitors: their requests are not visits. Browsers that run the page's
// script are what we count; this list catches the crawlers that run scripts too.
const BOT_AGENTS =
  /bot\b|bot\/|crawl|spider|headless|phantomjs|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor|python-|curl\/|wget\/|go-http-client|java\/|okhttp|axios\//i

/** Whether a User-Agent belongs to a robot rather than a person's browser. */
export function isBotAgent(userAgent: string | null): boolean {
  if (!userAgent || userAgent.length < 20) return true
  return BOT_AGENTS.test(userAgent)
}
