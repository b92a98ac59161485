import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { FeedProjectSchema, FeedPropertySchema } from '../../src/listings/crm-feed.ts'
import { findCrmTerm, translateCrmList, translateCrmValue, type CrmVocabulary } from '../../src/domain/crm-vocabulary.ts'
import type { PropertyDetails } from '../../src/listings/property-details.ts'
import { generateDemoFeed } from './generate-feed.ts'
import * as texts from './texts.ts'

// The demo feed speaks the CRM's closed vocabularies in French and Dutch; every value it sends must
// be in src/domain/crm-vocabulary.ts, or the demo site would show French words on Dutch pages.

const feed = generateDemoFeed()
// generate-feed.test.ts validates every record against these schemas; here they are read typed.
const properties = feed.properties as Array<v.InferOutput<typeof FeedPropertySchema>>
const projects = feed.projects as Array<v.InferOutput<typeof FeedProjectSchema>>

/** Each details field with a closed vocabulary, and how it is read (lists are comma-separated). */
const FIELDS = {
  heating: 'heating',
  kitchen: 'kitchen',
  windowGlazing: 'glazing',
  windowFrame: 'windowFrame',
  roofType: 'roofType',
  roofMaterial: 'roofMaterial',
  roofCondition: 'roofCondition',
  availability: 'availability',
  soilCertificate: 'soilCertificate',
  floodZone: 'floodZone',
  planningInformation: 'planning',
  areaApplication: 'areaApplication',
  gardenOrientation: 'orientation',
  terraceOrientation: 'orientation',
  rearOrientation: 'orientation',
} as const satisfies Partial<Record<keyof PropertyDetails, CrmVocabulary>>
const LISTS = { interiorComfort: 'interior', exteriorComfort: 'exterior' } as const satisfies Partial<
  Record<keyof PropertyDetails, CrmVocabulary>
>

describe('every closed-vocabulary value of the demo feed is translated', () => {
  const records = properties.filter((record) => record.language === 'fr' || record.language === 'nl')

  it.each(Object.entries(FIELDS))('%s', (field, kind) => {
    const unknown = new Set<string>()
    for (const record of records) {
      const value = record.Details?.[field as keyof typeof FIELDS]
      if (typeof value === 'string' && translateCrmValue(kind, value, 'de', record.language).lang) unknown.add(value)
    }
    expect([...unknown]).toEqual([])
  })

  it.each(Object.entries(LISTS))('%s', (field, kind) => {
    const unknown = new Set<string>()
    for (const record of records) {
      for (const item of translateCrmList(kind, record.Details?.[field as keyof typeof LISTS], 'de', record.language))
        if (item.lang) unknown.add(item.text)
    }
    expect([...unknown]).toEqual([])
  })

  it('project deliveries', () => {
    const unknown = projects.filter(
      (project) => project.Delivery && translateCrmValue('delivery', project.Delivery, 'de', project.language).lang,
    )
    expect(unknown.map((project) => project.Delivery)).toEqual([])
  })
})

// The demo's French and Dutch forms of a word are one term of the vocabulary. Flood zones are the
// exception: the demo pairs a Walloon hazard level with a Flemish class, which are different terms.
const PAIRED_TABLES = {
  heating: texts.HEATING,
  kitchen: texts.KITCHEN,
  glazing: texts.GLAZING,
  windowFrame: texts.WINDOW_FRAME,
  roofType: texts.ROOF_TYPE,
  roofMaterial: texts.ROOF_MATERIAL,
  roofCondition: texts.ROOF_CONDITION,
  availability: texts.AVAILABILITY,
  soilCertificate: texts.SOIL_CERTIFICATE,
  planning: texts.PLANNING,
  areaApplication: texts.AREA_APPLICATION,
  interior: texts.INTERIOR,
  exterior: texts.EXTERIOR,
} as const satisfies Partial<Record<CrmVocabulary, Record<string, texts.Tri>>>

describe('the demo’s French and Dutch words are one term', () => {
  it.each(Object.entries(PAIRED_TABLES))('%s', (kind, table) => {
    for (const word of Object.values(table)) {
      const term = findCrmTerm(kind as CrmVocabulary, word.fr)
      expect(term, word.fr).toBeDefined()
      expect(findCrmTerm(kind as CrmVocabulary, word.nl), word.nl).toBe(term)
    }
  })
})
