import { describe, expect, it } from 'vitest'
import { campaignFromSearch, capturedCampaign, parseCampaign, withCampaign } from './campaign.ts'

describe('campaign parameters (spec §7, decision 009)', () => {
  it('keeps the utm_* and click ids of the landing page, and nothing else', () => {
    expect(campaignFromSearch(new URLSearchParams('utm_source=newsletter&utm_medium=email&gclid=abc&page=2'))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      gclid: 'abc',
    })
    expect(campaignFromSearch(new URLSearchParams('page=2&utm_source='))).toBeNull()
  })

  it('keeps the visit’s campaign across pages until a new landing brings another', () => {
    const first = capturedCampaign(new URLSearchParams('fbclid=xyz'), null)
    expect(first).toBe('{"fbclid":"xyz"}')
    expect(capturedCampaign(new URLSearchParams(''), first)).toBe(first)
    expect(capturedCampaign(new URLSearchParams('utm_campaign=spring'), first)).toBe('{"utm_campaign":"spring"}')
    expect(capturedCampaign(new URLSearchParams(''), 'garbage')).toBeNull()
  })

  it('cuts long values and drops unknown keys when reading back', () => {
    expect(parseCampaign(JSON.stringify({ utm_source: 'x'.repeat(500), other: 'y' }))).toEqual({ utm_source: 'x'.repeat(200) })
    expect(parseCampaign('[1]')).toBeNull()
    expect(parseCampaign(JSON.stringify({ utm_source: 'a\r\nBcc: x@y.z', gclid: 'ok' }))).toEqual({ gclid: 'ok' })
  })

  it('appends the campaign to the page view’s address without overriding the address', () => {
    expect(withCampaign('https://www.immo-dyle.be/fr/a-vendre/?page=2', { utm_source: 'newsletter', gclid: 'abc' })).toBe(
      'https://www.immo-dyle.be/fr/a-vendre/?page=2&utm_source=newsletter&gclid=abc',
    )
    expect(withCampaign('https://www.immo-dyle.be/fr/?utm_source=ad', { utm_source: 'newsletter' })).toBe(
      'https://www.immo-dyle.be/fr/?utm_source=ad',
    )
    expect(withCampaign('https://www.immo-dyle.be/fr/', null)).toBe('https://www.immo-dyle.be/fr/')
  })
})
