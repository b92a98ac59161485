import { describe, expect, it } from 'vitest'
import { shareTargets } from './share-links.ts'

describe('share links', () => {
  const url = 'https://www.immo-dyle.be/fr/a-vendre/wavre/maison/4100348/'
  const targets = shareTargets(url, 'Maison & jardin')

  it('each link carries the canonical address, encoded', () => {
    const encoded = encodeURIComponent(url)
    expect(targets.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(targets.whatsapp.startsWith('https://wa.me/?text=')).toBe(true)
    expect(decodeURIComponent(targets.whatsapp.slice('https://wa.me/?text='.length))).toBe(`Maison & jardin\n${url}`)
    expect(targets.mail).toBe(`mailto:?subject=Maison%20%26%20jardin&body=${encodeURIComponent(`Maison & jardin\n${url}`)}`)
  })
})
