import { describe, expect, it } from 'vitest'
import { isBotAgent, visitSource } from './visit-sources.ts'

const HOST = 'www.immo-dyle.be'
const none = new URLSearchParams()

describe('visit sources (decision 008)', () => {
  it.each([
    ['', none, 'direct'],
    ['https://www.google.be/', none, 'search'],
    ['https://duckduckgo.com/', none, 'search'],
    ['https://www.immoweb.be/fr/annonce/maison/a-vendre/wavre/1300/123', none, 'portal'],
    ['https://m.facebook.com/', none, 'social'],
    ['https://t.co/abc', none, 'social'],
    ['https://www.immo-dyle.be/fr/a-vendre/', none, 'site'],
    ['https://mail.google.com/', none, 'email'],
    ['https://example.org/blog', none, 'other'],
    ['', new URLSearchParams('gclid=abc'), 'campaign'],
    ['https://www.google.be/', new URLSearchParams('utm_medium=cpc&utm_source=google'), 'campaign'],
    ['', new URLSearchParams('utm_source=mailchimp&utm_medium=email'), 'email'],
    ['', new URLSearchParams('fbclid=xyz'), 'social'],
    ['', new URLSearchParams('utm_source=flyer'), 'campaign'],
    ['not a url', none, 'other'],
  ] as const)('%s %s → %s', (referrer, params, source) => {
    expect(visitSource(referrer, params, HOST)).toBe(source)
  })

  it('tells robots from browsers', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isBotAgent('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true)
    expect(isBotAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true)
    expect(isBotAgent('curl/8.5.0')).toBe(true)
    expect(
      isBotAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36'),
    ).toBe(true)
    expect(isBotAgent(null)).toBe(true)
    expect(
      isBotAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
    expect(
      isBotAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'),
    ).toBe(false)
  })
})
