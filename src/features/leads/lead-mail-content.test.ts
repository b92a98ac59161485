import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locales'
import { composeLeadMail } from './lead-mail-content'
import type { StoredLead } from './lead-store.server'

// Issue 14: a mail's dates read day first in its language, English included ('2 November 2026',
// never 'November 2, 2026'), and a viewing's hours are the agency's, in Brussels.

function lead(form: string, locale: Locale, fields: Record<string, unknown>): StoredLead {
  return { id: 'lead-1', form, locale, email: 'visitor@example.test', propertyId: 42, projectId: null, fields, pagePath: null, campaign: null, createdAt: '2026-11-02T13:30:00.000Z' }
}

async function mailText(kind: 'agency' | 'visitor', stored: StoredLead): Promise<string> {
  return composeLeadMail(kind, stored, { i18n: await i18nFor(stored.locale), typeName: () => undefined }).text
}

describe('dates in lead mails', () => {
  it('writes a viewing with its weekday, day first, at Brussels time', async () => {
    const booked = lead('contact-appointment', 'en', { appointment: { startsAt: '2026-11-02T13:30:00.000Z', endsAt: '2026-11-02T14:00:00.000Z' }, firstName: 'Ann' })
    expect(await mailText('visitor', booked)).toContain('Monday, 2 November 2026, 14:30–15:00')
    expect(await mailText('visitor', { ...booked, locale: 'nl' })).toContain('maandag 2 november 2026, 14:30–15:00')
  })

  it('writes a date field and the time a lead arrived with the month named, day first', async () => {
    const offer = lead('purchase-offer', 'en', { firstName: 'Ann', signDate: '2026-11-01' })
    const text = await mailText('agency', offer)
    expect(text).toContain('1 November 2026')
    expect(text).toContain('2 November 2026 at 14:30')
    expect(text).not.toMatch(/November \d{1,2},/)
  })
})
