import { describe, expect, it } from 'vitest'
import { formatPhone, phoneHref } from './phone.ts'

describe('formatPhone (spec §5: 10 digits 4-2-2-2, 9 digits 3-2-2-2, otherwise unchanged)', () => {
  it.each([
    { raw: '0475123456', expected: '0475 12 34 56' },
    { raw: '0475 12 34 56', expected: '0475 12 34 56' },
    { raw: '0475/12.34.56', expected: '0475 12 34 56' },
    { raw: '0475-123-456', expected: '0475 12 34 56' },
    { raw: '010223344', expected: '010 22 33 44' },
    { raw: '010/22.33.44', expected: '010 22 33 44' },
    { raw: '(010) 22 33 44', expected: '010 22 33 44' },
    // the spec's 3-2-2-2 applies to every 9-digit number, Brussels' 02 ones included
    { raw: ' 02 123 45 67 ', expected: '021 23 45 67' },
    // fewer or more digits: unchanged, spacing and all
    { raw: '12345678', expected: '12345678' },
    { raw: '04751234567', expected: '04751234567' },
    { raw: '0032 475 12 34 56', expected: '0032 475 12 34 56' },
    // international numbers keep the writer's grouping, even when they hold 9 or 10 digits
    { raw: '+32 2 123 45 67', expected: '+32 2 123 45 67' },
    { raw: '+32475123456', expected: '+32475123456' },
    { raw: '+3210223344', expected: '+3210223344' },
    // words or a second number: unchanged, nothing dropped
    { raw: 'Tel: 0475123456', expected: 'Tel: 0475123456' },
    { raw: '010 22 33 44 ext. 1', expected: '010 22 33 44 ext. 1' },
    { raw: '', expected: '' },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(formatPhone(raw)).toBe(expected)
  })
})

describe('phoneHref', () => {
  it.each([
    { raw: '0475 12 34 56', expected: 'tel:0475123456' },
    { raw: '010/22.33.44', expected: 'tel:010223344' },
    { raw: '+32 475 12 34 56', expected: 'tel:+32475123456' },
    { raw: '  +32 2 123 45 67 ', expected: 'tel:+3221234567' },
    { raw: '0032 2 123 45 67', expected: 'tel:003221234567' },
    { raw: '', expected: 'tel:' },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(phoneHref(raw)).toBe(expected)
  })
})
