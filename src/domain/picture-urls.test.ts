import { describe, expect, it } from 'vitest'
import { PICTURE_WIDTHS, pictureSrcSet, pictureUrl } from './picture-urls.ts'

describe('picture URLs (spec §7 and §9)', () => {
  it('uses the spec widths', () => {
    expect(PICTURE_WIDTHS).toEqual([100, 250, 400, 600, 1360])
  })
  it('adds width and a cache-busting version', () => {
    expect(pictureUrl('/media/demo/1-1.svg', 400, '2026-11-25')).toBe('/media/demo/1-1.svg?w=400&v=2026-11-25')
    expect(pictureUrl('https://cdn.example/p.jpg?x=1', 100, 'a b')).toBe('https://cdn.example/p.jpg?x=1&w=100&v=a%20b')
  })
  it('lists every width up to the largest useful one', () => {
    expect(pictureSrcSet('/p.svg', '1', 400)).toBe('/p.svg?w=100&v=1 100w, /p.svg?w=250&v=1 250w, /p.svg?w=400&v=1 400w')
  })
})
