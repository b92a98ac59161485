import { describe, expect, it } from 'vitest'
import { matchesAlert, newsKind, type AlertCriteria, type ListingFacts } from './alert-matching.ts'
import { townKey } from './town-names.ts'

const anyAlert: AlertCriteria = {
  goal: 0,
  typeIds: [],
  towns: [],
  zips: [],
  budgetMin: null,
  budgetMax: null,
  minBedrooms: null,
  minBathrooms: null,
  minGarages: null,
  minParkings: null,
  garden: false,
  terrace: false,
}

// A house for sale in Wavre (1300), 350,000 €, 3 bedrooms, 2 bathrooms, a garage, 2 parking places, a garden, no terrace.
const house: ListingFacts = {
  goal: 0,
  status: 'available',
  withdrawn: false,
  typeIds: [1],
  zip: '1300',
  city: 'Wavre',
  price: 350_000,
  publishPrice: true,
  bedrooms: 3,
  bathrooms: 2,
  garages: 1,
  parkings: 2,
  garden: true,
  terrace: false,
}

describe('a search alert against a listing (spec §3 "Demand register", decision 017)', () => {
  it.each<[string, Partial<AlertCriteria>, Partial<ListingFacts>, boolean]>([
    ['an alert without criteria but the goal takes any listing of its goal', {}, {}, true],
    ['goal: for rent does not take a sale', { goal: 1 }, {}, false],
    ['type: a house alert takes a house', { typeIds: [1] }, {}, true],
    ['type: an apartment alert does not take a house', { typeIds: [2] }, {}, false],
    ['type: any of the listing’s types counts', { typeIds: [5] }, { typeIds: [1, 5] }, true],
    ['town: by its own name', { towns: ['wavre'] }, {}, true],
    ['town: by its other language’s name', { towns: ['waver'] }, {}, true],
    ['town: as typed, accents and case aside', { towns: ['WAVRE'] }, {}, true],
    ['town: Waver finds a listing stored as Wavre and the other way round', { towns: ['wavre'] }, { city: 'Waver' }, true],
    [
      'town: stored as the key of all its names (townKey), either stored name',
      { towns: [townKey('Waver', '1300')] },
      { city: 'Waver' },
      true,
    ],
    ['town: another town does not match', { towns: ['limal'] }, {}, false],
    ['town: Luik finds Liège', { towns: ['luik'] }, { city: 'Liège', zip: '4000' }, true],
    ['zip: its postal code', { zips: ['1300'] }, {}, true],
    ['zip: another postal code', { zips: ['1340'] }, {}, false],
    ['zones: a town or a postal code is enough', { zips: ['1340'], towns: ['waver'] }, {}, true],
    ['budget: within', { budgetMin: 300_000, budgetMax: 400_000 }, {}, true],
    ['budget: the maximum itself', { budgetMax: 350_000 }, {}, true],
    ['budget: above the maximum', { budgetMax: 349_999 }, {}, false],
    ['budget: under the minimum', { budgetMin: 360_000 }, {}, false],
    ['budget: a price on request never answers a budget', { budgetMax: 1_000_000 }, { publishPrice: false }, false],
    ['budget: no price never answers a budget', { budgetMin: 1 }, { price: null }, false],
    ['budget: a price of 0 is on request', { budgetMax: 400_000 }, { price: 0 }, false],
    ['budget: without a budget, a price on request matches', {}, { publishPrice: false, price: null }, true],
    ['bedrooms: enough', { minBedrooms: 3 }, {}, true],
    ['bedrooms: too few', { minBedrooms: 4 }, {}, false],
    ['bedrooms: unknown counts as none', { minBedrooms: 1 }, { bedrooms: null }, false],
    ['bathrooms: enough', { minBathrooms: 2 }, {}, true],
    ['bathrooms: too few', { minBathrooms: 3 }, {}, false],
    ['garages: enough', { minGarages: 1 }, {}, true],
    ['garages: too few', { minGarages: 2 }, {}, false],
    ['parking: enough', { minParkings: 2 }, {}, true],
    ['parking: too few', { minParkings: 3 }, {}, false],
    ['garden: wanted and there', { garden: true }, {}, true],
    ['garden: wanted and missing', { garden: true }, { garden: false }, false],
    ['terrace: wanted and missing', { terrace: true }, {}, false],
    ['terrace: wanted and there', { terrace: true }, { terrace: true }, true],
    ['status: under option still matches', {}, { status: 'option' }, true],
    ['status: sold never matches', {}, { status: 'sold' }, false],
    ['status: rented never matches', { goal: 1 }, { goal: 1, status: 'rented' }, false],
    ['status: withdrawn never matches', {}, { withdrawn: true }, false],
  ])('%s', (_, alert, listing, expected) => {
    expect(matchesAlert({ ...anyAlert, ...alert }, { ...house, ...listing })).toBe(expected)
  })
})

describe('what a listing is for an alert in a run: new, a price drop, or nothing', () => {
  const window = { from: '2026-11-26T10:00:00.000Z', until: '2026-11-26T10:05:00.000Z' }
  const confirmed = '2026-11-01T00:00:00.000Z'
  it.each<[string, string, { firstSeenAt: string | null; priceDroppedAt: string | null }, Array<'new' | 'price-drop'>, string | undefined]>(
    [
      ['first seen in the window: new', confirmed, { firstSeenAt: '2026-11-26T10:01:00.000Z', priceDroppedAt: null }, [], 'new'],
      [
        'first seen before the window: nothing',
        confirmed,
        { firstSeenAt: '2026-11-26T09:59:59.999Z', priceDroppedAt: null },
        [],
        undefined,
      ],
      ['first seen at the window’s end: the next run', confirmed, { firstSeenAt: window.until, priceDroppedAt: null }, [], undefined],
      ['first seen at the window’s start: this run', confirmed, { firstSeenAt: window.from, priceDroppedAt: null }, [], 'new'],
      [
        'arrived before the alert was confirmed: nothing',
        '2026-11-26T10:02:00.000Z',
        { firstSeenAt: '2026-11-26T10:01:00.000Z', priceDroppedAt: null },
        [],
        undefined,
      ],
      [
        'price dropped in the window: a price drop',
        confirmed,
        { firstSeenAt: '2026-10-01T00:00:00.000Z', priceDroppedAt: '2026-11-26T10:01:00.000Z' },
        ['new'],
        'price-drop',
      ],
      [
        'price dropped after the confirmation of an alert that came later: a price drop',
        '2026-11-20T00:00:00.000Z',
        { firstSeenAt: '2026-10-01T00:00:00.000Z', priceDroppedAt: '2026-11-26T10:01:00.000Z' },
        [],
        'price-drop',
      ],
      [
        'a second price drop is not mailed',
        confirmed,
        { firstSeenAt: '2026-10-01T00:00:00.000Z', priceDroppedAt: '2026-11-26T10:01:00.000Z' },
        ['new', 'price-drop'],
        undefined,
      ],
      [
        'new and dropped within the window: new',
        confirmed,
        { firstSeenAt: '2026-11-26T10:01:00.000Z', priceDroppedAt: '2026-11-26T10:02:00.000Z' },
        [],
        'new',
      ],
      ['already mailed as new: nothing', confirmed, { firstSeenAt: '2026-11-26T10:01:00.000Z', priceDroppedAt: null }, ['new'], undefined],
    ],
  )('%s', (_, confirmedAt, listing, mailed, expected) => {
    expect(newsKind(confirmedAt, listing, window, new Set(mailed))).toBe(expected)
  })
})
