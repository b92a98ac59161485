import { crmListItems } from '#/server/crm/omnicasa-protocol.ts'
import { describe, expect, it } from 'vitest'
import {
  BROKER_RELATION_TYPE,
  brokerFromCrm,
  calendarFromCrm,
  communicationsFromCrm,
  mediaFromCrm,
  portalVisitsFromCrm,
} from './owner-crm-rows.ts'

// The CRM's owner history rows as the portal's rows (decision 016): each id the tables know, dates in
// Brussels time, and rows that do not validate left out and counted.

const calendarRow = (fields: Record<string, unknown> = {}) => ({
  ID: 1,
  StartDate: '2026-11-20 14:30:00',
  TypeID: 1,
  StatusID: 3,
  ContactName: 'Els Claes',
  Subject: 'Bezoek',
  Comment: 'Vindt de tuin klein.',
  ...fields,
})
const communicationRow = (fields: Record<string, unknown> = {}) => ({
  ID: 1,
  Date: '2026-11-20 17:00:00',
  MediumID: 1,
  DirectionID: 2,
  ContactName: 'Sophie',
  Subject: 'Verslag',
  Summary: 'Stand van zaken',
  ...fields,
})

describe('calendar history', () => {
  it.each([
    [1, 'visit'],
    [2, 'open-house'],
    [3, 'valuation'],
    [4, 'photo-shoot'],
    [5, 'meeting'],
    [6, 'signing'],
  ])('type id %i is %s', (TypeID, type) => {
    expect(calendarFromCrm([calendarRow({ TypeID })]).rows[0]?.type).toBe(type)
  })

  it.each([
    [1, 'planned'],
    [2, 'confirmed'],
    [3, 'done'],
    [4, 'cancelled'],
  ])('status id %i is %s', (StatusID, status) => {
    expect(calendarFromCrm([calendarRow({ StatusID })]).rows[0]?.status).toBe(status)
  })

  it('reads the date as Brussels time (UTC+1 in November) and keeps the texts', () => {
    expect(calendarFromCrm([calendarRow()])).toEqual({
      rows: [
        {
          startsAt: '2026-11-20T13:30:00.000Z',
          type: 'visit',
          status: 'done',
          contact: 'Els Claes',
          subject: 'Bezoek',
          comment: 'Vindt de tuin klein.',
        },
      ],
      skipped: 0,
    })
  })

  it('reads WCF dates and treats an empty comment as none', () => {
    const [row] = calendarFromCrm([calendarRow({ StartDate: '/Date(1784541600000+0200)/', Comment: '  ', ContactName: null })]).rows
    expect(row).toMatchObject({ startsAt: new Date(1784541600000).toISOString(), comment: null, contact: null })
  })

  it.each([
    ['an unknown type id', { TypeID: 99 }],
    ['an unknown status id', { StatusID: 0 }],
    ['no date', { StartDate: null }],
    ['a date that is none', { StartDate: 'tomorrow' }],
    ['no subject', { Subject: undefined }],
    ['a type id as text', { TypeID: 'visit' }],
  ])('skips and counts a row with %s', (_, fields) => {
    expect(calendarFromCrm([calendarRow(), calendarRow(fields), null, 'row'])).toMatchObject({ rows: [{ type: 'visit' }], skipped: 3 })
  })
})

describe('communications', () => {
  it.each([
    [1, 'email'],
    [2, 'phone'],
    [3, 'letter'],
    [4, 'sms'],
    [5, 'meeting'],
  ])('medium id %i is %s', (MediumID, channel) => {
    expect(communicationsFromCrm([communicationRow({ MediumID })]).rows[0]?.channel).toBe(channel)
  })

  it.each([
    [1, 'in'],
    [2, 'out'],
  ])('direction id %i is %s', (DirectionID, direction) => {
    expect(communicationsFromCrm([communicationRow({ DirectionID })]).rows[0]?.direction).toBe(direction)
  })

  it('maps a whole row and skips one with an unknown medium or direction', () => {
    expect(communicationsFromCrm([communicationRow(), communicationRow({ MediumID: 6 }), communicationRow({ DirectionID: 3 })])).toEqual({
      rows: [
        {
          sentAt: '2026-11-20T16:00:00.000Z',
          channel: 'email',
          direction: 'out',
          contact: 'Sophie',
          subject: 'Verslag',
          summary: 'Stand van zaken',
        },
      ],
      skipped: 2,
    })
  })
})

describe('media online', () => {
  it('maps Online to the status and keeps an http(s) link', () => {
    const rows = mediaFromCrm([
      { ID: 1, MediaName: 'Immoweb', Url: 'https://www.immoweb.be/fr/annonce/123', PublishDate: '2026-10-01 09:00:00', Online: true },
      { ID: 2, MediaName: 'Facebook', Url: null, PublishDate: '2026-10-02', Online: false },
    ])
    expect(rows).toEqual({
      rows: [
        { medium: 'Immoweb', url: 'https://www.immoweb.be/fr/annonce/123', publishedAt: '2026-10-01T07:00:00.000Z', status: 'online' },
        { medium: 'Facebook', url: null, publishedAt: '2026-10-01T22:00:00.000Z', status: 'offline' },
      ],
      skipped: 0,
    })
  })

  it('skips a row whose link the portal must not render, or without a name', () => {
    const rows = mediaFromCrm([
      { MediaName: 'Evil', Url: 'javascript:alert(1)', PublishDate: '2026-10-01', Online: true },
      { MediaName: '', Url: null, PublishDate: '2026-10-01', Online: true },
      { MediaName: 'Zimmo', Url: null, PublishDate: '2026-10-01', Online: 'yes' },
    ])
    expect(rows).toEqual({ rows: [], skipped: 3 })
  })
})

describe('the broker among the relations', () => {
  const person = {
    ID: 102,
    Name: 'Pieter Claes',
    Function: 'Makelaar',
    Phone: '+32 10 22 33 46',
    Email: 'pieter@immo-dyle.be',
    PictureUrl: '/demo/team/pieter.svg',
  }
  it('is the relation of the broker type, not the owner listed before it', () => {
    const found = brokerFromCrm([
      { ID: 1, RelationTypeID: 1, Person: { ID: 9000, Name: 'Jan Peeters', Email: 'jan@example.be' } },
      { ID: 2, RelationTypeID: BROKER_RELATION_TYPE, Person: person },
    ])
    expect(found).toEqual({
      broker: {
        id: 102,
        name: 'Pieter Claes',
        role: 'Makelaar',
        phone: '+32 10 22 33 46',
        email: 'pieter@immo-dyle.be',
        photo: '/demo/team/pieter.svg',
      },
      skipped: 0,
    })
  })

  it('is none when no relation is a broker, and a broker without a name is skipped', () => {
    expect(brokerFromCrm([{ ID: 1, RelationTypeID: 1, Person: { ID: 9000, Name: 'Jan' } }])).toEqual({ broker: null, skipped: 0 })
    expect(brokerFromCrm([{ ID: 2, RelationTypeID: BROKER_RELATION_TYPE, Person: { ...person, Name: ' ' } }])).toEqual({
      broker: null,
      skipped: 1,
    })
    expect(
      brokerFromCrm([{ ID: 2, RelationTypeID: BROKER_RELATION_TYPE, Person: { ...person, PictureUrl: '//evil.test/x.png' } }]),
    ).toEqual({ broker: null, skipped: 1 })
  })
})

describe('portal visits', () => {
  it('counts per Brussels day and portal, adding rows of the same day and portal', () => {
    const visits = portalVisitsFromCrm([
      { Date: '2026-11-20', MediaName: 'Immoweb', Visits: 12 },
      { Date: '2026-11-20 00:00:00', MediaName: 'Immoweb', Visits: 3 },
      { Date: '2026-11-20', MediaName: 'Zimmo', Visits: 4 },
      { Date: '2026-11-21', MediaName: 'Zimmo', Visits: -1 },
      { Date: '2026-11-21', MediaName: 'Zimmo', Visits: 1.5 },
    ])
    expect(visits).toEqual({
      rows: [
        { day: '2026-11-20', portal: 'Immoweb', views: 15 },
        { day: '2026-11-20', portal: 'Zimmo', views: 4 },
      ],
      skipped: 2,
    })
  })
})

describe('list answers', () => {
  it('reads Items, or a bare array, and nothing else', () => {
    expect(crmListItems({ Items: [1], RowsCount: 1 })).toEqual([1])
    expect(crmListItems([2])).toEqual([2])
    expect(crmListItems({ Rows: [] })).toBeNull()
    expect(crmListItems(null)).toBeNull()
  })
})
