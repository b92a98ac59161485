// Campaign parameters (spec §7 "consent and campaign parameters are kept in local and session
// storage"; decision 009): the utm_* and click ids of the page a visitor landed on, kept for the visit in
// session storage, sent with analytics page views and with every lead.

/** The parameters an ad or a newsletter link carries. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'] as const
/** The sessionStorage key of the visit's campaign (JSON of the parameters above). */
export const CAMPAIGN_STORAGE_KEY = 'campaign'
const MAX_VALUE_LENGTH = 200

export type Campaign = Partial<Record<(typeof CAMPAIGN_KEYS)[number], string>>

/** The campaign of a landing URL's query, or null when it carries none. */
export function campaignFromSearch(search: URLSearchParams): Campaign | null {
  const campaign: Campaign = {}
  for (const key of CAMPAIGN_KEYS) {
    const value = search.get(key)?.trim()
    if (value) campaign[key] = value.slice(0, MAX_VALUE_LENGTH)
  }
  return Object.keys(campaign).length > 0 ? campaign : null
}

/** What session storage should hold after this page: a new landing's campaign replaces the old one. */
export function capturedCampaign(search: URLSearchParams, stored: string | null): string | null {
  const fresh = campaignFromSearch(search)
  if (fresh) return JSON.stringify(fresh)
  return parseCampaign(stored) ? stored : null
}

/** A stored campaign, or null when it is missing or not ours. */
export function parseCampaign(stored: string | null): Campaign | null {
  if (!stored) return null
  try {
    const value = JSON.parse(stored) as unknown
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    const campaign: Campaign = {}
    for (const key of CAMPAIGN_KEYS) {
      const field = (value as Record<string, unknown>)[key]
      // A control character has no business in a parameter, and would end up in mail headers.
      if (typeof field === 'string' && field !== '' && !/[\u0000-\u001f\u007f]/.test(field))
        campaign[key] = field.slice(0, MAX_VALUE_LENGTH)
    }
    return Object.keys(campaign).length > 0 ? campaign : null
  } catch {
    return null
  }
}

/** The page address a page view reports: the campaign appended where the address lacks it. */
export function withCampaign(pageUrl: string, campaign: Campaign | null): string {
  if (!campaign) return pageUrl
  const url = new URL(pageUrl)
  for (const [key, value] of Object.entries(campaign)) if (value && !url.searchParams.has(key)) url.searchParams.set(key, value)
  return url.toString()
}
