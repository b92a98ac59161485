import { describe, expect, it } from 'vitest'
import { citySlug, propertySlug, SLUG_MAX_LENGTH, slugify } from './slugs.ts'

describe('slugify', () => {
  it.each([
    ['Liège', 'liege'],
    ['Sint-Genesius-Rode', 'sint-genesius-rode'],
    ["'s-Gravenbrakel", 's-gravenbrakel'],
    ['’s-Gravenbrakel', 's-gravenbrakel'],
    ['Écaussinnes', 'ecaussinnes'],
    ['Braine-l’Alleud', 'braine-l-alleud'],
    ['Ottignies-Louvain-la-Neuve', 'ottignies-louvain-la-neuve'],
    ['Maison & jardin', 'maison-jardin'],
    ['Maison&jardin', 'maison-jardin'],
    ['  --Villa 4 façades!!  ', 'villa-4-facades'],
    ['Straße', 'strasse'],
    ['Cœur de ville', 'coeur-de-ville'],
    ['Überschwemmungsgebiet', 'uberschwemmungsgebiet'],
    ['Appartement 2ch. — 85 m²', 'appartement-2ch-85-m2'],
    ['Loft ﬁnition luxe', 'loft-finition-luxe'],
    ['', ''],
    ['—', ''],
    ['Москва', ''],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it.each([
    ['Maison de maître avec jardin', 20, 'maison-de-maitre'],
    ['maison-de-maitre-avec', 16, 'maison-de-maitre'],
    ['abc defghijklmnopqrstuvwxyz', 10, 'abc-defghi'],
    ['abcdefghijklmnopqrstuvwxyz', 5, 'abcde'],
    ['Villa', 80, 'villa'],
    ['Villa', 0, ''],
    ['Villa', -3, ''],
  ])('cuts %s at %i characters on a dash when it keeps half: %s', (text, max, slug) => {
    expect(slugify(text, max)).toBe(slug)
  })

  it('never exceeds the default length', () => {
    const slug = slugify('Superbe villa '.repeat(20))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(new Set(slug.split('-'))).toEqual(new Set(['superbe', 'villa']))
  })
})

describe('property slug (spec §2: sold listings show "- VENDU -" in French)', () => {
  it.each<[string, Parameters<typeof propertySlug>[0], string]>([
    ['the type first', { typeName: 'Maison de maître', title: 'Belle villa', language: 'fr' }, 'maison-de-maitre'],
    ['the title without a type', { typeName: null, title: 'Belle villa à Wavre', language: 'fr' }, 'belle-villa-a-wavre'],
    ['the title when the type has no slug characters', { typeName: '—', title: 'Loft', language: 'en' }, 'loft'],
    ['fr fallback', { language: 'fr' }, 'bien'],
    ['nl fallback', { title: '', typeName: '', language: 'nl' }, 'pand'],
    ['en fallback', { title: null, language: 'en' }, 'property'],
    ['de fallback', { language: 'de' }, 'immobilie'],
    ['sold in French', { typeName: 'Villa', status: 'sold', language: 'fr' }, 'vendu-villa'],
    ['sold in French with the fallback', { status: 'sold', language: 'fr' }, 'vendu-bien'],
    ['sold in Dutch', { typeName: 'Villa', status: 'sold', language: 'nl' }, 'villa'],
    ['sold in English', { typeName: 'Villa', status: 'sold', language: 'en' }, 'villa'],
    ['sold in German', { typeName: 'Villa', status: 'sold', language: 'de' }, 'villa'],
    ['under option in French', { typeName: 'Villa', status: 'option', language: 'fr' }, 'villa'],
    ['rented in French', { typeName: 'Villa', status: 'rented', language: 'fr' }, 'villa'],
    ['available in French', { typeName: 'Villa', status: 'available', language: 'fr' }, 'villa'],
  ])('%s', (_name, input, slug) => {
    expect(propertySlug(input)).toBe(slug)
  })

  it.each<[Parameters<typeof propertySlug>[0]['language'], Parameters<typeof propertySlug>[0]['status']]>([
    ['fr', 'sold'],
    ['fr', 'available'],
    ['nl', 'sold'],
  ])('keeps the %s segment (%s) within the length limit, prefix included', (language, status) => {
    const slug = propertySlug({ title: 'Magnifique propriété '.repeat(10), language, status })
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    // Cut between words, never inside one.
    expect(new Set(slug.split('-'))).toEqual(
      new Set([...(status === 'sold' && language === 'fr' ? ['vendu'] : []), 'magnifique', 'propriete']),
    )
    expect(slug.startsWith('vendu-')).toBe(language === 'fr' && status === 'sold')
  })
})

describe('city slug', () => {
  it.each([
    ['Liège', 'liege'],
    ['Sint-Genesius-Rode', 'sint-genesius-rode'],
    ["'s-Gravenbrakel", 's-gravenbrakel'],
    ['Écaussinnes', 'ecaussinnes'],
    ['', 'x'],
    ['???', 'x'],
  ])('%s → %s', (city, slug) => {
    expect(citySlug(city)).toBe(slug)
  })
})
