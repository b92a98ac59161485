import { describe, expect, it } from 'vitest'
import { activateLocale, createI18n, loadedSectionsOf, withSection } from './i18n.ts'

// Decision 023: at hydration the browser fetches the page's language and its sections side by side;
// every one must end up in the instance and be remembered, whichever arrives first.

describe('a page’s catalogues loaded side by side', () => {
  it('keeps the language and every section, and remembers the sections', async () => {
    const i18n = createI18n()
    await Promise.all([activateLocale(i18n, 'fr'), withSection(i18n, 'catalogue', 'fr'), withSection(i18n, 'forms', 'fr')])
    expect(i18n.locale).toBe('fr')
    expect(loadedSectionsOf(i18n).sort()).toEqual(['catalogue', 'forms'])
    // a message of each: the public catalogue's, the catalogue section's, the forms'
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(500)
  })

  it('keeps a section that arrived before the language’s own catalogue', async () => {
    const i18n = createI18n()
    const sectionIds = Object.keys((await import('../../locales/nl/catalogue.po')).messages)
    expect(sectionIds.length).toBeGreaterThan(200)
    await withSection(i18n, 'catalogue', 'nl')
    await activateLocale(i18n, 'nl')
    const ids = new Set(Object.keys(i18n.messages))
    expect(sectionIds.filter((id) => !ids.has(id))).toEqual([])
    expect(ids.size).toBeGreaterThan(sectionIds.length)
  })

  it('loads the sections it holds again in a language it switches to', async () => {
    const i18n = createI18n()
    await activateLocale(i18n, 'nl')
    await withSection(i18n, 'admin')
    const nlTitle = i18n._('sWJ-0k')
    await activateLocale(i18n, 'fr')
    expect(loadedSectionsOf(i18n)).toEqual(['admin'])
    // the invitation page's title, a back-office message, in French now
    expect(i18n._('sWJ-0k')).toBe('Enregistrez votre clé d’accès')
    expect(nlTitle).not.toBe('sWJ-0k')
  })
})
