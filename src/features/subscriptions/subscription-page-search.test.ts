import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { criteriaErrors } from './criteria-errors.ts'
import { SUBSCRIPTION_SEARCH } from './subscription-page-search.ts'

describe('what a subscription page reads from its address (decision 017)', () => {
  it('keeps the token, a known answer, the errors and leave=1', () => {
    expect(v.parse(SUBSCRIPTION_SEARCH, { t: '7.1790000000000.abc', answer: 'paused', errors: 'zones~zones', leave: '1' })).toEqual({
      t: '7.1790000000000.abc',
      answer: 'paused',
      errors: 'zones~zones',
      leave: 1,
    })
  })

  it('drops an unknown answer, an overlong token and anything it does not know', () => {
    expect(v.parse(SUBSCRIPTION_SEARCH, { t: 'x'.repeat(201), answer: 'hacked', leave: 'yes', other: 'value' })).toEqual({})
    expect(v.parse(SUBSCRIPTION_SEARCH, { t: 7, answer: ['confirmed'] })).toEqual({})
  })

  it('turns errors=name~code into the refusals of the criteria fields, ignoring unknown names and codes', () => {
    expect(criteriaErrors('budgetMax~budget-order,zones~zones')).toEqual({ budgetMax: 'budget-order', zones: 'zones' })
    expect(criteriaErrors('email~email,zones~made-up,~,propertyTypes~property-types')).toEqual({ propertyTypes: 'property-types' })
    expect(criteriaErrors(undefined)).toEqual({})
  })
})
