import { describe, expect, it } from 'vitest'
import { MINIMUM_TEXT_CONTRAST, carriesWhiteText, contrastRatio, relativeLuminance } from './colour-contrast.ts'

describe('contrast of the brand colour with white text (WCAG 2.2, 1.4.3)', () => {
  it('AA asks 4.5:1 for normal text', () => {
    expect(MINIMUM_TEXT_CONTRAST).toBe(4.5)
  })

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#1f5f5b', '#ffffff', 7.38],
    ['#ffffff', '#1f5f5b', 7.38],
  ])('%s against %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2)
  })

  it('luminance runs from black to white', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#FFFFFF')).toBe(1)
  })

  it.each([
    ['#1f5f5b', true],
    ['#767676', true],
    ['#777777', false],
    ['#f5c518', false],
    ['#0057b8', true],
  ])('white text on %s: %s', (hex, readable) => {
    expect(carriesWhiteText(hex)).toBe(readable)
  })
})
