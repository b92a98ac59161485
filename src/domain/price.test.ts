import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MARQUEE_IGNORE_LIST,
  formatEuro,
  headlineStatus,
  MARQUEE,
  PRICE_UNIT_STARTING_FROM,
  priceDisplay,
  type PriceDisplay,
  type PriceInput,
} from './price.ts'

// Intl joins the euro sign and the amount with a no-break space; we keep it and assert it exactly.
const NBSP = '\u00a0'

describe('formatEuro (spec §9 "Price display", §8)', () => {
  it.each([
    { amount: 345000, expected: `€${NBSP}345.000` },
    { amount: 0, expected: `€${NBSP}0` },
    { amount: 950, expected: `€${NBSP}950` },
    { amount: 1234567.6, expected: `€${NBSP}1.234.568` },
    { amount: 1250.4, expected: `€${NBSP}1.250` },
    { amount: -1500, expected: `€${NBSP}-1.500` },
    { amount: Number.NaN, expected: 'NaN' },
    { amount: Number.POSITIVE_INFINITY, expected: 'NaN' },
    { amount: Number.NEGATIVE_INFINITY, expected: 'NaN' },
  ])('$amount → $expected', ({ amount, expected }) => {
    expect(formatEuro(amount)).toBe(expected)
  })
})

describe('priceDisplay (spec §9 "Price display", §4 Goal)', () => {
  const sale = { goal: 0 } as const
  const rent = { goal: 1 } as const
  const cases: Array<{ name: string; input: PriceInput; expected: PriceDisplay }> = [
    {
      name: 'published sale price',
      input: { ...sale, price: 345000, publishPrice: true },
      expected: { kind: 'price', amount: `€${NBSP}345.000`, startingFrom: false, perMonth: false },
    },
    {
      name: 'rent is per month',
      input: { ...rent, price: 950, publishPrice: true },
      expected: { kind: 'price', amount: `€${NBSP}950`, startingFrom: false, perMonth: true },
    },
    {
      name: 'any goal other than 0 is rent',
      input: { goal: 2, price: 950 },
      expected: { kind: 'price', amount: `€${NBSP}950`, startingFrom: false, perMonth: true },
    },
    {
      name: 'PriceUnit 7 is "starting from"',
      input: { ...sale, price: 250000, priceUnit: PRICE_UNIT_STARTING_FROM },
      expected: { kind: 'price', amount: `€${NBSP}250.000`, startingFrom: true, perMonth: false },
    },
    {
      name: 'other price units are plain',
      input: { ...sale, price: 250000, priceUnit: 1 },
      expected: { kind: 'price', amount: `€${NBSP}250.000`, startingFrom: false, perMonth: false },
    },
    {
      name: 'unset publishPrice still shows',
      input: { ...sale, price: 1000, publishPrice: null },
      expected: { kind: 'price', amount: `€${NBSP}1.000`, startingFrom: false, perMonth: false },
    },
    {
      name: 'NaN price shows NaN',
      input: { ...sale, price: Number.NaN },
      expected: { kind: 'price', amount: 'NaN', startingFrom: false, perMonth: false },
    },
    { name: 'unpublished price', input: { ...sale, price: 345000, publishPrice: false }, expected: { kind: 'on-demand' } },
    { name: 'null price', input: { ...sale, price: null }, expected: { kind: 'on-demand' } },
    { name: 'undefined price', input: { ...sale, price: undefined }, expected: { kind: 'on-demand' } },
    { name: 'zero price', input: { ...sale, price: 0, publishPrice: true }, expected: { kind: 'on-demand' } },
    {
      name: 'sold marquee hides the price',
      input: { ...sale, price: 345000, marquee: MARQUEE.sold },
      expected: { kind: 'marquee', marquee: 1 },
    },
    {
      name: 'rented marquee hides the price',
      input: { ...rent, price: 950, marquee: MARQUEE.rented },
      expected: { kind: 'marquee', marquee: 2 },
    },
    {
      name: 'option marquee wins over price on request',
      input: { ...sale, price: null, publishPrice: false, marquee: MARQUEE.option },
      expected: { kind: 'marquee', marquee: 3 },
    },
    {
      name: '"new" marquee is not in the default list',
      input: { ...sale, price: 345000, marquee: MARQUEE.new },
      expected: { kind: 'price', amount: `€${NBSP}345.000`, startingFrom: false, perMonth: false },
    },
    {
      name: 'no marquee',
      input: { ...sale, price: 345000, marquee: MARQUEE.none },
      expected: { kind: 'price', amount: `€${NBSP}345.000`, startingFrom: false, perMonth: false },
    },
    {
      name: 'null marquee',
      input: { ...sale, price: 345000, marquee: null },
      expected: { kind: 'price', amount: `€${NBSP}345.000`, startingFrom: false, perMonth: false },
    },
  ]
  it.each(cases)('$name', ({ input, expected }) => {
    expect(priceDisplay(input, DEFAULT_MARQUEE_IGNORE_LIST)).toEqual(expected)
  })

  it.each([
    { name: 'a custom list is honoured', list: [4], marquee: 4, kind: 'marquee' },
    { name: 'a marquee outside the list shows the price', list: [4], marquee: 1, kind: 'price' },
    { name: '0 never counts, even if listed', list: [0, 1], marquee: 0, kind: 'price' },
    { name: 'an empty list always shows the price', list: [], marquee: 1, kind: 'price' },
  ])('$name', ({ list, marquee, kind }) => {
    expect(priceDisplay({ goal: 0, price: 1000, marquee }, list).kind).toBe(kind)
  })

  it('reads the default ignore list as sold, rented and under option', () => {
    expect(DEFAULT_MARQUEE_IGNORE_LIST).toEqual([1, 2, 3])
  })
})

describe('headlineStatus (spec §4: status in the headline prefix)', () => {
  it.each([
    { input: '- VENDU - Immo Dyle', status: 'sold', headline: 'Immo Dyle' },
    { input: '- OPTION - Immo Dyle', status: 'option', headline: 'Immo Dyle' },
    { input: '- OPTIE - Immo Dyle Ruim huis', status: 'option', headline: 'Immo Dyle Ruim huis' },
    { input: '- VERKOCHT - Immo Dyle', status: 'sold', headline: 'Immo Dyle' },
    { input: '- SOLD - Immo Dyle', status: 'sold', headline: 'Immo Dyle' },
    { input: '- vendu - Villa 4 façades', status: 'sold', headline: 'Villa 4 façades' },
    { input: '  -   Option   -   Appartement 2 ch.  ', status: 'option', headline: 'Appartement 2 ch.' },
    { input: '-VENDU-Maison', status: 'sold', headline: 'Maison' },
    { input: '- VENDU -', status: 'sold', headline: '' },
    { input: 'Maison - VENDU - Immo Dyle', status: undefined, headline: 'Maison - VENDU - Immo Dyle' },
    { input: 'VENDU Immo Dyle', status: undefined, headline: 'VENDU Immo Dyle' },
    { input: '- VENDUE - Maison', status: undefined, headline: '- VENDUE - Maison' },
    { input: '  Villa met tuin ', status: undefined, headline: 'Villa met tuin' },
    { input: '', status: undefined, headline: '' },
    { input: null, status: undefined, headline: '' },
    { input: undefined, status: undefined, headline: '' },
  ])('$input → $status / $headline', ({ input, status, headline }) => {
    expect(headlineStatus(input)).toEqual({ status, headline })
  })

  it.each([
    { input: '- OPTION - Immo Dyle Maison rénovée', headline: 'Maison rénovée' },
    { input: '- VERKOCHT - Immo Dyle Ruim huis', headline: 'Ruim huis' },
    { input: '- VENDU - IMMO DYLE : Villa', headline: 'Villa' },
    { input: '- VENDU - Immo Dyle', headline: 'Immo Dyle' },
    { input: '- VENDU - Immo Dylesque maison', headline: 'Immo Dylesque maison' },
    { input: 'Immo Dyle vous propose une maison', headline: 'Immo Dyle vous propose une maison' },
  ])('spec §4: the agency name after the prefix goes with it: $input → $headline', ({ input, headline }) => {
    expect(headlineStatus(input, 'Immo Dyle').headline).toBe(headline)
  })

  it('decodes entities and drops tags in a headline', () => {
    expect(headlineStatus('Maison de c&oelig;ur <b>4 fa&ccedil;ades</b>')).toEqual({
      status: undefined,
      headline: 'Maison de cœur 4 façades',
    })
  })
})
