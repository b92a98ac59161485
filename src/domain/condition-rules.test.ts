import { describe, expect, it } from 'vitest'
import { conditionsMet, type ConditionRule } from './condition-rules.ts'

const record: Record<string, unknown> = {
  price: 325000,
  priceText: '325000',
  budget: '400000',
  bedrooms: 3,
  city: 'Wavre',
  title: 'Villa 4 façades à Wavre',
  status: 'Available',
  goal: 0,
  blank: '  ',
  nothing: null,
  tags: [],
  published: true,
  details: { garden: true, surface: '12.5', orientation: 'Sud' },
}

const rule = (field: string, logic: ConditionRule['logic'], compareWithValue?: ConditionRule['compareWithValue']): ConditionRule => ({
  field,
  logic,
  compareWithValue,
})

describe('condition rules (spec §3 and §5)', () => {
  it.each<[string, ConditionRule, boolean]>([
    ['eq on numbers', rule('price', 'eq', 325000), true],
    ['eq on a number and numeric text', rule('priceText', 'eq', '325000.0'), true],
    ['eq on text ignores case', rule('city', 'eq', 'WAVRE'), true],
    ['eq on different text', rule('city', 'eq', 'Namur'), false],
    ['eq on booleans as text', rule('published', 'eq', 'TRUE'), true],
    ['eq with null compares with empty text', rule('nothing', 'eq', null), true],
    ['neq', rule('city', 'neq', 'Namur'), true],
    ['neq on the same value', rule('bedrooms', 'neq', '3'), false],
    ['gt', rule('price', 'gt', 300000), true],
    ['gt on equal', rule('price', 'gt', '325000'), false],
    ['gte on equal', rule('price', 'gte', '325000'), true],
    ['lt', rule('bedrooms', 'lt', 4), true],
    ['lte with a dotted decimal', rule('details.surface', 'lte', 12.5), true],
    ['gt on text fails', rule('city', 'gt', 'A'), false],
    ['lt with a text comparand fails', rule('price', 'lt', 'cheap'), false],
    ['hex is no number', rule('bedrooms', 'lt', '0x10'), false],
    ['contains ignores case', rule('title', 'contains', 'WAVRE'), true],
    ['contains keeps accents', rule('title', 'contains', 'facades'), false],
    ['contains on a number is textual', rule('price', 'contains', 250), true],
    ['notContains', rule('title', 'notContains', 'appartement'), true],
    ['notContains when it does contain', rule('title', 'notContains', 'villa'), false],
    ['empty on whitespace', rule('blank', 'empty'), true],
    ['empty on null', rule('nothing', 'empty'), true],
    ['empty on an empty list', rule('tags', 'empty'), true],
    ['empty on an unknown field', rule('missing', 'empty'), true],
    ['empty on zero', rule('goal', 'empty'), false],
    ['notEmpty', rule('city', 'notEmpty'), true],
    ['notEmpty on an unknown field', rule('missing', 'notEmpty'), false],
    ['in a comma-separated list', rule('city', 'in', 'Namur, wavre ,Liège'), true],
    ['in compares numbers numerically', rule('bedrooms', 'in', '1,3.0,5'), true],
    ['not in the list', rule('city', 'in', 'Namur,Liège'), false],
    ['in an empty list', rule('city', 'in', ' , '), false],
    ['dotted path', rule('details.orientation', 'eq', 'sud'), true],
    ['dotted path to a boolean', rule('details.garden', 'eq', true), true],
    ['unknown field with eq', rule('missing', 'eq', null), false],
    ['unknown field with neq', rule('missing', 'neq', 'x'), false],
    ['unknown nested field', rule('details.pool.size', 'eq', 1), false],
    ['path through a primitive', rule('city.length', 'eq', 5), false],
    ['empty path segment', rule('details..garden', 'eq', true), false],
    ['comparing an object fails', rule('details', 'eq', '[object Object]'), false],
    ['neq with an object fails too', rule('details', 'neq', 'x'), false],
    ['unknown operator', { field: 'city', logic: 'matches' as ConditionRule['logic'], compareWithValue: '.*' }, false],
  ])('%s', (_name, condition, expected) => {
    expect(conditionsMet([condition], record)).toBe(expected)
  })

  it.each<[string, ConditionRule, boolean]>([
    ['equal fields', { field: 'priceText', logic: 'eq', compareWithField: 'price' }, true],
    ['numeric comparison of two fields', { field: 'price', logic: 'lt', compareWithField: 'budget' }, true],
    ['the field wins over the value', { field: 'price', logic: 'eq', compareWithField: 'budget', compareWithValue: 325000 }, false],
    [
      'an empty compareWithField falls back to the value',
      { field: 'price', logic: 'eq', compareWithField: '', compareWithValue: 325000 },
      true,
    ],
    ['an unknown compared field is not met', { field: 'price', logic: 'neq', compareWithField: 'missing' }, false],
  ])('compares with another field: %s', (_name, condition, expected) => {
    expect(conditionsMet([condition], record)).toBe(expected)
  })

  const yes = rule('city', 'eq', 'Wavre')
  const no = rule('city', 'eq', 'Namur')
  const or = (condition: ConditionRule): ConditionRule => ({ ...condition, advancedCondition: 'or' })
  const and = (condition: ConditionRule): ConditionRule => ({ ...condition, advancedCondition: 'and' })

  it.each<[string, ConditionRule[], boolean]>([
    ['no rules', [], true],
    ['and by default', [yes, no], false],
    ['explicit and', [yes, and(yes)], true],
    ['or', [no, or(yes)], true],
    ['or of two failures', [no, or(no)], false],
    ['the first rule ignores its own join', [or(no), yes], false],
    ['left to right: (yes or no) and no', [yes, or(no), and(no)], false],
    ['left to right: (no and yes) or yes', [no, and(yes), or(yes)], true],
    ['an unknown join fails closed', [yes, { ...yes, advancedCondition: 'xor' as 'and' }], false],
    ['a failing rule can be rescued by or', [rule('missing', 'eq', 1), or(yes)], true],
  ])('combines rules: %s', (_name, rules, expected) => {
    expect(conditionsMet(rules, record)).toBe(expected)
  })

  it.each<[string, ConditionRule]>([
    ['__proto__', rule('__proto__', 'notEmpty')],
    ['__proto__.polluted', rule('__proto__.polluted', 'eq', 'yes')],
    ['constructor', rule('constructor', 'notEmpty')],
    ['constructor.name', rule('constructor.name', 'eq', 'Object')],
    ['toString', rule('toString', 'contains', 'function')],
    ['hasOwnProperty', rule('hasOwnProperty', 'notEmpty')],
    ['details.constructor.prototype', rule('details.constructor.prototype', 'notEmpty')],
    ['compareWithField constructor', { field: 'city', logic: 'neq', compareWithField: 'constructor' }],
  ])('does not follow inherited properties: %s', (_name, condition) => {
    const before = Object.getOwnPropertyNames(Object.prototype).length
    expect(conditionsMet([condition], record)).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(before)
  })

  it('treats an inherited field as absent, so empty is met', () => {
    expect(conditionsMet([rule('constructor', 'empty')], record)).toBe(true)
    expect(conditionsMet([rule('__proto__.polluted', 'empty')], record)).toBe(true)
  })

  it('reads an own property named __proto__ as plain data', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>
    expect(conditionsMet([rule('__proto__.polluted', 'eq', 'yes')], parsed)).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each<[string, () => boolean]>([
    [
      'a throwing getter',
      () =>
        conditionsMet(
          [rule('boom', 'eq', 1)],
          Object.defineProperty({}, 'boom', {
            enumerable: true,
            get: () => {
              throw new Error('boom')
            },
          }),
        ),
    ],
    ['a null rule', () => conditionsMet([null as unknown as ConditionRule], record)],
    ['a non-string field', () => conditionsMet([{ field: 42 as unknown as string, logic: 'empty' }], record)],
    ['an object comparand', () => conditionsMet([{ field: 'city', logic: 'eq', compareWithValue: {} as unknown as string }], record)],
    ['a null record', () => conditionsMet([rule('city', 'notEmpty')], null as unknown as Record<string, unknown>)],
    ['rules that are not a list', () => conditionsMet(42 as unknown as ConditionRule[], record)],
  ])('never throws: %s is not met', (_name, evaluate) => {
    expect(evaluate()).toBe(false)
  })
})
