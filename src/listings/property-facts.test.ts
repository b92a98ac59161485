import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#/i18n/locales.ts'
import type { PropertyDetail } from './catalogue-types.ts'
import type { PropertyDetails } from './property-details.ts'
import { buildFactGroups, energyFacts, factText, type Fact } from './property-facts.ts'

// Labels come from the Lingui catalogues (checked by src/i18n/catalogues.test.ts); these tests read
// the values: CRM words, numbers, units and dates in the page's language.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const NBSP = '\u00a0'

function property(details: PropertyDetails, recordLanguage: 'nl' | 'fr' = 'fr'): PropertyDetail {
  return {
    id: 4100001,
    goal: 0,
    status: 'available',
    city: 'Wavre',
    town: recordLanguage === 'nl' ? 'Leuven' : 'Wavre',
    zip: recordLanguage === 'nl' ? '3000' : '1300',
    typeId: 1,
    typeName: 'House',
    headline: 'A house',
    headlineLanguage: recordLanguage,
    recordLanguage,
    price: 384000,
    priceUnit: null,
    publishPrice: true,
    marquee: 0,
    bedrooms: 3,
    bathrooms: 1,
    surfaceLiving: 1234.5,
    surfaceGround: 800,
    epcLabel: 'c',
    epcValue: 254.28,
    picture: null,
    projectId: null,
    createdAt: '2026-01-01T00:00:00Z',
    descriptionParagraphs: [],
    descriptionLanguage: 'fr',
    publishAddress: false,
    street: null,
    houseNumber: null,
    boxNr: null,
    countryId: 10,
    countryName: 'Belgique',
    latitude: null,
    longitude: null,
    hasPlace: false,
    mainTypeName: null,
    marqueeName: null,
    priceUnitText: null,
    details,
    pictures: [],
    documents: [],
    languagePaths: {},
    project: null,
    updatedAt: '2026-01-01T00:00:00Z',
  }
}

function facts(detail: PropertyDetail, locale: Locale): Map<string, Fact> {
  return new Map(buildFactGroups(detail, i18n, locale).flatMap((group) => group.facts.map((fact) => [fact.label, fact] as const)))
}

describe('CRM values in the page language', () => {
  const walloon = property({
    heating: 'chauffage central au gaz',
    kitchen: 'cuisine super-équipée',
    windowGlazing: 'double vitrage',
    roofType: 'toiture à deux versants',
    roofMaterial: 'ardoises',
    availability: 'à la livraison',
    soilCertificate: 'Extrait BDES vierge',
    gardenOrientation: 'SW',
    interiorComfort: 'parquet, feu ouvert, sauna infrarouge',
  })

  it.each([
    { locale: 'nl', label: 'Heating', expected: 'centrale verwarming op gas' },
    { locale: 'de', label: 'Heating', expected: 'Gaszentralheizung' },
    { locale: 'fr', label: 'Heating', expected: 'chauffage central au gaz' },
    { locale: 'en', label: 'Kitchen', expected: 'fully fitted kitchen' },
    { locale: 'nl', label: 'Glazing', expected: 'dubbele beglazing' },
    { locale: 'de', label: 'Roof', expected: 'Satteldach, Schiefer' },
    { locale: 'nl', label: 'Availability', expected: 'bij oplevering' },
    { locale: 'en', label: 'Soil certificate', expected: 'clean extract from the Walloon soil database (BDES)' },
    { locale: 'de', label: 'Garden orientation', expected: 'Südwest' },
    { locale: 'nl', label: 'Interior', expected: 'parketvloer, open haard, sauna infrarouge' },
  ] as const)('$locale $label → $expected', ({ locale, label, expected }) => {
    const fact = facts(walloon, locale).get(label)
    expect(fact && factText(fact)).toBe(expected)
  })

  it('an unknown value keeps the language of the record it came in', () => {
    const interior = facts(walloon, 'nl').get('Interior')!
    expect(interior.value).toEqual([{ text: 'parketvloer' }, { text: 'open haard' }, { text: 'sauna infrarouge', lang: 'fr' }])
    const flemish = property({ heating: 'geothermische warmtepomp' }, 'nl')
    expect(facts(flemish, 'fr').get('Heating')!.value).toEqual([{ text: 'geothermische warmtepomp', lang: 'nl' }])
  })
})

describe('numbers, units and dates follow one convention', () => {
  const detail = property({ epcTotal: 39220, co2Emission: 42.4, availableFrom: '2026-11-01', frontWidth: 8.5, cadastralIncome: 1250 })

  it.each([
    { locale: 'en', label: 'Total primary energy use', expected: `39.220${NBSP}kWh per year` },
    { locale: 'nl', label: 'Total primary energy use', expected: `39.220${NBSP}kWh/jaar` },
    { locale: 'fr', label: 'Specific primary energy use', expected: `254,3${NBSP}kWh/m² par an` },
    { locale: 'de', label: 'Specific primary energy use', expected: `254,3${NBSP}kWh/m² pro Jahr` },
    { locale: 'en', label: 'CO₂ emissions', expected: `42,4${NBSP}kg CO₂/m² per year` },
  ] as const)('$locale $label → $expected', ({ locale, label, expected }) => {
    const fact = energyFacts(detail, i18n, locale).find((item) => item.label === label)
    expect(fact && factText(fact)).toBe(expected)
  })

  it.each([
    { locale: 'en', label: 'Available from', expected: '1 November 2026' },
    { locale: 'de', label: 'Available from', expected: '1. November 2026' },
    { locale: 'en', label: 'Living area', expected: `1.234,5${NBSP}m²` },
    { locale: 'fr', label: 'Frontage', expected: `8,5${NBSP}m` },
    { locale: 'en', label: 'Cadastral income', expected: `€${NBSP}1.250` },
  ] as const)('$locale $label → $expected', ({ locale, label, expected }) => {
    const fact = facts(detail, locale).get(label)
    expect(fact && factText(fact)).toBe(expected)
  })
})
