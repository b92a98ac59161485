import { describe, expect, it } from 'vitest'
import { codeConfig } from './site-config.ts'
import { fillPlaceholders, settingsPlaceholders } from './settings-placeholders.ts'

describe('settings quoted in page texts', () => {
  const values = settingsPlaceholders({
    retention: { leadsMonths: 18, endedSubscriptionsMonths: 6 },
    agency: { ...codeConfig.agency, phone: '+32 2 111 22 33', email: 'hello@agency.be' },
  })

  it('fills every string of a page, however deep', () => {
    const page = { title: 'Privacy', sections: [{ bullets: [{ nl: '{leadsMonths} maanden', fr: '{endedSubscriptionsMonths} mois' }] }] }
    expect(fillPlaceholders(page, values)).toEqual({ title: 'Privacy', sections: [{ bullets: [{ nl: '18 maanden', fr: '6 mois' }] }] })
  })

  it('gives the agency’s phone and address', () => {
    expect(fillPlaceholders('Bel {phone} of mail {email}', values)).toBe('Bel +32 2 111 22 33 of mail hello@agency.be')
  })

  it('leaves a brace it does not know as written', () => {
    expect(fillPlaceholders('{unknown} and {leadsMonths}', values)).toBe('{unknown} and 18')
  })
})
