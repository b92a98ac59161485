import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SITE_IMAGE_SLOTS, SiteImageSchema, siteImageKey, siteImageKeyOf, siteImagePath } from './site-images.ts'

// Decision 034: the agency's pictures: where each slot's picture is stored and served, and what a
// document may refer to.

const HASH = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
const alt = { nl: 'Portret van Sophie', fr: 'Portrait de Sophie' }

describe('site pictures', () => {
  it.each(Object.keys(SITE_IMAGE_SLOTS) as Array<keyof typeof SITE_IMAGE_SLOTS>)(
    'a %s picture is stored under site/ and served from /media/site/',
    (slot) => {
      const key = siteImageKey(slot, HASH)
      expect(key).toBe(`site/${slot}/${HASH.slice(0, 32)}.webp`)
      expect(siteImagePath(key)).toBe(`/media/${key}`)
      expect(siteImageKeyOf(siteImagePath(key))).toBe(key)
    },
  )

  it.each([
    '/media/site/team/0123.webp',
    '/media/site/team/0123456789abcdef0123456789abcdef.png',
    '/media/site/../documents/1/a.pdf',
    '/media/documents/1/a.pdf',
    '/media/site/wallpaper/0123456789abcdef0123456789abcdef.webp',
    '/site/team/0123456789abcdef0123456789abcdef.webp',
  ])('%s names no stored picture', (path) => {
    expect(siteImageKeyOf(path)).toBeUndefined()
  })

  it('a reference needs its alternative text in Dutch and French; English and German may be left out', () => {
    const src = siteImagePath(siteImageKey('team', HASH))
    expect(v.safeParse(SiteImageSchema, { src, width: 800, height: 800, alt }).success).toBe(true)
    expect(v.safeParse(SiteImageSchema, { src, width: 800, height: 800, alt: { ...alt, en: 'Portrait', de: 'Porträt' } }).success).toBe(
      true,
    )
    const missing = v.safeParse(SiteImageSchema, { src, width: 800, height: 800, alt: { nl: ' ', fr: 'Portrait' } })
    expect(missing.success ? [] : missing.issues.map((issue) => v.getDotPath(issue))).toEqual(['alt.nl'])
  })

  it('a reference is to a picture uploaded to the site or shipped with it, never elsewhere', () => {
    const ok = (src: string) => v.safeParse(SiteImageSchema, { src, width: 400, height: 400, alt }).success
    expect(ok('/demo/team/sophie.svg')).toBe(true)
    expect(ok('/brand/logo.svg')).toBe(true)
    expect(ok('https://elsewhere.example/photo.jpg')).toBe(false)
    expect(ok('//elsewhere.example/photo.jpg')).toBe(false)
    expect(ok('javascript:alert(1)')).toBe(false)
    expect(ok('/media/documents/1/plan.pdf')).toBe(false)
    expect(ok('/media/site/team/nothing.webp')).toBe(false)
  })
})
