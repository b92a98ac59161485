import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FeedProjectSchema, FeedPropertySchema } from '#/listings/crm-feed.ts'
import {
  crmFieldName,
  deletedIdsFromCrm,
  DISPLAY_FIELDS,
  ourFieldName,
  projectRecordFromCrm,
  propertyRecordFromCrm,
} from './crm-records.ts'

const row = {
  ID: 4100123,
  Goal: 0,
  City: 'Wavre',
  Zip: '1300',
  TypeDescription: 'Maison 3 façades',
  WebID: 1,
  Price: 395_000,
  PublishPrice: true,
  Description: 'Belle maison.',
  Bedrooms: 3,
  CreationDate: '2026-07-01 10:30:00',
  SurfaceTotal: 512,
  HasGarden: true,
  Facades: 3,
  Viager: { Bouquet: 50_000, Heads: [{ Age: 78, Gender: 'female' }] },
  SomethingWeDoNotKnow: 'ignored',
  Street: null,
}

describe('CRM rows as feed records (decision 016)', () => {
  it('names our detail keys in PascalCase and back', () => {
    expect(crmFieldName('surfaceTotal')).toBe('SurfaceTotal')
    expect(ourFieldName('SurfaceTotal')).toBe('surfaceTotal')
    expect(DISPLAY_FIELDS).toContain('EPCLabelText')
    expect(DISPLAY_FIELDS).toContain('HasGarden')
  })

  it('maps a property row, its pictures and documents onto a valid feed record', () => {
    const record = propertyRecordFromCrm(
      row,
      'fr',
      [{ ID: 1, Url: 'https://pictures.example/1.jpg', Width: 1600, Height: 1067, Name: 'Façade' }],
      [
        { ID: 7, ObjectID: 4100123, Name: 'PEB', DocumentTypeID: 1, ContentType: 'application/pdf', Size: 1200, Publish: true },
        { ID: 8, ObjectID: 4100123, Name: 'Plan', DocumentTypeID: 42, Publish: false },
      ],
    )
    const parsed = v.parse(FeedPropertySchema, record)
    expect(parsed.language).toBe('fr')
    expect(parsed.Details).toEqual({
      surfaceTotal: 512,
      hasGarden: true,
      facades: 3,
      viager: { bouquet: 50_000, heads: [{ age: 78, gender: 'female' }] },
    })
    // 10:30 in Brussels in July is 08:30 UTC.
    expect(parsed.CreatedAt).toBe('2026-07-01T08:30:00.000Z')
    expect(parsed.Pictures).toEqual([{ Url: 'https://pictures.example/1.jpg', Width: 1600, Height: 1067, ID: 1, Name: 'Façade' }])
    expect(parsed.Documents?.map((document) => [document.Kind, document.Public])).toEqual([
      ['epc', true],
      ['other', false],
    ])
    expect(record).not.toHaveProperty('SomethingWeDoNotKnow')
    expect(record).not.toHaveProperty('Street')
  })

  it("keeps each document's https download address; an address in clear or of another kind reads as none, and the listing stays valid (decision 016)", () => {
    const documents = [
      { ID: 7, ObjectID: 4100123, Name: 'PEB', DocumentTypeID: 1, Publish: true, Url: 'https://files.crm.example/doc/7?sig=abc' },
      { ID: 8, ObjectID: 4100123, Name: 'Plan', DocumentTypeID: 2, Publish: true, Url: 'http://files.crm.example/doc/8' },
      { ID: 9, ObjectID: 4100123, Name: 'Brochure', DocumentTypeID: 4, Publish: true, Url: 'javascript:alert(1)' },
      { ID: 10, ObjectID: 4100123, Name: 'Sol', DocumentTypeID: 3, Publish: false },
      // The local stand-in CRM serves its files over http on this machine.
      { ID: 11, ObjectID: 4100123, Name: 'Local', DocumentTypeID: 1, Publish: true, Url: 'http://localhost:8790/documents/4100123/11.pdf' },
    ]
    const parsed = v.parse(FeedPropertySchema, propertyRecordFromCrm(row, 'fr', [], documents))
    expect(parsed.Documents?.map((document) => document.Url ?? null)).toEqual([
      'https://files.crm.example/doc/7?sig=abc',
      null,
      null,
      null,
      'http://localhost:8790/documents/4100123/11.pdf',
    ])
  })

  it('keeps a malformed row malformed, for the importer to reject with its ID', () => {
    const record = propertyRecordFromCrm({ ...row, Zip: '??', Goal: -1 }, 'nl', [], [])
    const result = v.safeParse(FeedPropertySchema, record)
    expect(result.success).toBe(false)
    expect(record.ID).toBe(4100123)
  })

  it('maps a project row with its units', () => {
    const record = projectRecordFromCrm(
      { ID: 9001, Name: 'Les Jardins', City: 'Wavre', Zip: '1300', Units: [{ ID: 1, Name: 'A1', Sold: false }], Delivery: null },
      'fr',
    )
    expect(v.parse(FeedProjectSchema, record).Units).toHaveLength(1)
    expect(record).not.toHaveProperty('Delivery')
  })

  it('reads deleted ids from a plain list or a list value, dropping what is no id', () => {
    expect(deletedIdsFromCrm([4100001, '4100002', 0, -3, 'x'])).toEqual([4100001, 4100002])
    expect(deletedIdsFromCrm({ Items: [12], RowsCount: 1 })).toEqual([12])
    expect(deletedIdsFromCrm(null)).toEqual([])
  })
})
