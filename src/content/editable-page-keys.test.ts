import { describe, expect, it } from 'vitest'
import { LOCALES } from '#/i18n/locales.ts'
import { EDITABLE_PAGE_KEYS, editablePageGroup, editablePageHref, isEditablePageKey } from './editable-page-keys.ts'
import { seedDocument } from './editable-pages.ts'

describe('the pages the agency edits (decision 034)', () => {
  it('never name the team, which is edited apart', () => {
    expect(isEditablePageKey('team')).toBe(false)
    expect(EDITABLE_PAGE_KEYS).not.toContain('team')
  })

  it('each have a seed and a public address in every language', () => {
    for (const key of EDITABLE_PAGE_KEYS) {
      expect(Object.keys(seedDocument(key)), key).toEqual(['nl', 'fr', 'en', 'de'])
      for (const locale of LOCALES) expect(editablePageHref(key, locale), `${key} ${locale}`).toMatch(new RegExp(`^/${locale}/`))
    }
  })

  it('group the services articles and the legal texts', () => {
    expect(editablePageGroup('service-valuation')).toBe('service')
    expect(['privacy', 'disclaimer', 'cookiePolicy'].map((key) => editablePageGroup(key as 'privacy'))).toEqual(['legal', 'legal', 'legal'])
    expect(editablePageGroup('contact')).toBe('page')
    expect(editablePageHref('service-selling', 'nl')).toBe('/nl/diensten/verkopen/')
  })
})
