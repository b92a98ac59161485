import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GOALS, MAX_ROW_ID, isPropertyTypeId, goalOf, rowIdFromParam } from './catalogue-ids.ts'
import { GoalSchema, PropertyTypeIdSchema, RowIdSchema } from './catalogue-schemas.ts'

describe('goals (spec §4)', () => {
  it('reads 0 as for sale and anything else as for rent', () => {
    expect([0, 1, 2, -1].map(goalOf)).toEqual([0, 1, 1, 1])
  })

  it('keeps 0 and 1 only', () => {
    expect(v.is(GoalSchema, 0) && v.is(GoalSchema, 1)).toBe(true)
    expect(v.is(GoalSchema, 2)).toBe(false)
  })

  it('names each goal its listing path', () => {
    expect([GOALS[0].segment, GOALS[1].segment]).toEqual(['for-sale', 'for-rent'])
  })
})

describe('ids', () => {
  it('property types are the web ids 1 to 7 (spec §3)', () => {
    expect([0, 1, 7, 8].map((id) => v.is(PropertyTypeIdSchema, id))).toEqual([false, true, true, false])
    expect([0, 1, 7, 8, '1'].map(isPropertyTypeId)).toEqual([false, true, true, false, false])
  })

  it('row ids from paths: digits in range only', () => {
    expect(['1', '01', '4100348', String(MAX_ROW_ID)].map(rowIdFromParam)).toEqual([1, 1, 4100348, MAX_ROW_ID])
    expect(['0', '00', '-1', '1.5', '1e3', ' 1', String(MAX_ROW_ID + 1), '99999999999', ''].map(rowIdFromParam)).toEqual(
      Array(9).fill(undefined),
    )
    expect(v.is(RowIdSchema, MAX_ROW_ID) && !v.is(RowIdSchema, MAX_ROW_ID + 1) && !v.is(RowIdSchema, 0)).toBe(true)
  })
})
