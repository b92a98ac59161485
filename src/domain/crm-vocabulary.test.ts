import { describe, expect, it } from 'vitest'
import { LOCALES } from '#/i18n/locales.ts'
import {
  CRM_VOCABULARY,
  findCrmTerm,
  normalizeCrmValue,
  translateCrmList,
  translateCrmValue,
  type CrmTerm,
  type CrmVocabulary,
} from './crm-vocabulary.ts'

const KINDS = Object.keys(CRM_VOCABULARY) as CrmVocabulary[]
const entries = (kind: CrmVocabulary) => CRM_VOCABULARY[kind] as ReadonlyArray<CrmTerm>

describe('the vocabulary table', () => {
  it.each(KINDS)('%s: every term is written in nl, fr, en and de', (kind) => {
    for (const entry of entries(kind))
      for (const locale of LOCALES) expect(entry[locale].trim(), `${kind} ${entry.en} in ${locale}`).not.toBe('')
  })

  it.each(KINDS)('%s: no form of one term is a form of another (a lookup has one answer)', (kind) => {
    const owner = new Map<string, CrmTerm>()
    for (const entry of entries(kind)) {
      for (const form of [...LOCALES.map((locale) => entry[locale]), ...(entry.also ?? [])]) {
        const key = normalizeCrmValue(form)
        const previous = owner.get(key)
        expect(previous === undefined || previous === entry, `'${form}' belongs to '${previous?.en}' and '${entry.en}'`).toBe(true)
        owner.set(key, entry)
      }
    }
  })

  it.each(KINDS)('%s: every term finds itself from each of its languages', (kind) => {
    for (const entry of entries(kind)) for (const locale of LOCALES) expect(findCrmTerm(kind, entry[locale])).toBe(entry)
  })
})

describe('normalizeCrmValue', () => {
  it.each([
    ['Chauffage central au GAZ', 'chauffage central au gaz'],
    ['  chauffage   électrique ', 'chauffage electrique'],
    ['cuisine super-équipée', 'cuisine super equipee'],
    ['À l’acte', "a l'acte"],
    ['Attestation du sol : catégorie 0', 'attestation du sol:categorie 0'],
    ['Attestation du sol: catégorie 0', 'attestation du sol:categorie 0'],
    ['Fußbodenheizung', 'fussbodenheizung'],
    ['bij akte.', 'bij akte'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCrmValue(input)).toBe(expected)
  })
})

// Values as the CRM sends them in French and in Dutch, and what each page language shows.
// Written out here from Belgian usage, not read from the table.
describe('known values are translated, whichever language they came in', () => {
  it.each([
    {
      kind: 'heating',
      fr: 'chauffage central au gaz',
      nl: 'centrale verwarming op gas',
      expected: { nl: 'centrale verwarming op gas', fr: 'chauffage central au gaz', en: 'gas central heating', de: 'Gaszentralheizung' },
    },
    {
      kind: 'heating',
      fr: 'Chauffage central au mazout',
      nl: 'centrale verwarming op stookolie',
      expected: {
        nl: 'centrale verwarming op stookolie',
        fr: 'chauffage central au mazout',
        en: 'oil-fired central heating',
        de: 'Ölzentralheizung',
      },
    },
    {
      kind: 'heating',
      fr: 'pompe à chaleur',
      nl: 'Warmtepomp',
      expected: { nl: 'warmtepomp', fr: 'pompe à chaleur', en: 'heat pump', de: 'Wärmepumpe' },
    },
    {
      kind: 'kitchen',
      fr: 'cuisine super équipée',
      nl: 'volledig ingerichte keuken',
      expected: {
        nl: 'volledig ingerichte keuken',
        fr: 'cuisine super-équipée',
        en: 'fully fitted kitchen',
        de: 'voll ausgestattete Einbauküche',
      },
    },
    {
      kind: 'glazing',
      fr: 'double vitrage',
      nl: 'dubbele beglazing',
      expected: { nl: 'dubbele beglazing', fr: 'double vitrage', en: 'double glazing', de: 'Doppelverglasung' },
    },
    { kind: 'windowFrame', fr: 'bois', nl: 'hout', expected: { nl: 'hout', fr: 'bois', en: 'wood', de: 'Holz' } },
    {
      kind: 'roofType',
      fr: 'toiture à deux versants',
      nl: 'zadeldak',
      expected: { nl: 'zadeldak', fr: 'toiture à deux versants', en: 'gable roof', de: 'Satteldach' },
    },
    {
      kind: 'availability',
      fr: 'à la livraison',
      nl: 'bij oplevering',
      expected: { nl: 'bij oplevering', fr: 'à la livraison', en: 'on completion', de: 'bei Fertigstellung' },
    },
    {
      kind: 'availability',
      fr: "à l'acte",
      nl: 'bij akte',
      expected: { nl: 'bij akte', fr: "à l'acte", en: 'on signing of the deed', de: 'bei Unterzeichnung der Urkunde' },
    },
    {
      kind: 'soilCertificate',
      fr: 'Extrait BDES vierge',
      nl: 'Blanco uittreksel uit de Waalse bodemdatabank',
      expected: {
        nl: 'blanco uittreksel uit de Waalse bodemdatabank (BDES)',
        fr: 'extrait BDES vierge',
        en: 'clean extract from the Walloon soil database (BDES)',
        de: 'Auszug aus der wallonischen Bodendatenbank (BDES) ohne Eintrag',
      },
    },
    {
      kind: 'soilCertificate',
      fr: 'Attestation du sol : catégorie 0',
      nl: 'Bodemattest: categorie 0',
      expected: {
        nl: 'bodemattest: categorie 0',
        fr: 'attestation du sol : catégorie 0',
        en: 'soil certificate: category 0',
        de: 'Bodenbescheinigung: Kategorie 0',
      },
    },
    {
      kind: 'orientation',
      fr: 'Sud-Ouest',
      nl: 'zuidwest',
      expected: { nl: 'zuidwest', fr: 'sud-ouest', en: 'south-west', de: 'Südwest' },
    },
    { kind: 'orientation', fr: 'SW', nl: 'SW', expected: { nl: 'zuidwest', fr: 'sud-ouest', en: 'south-west', de: 'Südwest' } },
  ] as const)('$kind: $fr / $nl', ({ kind, fr, nl, expected }) => {
    expect(findCrmTerm(kind, fr)).toBeDefined()
    expect(findCrmTerm(kind, fr)).toBe(findCrmTerm(kind, nl))
    for (const locale of LOCALES) {
      expect(translateCrmValue(kind, fr, locale, 'fr')).toEqual({ text: expected[locale] })
      expect(translateCrmValue(kind, nl, locale, 'nl')).toEqual({ text: expected[locale] })
    }
  })
})

describe('unknown values pass through, marked with the record language', () => {
  it.each([
    { kind: 'heating', raw: 'chauffage par géothermie', record: 'fr', locale: 'nl' },
    { kind: 'kitchen', raw: '  keuken met kookeiland ', record: 'nl', locale: 'de' },
    { kind: 'delivery', raw: 'dès obtention du permis', record: 'fr', locale: 'en' },
  ] as const)('$raw ($record) on a $locale page', ({ kind, raw, record, locale }) => {
    expect(translateCrmValue(kind, raw, locale, record)).toEqual({ text: raw.trim(), lang: record })
  })

  it('a known value carries no lang, an empty one gives nothing to show', () => {
    expect(translateCrmValue('heating', 'warmtepomp', 'fr', 'nl')).toEqual({ text: 'pompe à chaleur' })
    expect(translateCrmValue('heating', '   ', 'fr', 'nl')).toEqual({ text: '' })
    expect(translateCrmValue('heating', undefined, 'fr', 'nl')).toEqual({ text: '' })
  })
})

describe('translateCrmList (interior and exterior comfort)', () => {
  it('translates each item, keeps an unknown one with its language', () => {
    expect(translateCrmList('interior', 'parquet, feu ouvert, sauna infrarouge', 'nl', 'fr')).toEqual([
      { text: 'parketvloer' },
      { text: 'open haard' },
      { text: 'sauna infrarouge', lang: 'fr' },
    ])
    expect(translateCrmList('exterior', 'zwembad; laadpaal', 'de', 'nl')).toEqual([
      { text: 'Schwimmbecken' },
      { text: 'Ladestation für Elektroautos' },
    ])
    expect(translateCrmList('exterior', '', 'de', 'nl')).toEqual([])
  })
})

describe('project delivery', () => {
  it.each([
    { raw: 'Automne 2027', expected: { nl: 'najaar 2027', fr: 'automne 2027', en: 'autumn 2027', de: 'Herbst 2027' } },
    { raw: 'Najaar 2027', expected: { nl: 'najaar 2027', fr: 'automne 2027', en: 'autumn 2027', de: 'Herbst 2027' } },
    { raw: 'Printemps 2028', expected: { nl: 'voorjaar 2028', fr: 'printemps 2028', en: 'spring 2028', de: 'Frühjahr 2028' } },
    { raw: 'Lente 2028', expected: { nl: 'voorjaar 2028', fr: 'printemps 2028', en: 'spring 2028', de: 'Frühjahr 2028' } },
    { raw: 'Été 2026', expected: { nl: 'zomer 2026', fr: 'été 2026', en: 'summer 2026', de: 'Sommer 2026' } },
    { raw: 'Hiver 2026', expected: { nl: 'winter 2026', fr: 'hiver 2026', en: 'winter 2026', de: 'Winter 2026' } },
    { raw: 'Q3 2027', expected: { nl: 'derde kwartaal 2027', fr: '3e trimestre 2027', en: 'Q3 2027', de: '3. Quartal 2027' } },
    { raw: 'T1 2028', expected: { nl: 'eerste kwartaal 2028', fr: '1er trimestre 2028', en: 'Q1 2028', de: '1. Quartal 2028' } },
    { raw: '2ème trimestre 2027', expected: { nl: 'tweede kwartaal 2027', fr: '2e trimestre 2027', en: 'Q2 2027', de: '2. Quartal 2027' } },
    { raw: '4de kwartaal 2027', expected: { nl: 'vierde kwartaal 2027', fr: '4e trimestre 2027', en: 'Q4 2027', de: '4. Quartal 2027' } },
    {
      raw: '1er semestre 2028',
      expected: { nl: 'eerste helft van 2028', fr: '1er semestre 2028', en: 'first half of 2028', de: '1. Halbjahr 2028' },
    },
    { raw: 'Fin 2027', expected: { nl: 'eind 2027', fr: 'fin 2027', en: 'end of 2027', de: 'Ende 2027' } },
    { raw: 'Eind 2027', expected: { nl: 'eind 2027', fr: 'fin 2027', en: 'end of 2027', de: 'Ende 2027' } },
    { raw: 'End of 2027', expected: { nl: 'eind 2027', fr: 'fin 2027', en: 'end of 2027', de: 'Ende 2027' } },
    { raw: 'Début 2028', expected: { nl: 'begin 2028', fr: 'début 2028', en: 'early 2028', de: 'Anfang 2028' } },
    { raw: 'mi-2027', expected: { nl: 'midden 2027', fr: 'mi-2027', en: 'mid-2027', de: 'Mitte 2027' } },
    { raw: 'septembre 2027', expected: { nl: 'september 2027', fr: 'septembre 2027', en: 'September 2027', de: 'September 2027' } },
    { raw: 'Maart 2028', expected: { nl: 'maart 2028', fr: 'mars 2028', en: 'March 2028', de: 'März 2028' } },
    { raw: '2027', expected: { nl: '2027', fr: '2027', en: '2027', de: '2027' } },
  ] as const)('$raw', ({ raw, expected }) => {
    for (const locale of LOCALES) expect(translateCrmValue('delivery', raw, locale, 'fr')).toEqual({ text: expected[locale] })
  })
})
