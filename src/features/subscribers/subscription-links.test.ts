import { describe, expect, it } from 'vitest'
import { readToken } from '#/server/signed-token.ts'
import { alertLinks, CONFIRM_LINK_DAYS, MANAGE_LINK_DAYS, newsletterLinks } from './subscription-links.ts'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const ORIGIN = 'https://www.example.be'
const NOW = new Date('2026-11-26T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000

function tokenOf(url: string): string {
  const parsed = new URL(url)
  return parsed.searchParams.get('t') ?? parsed.pathname.split('/').pop()!
}

describe('subscription links (decision 017)', () => {
  it("puts an alert's confirm and manage links on localized pages of the subscriber's language", async () => {
    const nl = await alertLinks(SECRET, ORIGIN, { id: 7, locale: 'nl' }, NOW)
    expect(nl.confirm).toMatch(/^https:\/\/www\.example\.be\/nl\/zoekopdracht-bevestigen\/\?t=7\./)
    expect(nl.manage).toMatch(/^https:\/\/www\.example\.be\/nl\/zoekopdracht-beheren\/\?t=7\./)
    expect(nl.unsubscribe).toMatch(/^https:\/\/www\.example\.be\/api\/unsubscribe\/alert\/7\./)
    const fr = await alertLinks(SECRET, ORIGIN, { id: 7, locale: 'fr' }, NOW)
    expect(fr.confirm).toContain('/fr/confirmer-alerte/?t=')
    expect(fr.manage).toContain('/fr/gerer-alerte/?t=')
  })

  it("puts a subscriber's newsletter links on the newsletter pages", async () => {
    const links = await newsletterLinks(SECRET, ORIGIN, { id: 3, locale: 'de' }, NOW)
    expect(links.confirm).toContain('/de/newsletter-bestaetigen/?t=3.')
    expect(links.manage).toContain('/de/newsletter-verwalten/?t=3.')
    expect(links.unsubscribe).toMatch(/\/api\/unsubscribe\/newsletter\/3\./)
  })

  it('signs each link for its own purpose and subject only', async () => {
    const links = await alertLinks(SECRET, ORIGIN, { id: 7, locale: 'en' }, NOW)
    const at = NOW.getTime()
    expect(await readToken(SECRET, 'alert-confirm', tokenOf(links.confirm), at)).toMatchObject({ subject: '7' })
    expect(await readToken(SECRET, 'alert-manage', tokenOf(links.confirm), at)).toBe('invalid')
    expect(await readToken(SECRET, 'alert-manage', tokenOf(links.manage), at)).toMatchObject({ subject: '7' })
    expect(await readToken(SECRET, 'alert-manage', tokenOf(links.unsubscribe), at)).toMatchObject({ subject: '7' })
    expect(await readToken(SECRET, 'newsletter-manage', tokenOf(links.manage), at)).toBe('invalid')
    expect(await readToken('another-secret-of-thirty-two-characters!', 'alert-manage', tokenOf(links.manage), at)).toBe('invalid')
  })

  it('lets a confirm link live 7 days and a manage link over a year', async () => {
    const links = await newsletterLinks(SECRET, ORIGIN, { id: 3, locale: 'nl' }, NOW)
    const at = NOW.getTime()
    expect(CONFIRM_LINK_DAYS).toBe(7)
    expect(await readToken(SECRET, 'newsletter-confirm', tokenOf(links.confirm), at + 7 * DAY - 1)).toMatchObject({ subject: '3' })
    expect(await readToken(SECRET, 'newsletter-confirm', tokenOf(links.confirm), at + 7 * DAY)).toBe('expired')
    expect(await readToken(SECRET, 'newsletter-manage', tokenOf(links.manage), at + 365 * DAY)).toMatchObject({ subject: '3' })
    expect(await readToken(SECRET, 'newsletter-manage', tokenOf(links.manage), at + MANAGE_LINK_DAYS * DAY)).toBe('expired')
  })
})
