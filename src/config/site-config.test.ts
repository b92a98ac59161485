import { describe, expect, it, vi } from 'vitest'
import rawConfig from '../../app.config.ts'
import { agencyLanguage, parseSiteConfig, SiteConfigError, unknownConfigPaths } from './site-config-schema.ts'
import { townName } from '#/domain/town-names.ts'
import { LOCALES } from '#/i18n/locales.ts'

describe('app.config.ts', () => {
  it('validates (an unknown menu path is printed here as a warning: it links home)', () => {
    const config = parseSiteConfig(rawConfig)
    expect(config.languages.enabled).toContain(config.languages.default)
    expect(config.menu.length).toBeGreaterThan(0)
  })

  it('names the agency’s town in each language as the cards and the search do (decision 013)', () => {
    const { city, zip } = parseSiteConfig(rawConfig).agency
    for (const locale of LOCALES) expect(city[locale] ?? city.fr, locale).toBe(townName(city.fr, zip, locale))
  })

  it('mails the agency in leads.language, or else in the site’s default language', () => {
    const config = parseSiteConfig(rawConfig)
    expect(agencyLanguage({ ...config, leads: { ...config.leads, language: 'nl' } })).toBe('nl')
    const { language: _language, ...withoutLanguage } = config.leads
    const unset = parseSiteConfig({ ...config, leads: withoutLanguage, languages: { enabled: ['nl', 'fr'], default: 'nl' } })
    expect(agencyLanguage(unset)).toBe('nl')
  })

  it('names the operator who hears of incidents, and may leave them out (decision 029)', () => {
    const config = parseSiteConfig(rawConfig)
    expect(config.operator?.email).toMatch(/@/)
    const { operator: _operator, ...withoutOperator } = config
    expect(parseSiteConfig(withoutOperator).operator).toBeUndefined()
    expect(parseSiteConfig({ ...config, operator: {} }).operator?.email).toBeUndefined()
    expect(() => parseSiteConfig({ ...config, operator: { email: 'not an address' } })).toThrow('operator.email')
  })

  it('gives the app exactly what the operator wrote (no transforms)', () => {
    expect(parseSiteConfig(rawConfig)).toEqual(rawConfig)
  })

  it('reports every problem of a broken config with its path', () => {
    const broken = structuredClone(rawConfig) as Record<string, any>
    broken.languages = { enabled: ['nl', 'xx'], default: 'de' }
    broken.brand.color = 'teal'
    broken.menu[0].status = 'Live'
    let error: unknown
    try {
      parseSiteConfig(broken)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SiteConfigError)
    const message = (error as Error).message
    expect(message).toMatch(/^app\.config\.ts is invalid:/)
    expect(message).toContain('languages.enabled.1')
    expect(message).toContain('brand.color: a colour as #rrggbb')
    expect(message).toContain('menu.0.status')
  })

  it('names an unknown path as a warning, and still accepts the config (it links home)', () => {
    const config = structuredClone(rawConfig) as Record<string, any>
    config.menu[0].path = 'nowhere'
    config.topBar.left[0].link = { ...config.topBar.left[0].link, fr: '/nulle-part/' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const parsed = parseSiteConfig(config)
      expect(unknownConfigPaths(parsed)).toEqual([
        'menu.0.path: "nowhere" is not a page of the path table (src/i18n/path-table.ts); it links to the home page',
        'topBar.left.0.link.fr: "/nulle-part/" is not a page of the path table (src/i18n/path-table.ts); it links to the home page',
      ])
      expect(warn.mock.calls.map(([message]) => message)).toEqual(unknownConfigPaths(parsed).map((warning) => `app.config.ts: ${warning}`))
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses a default language that is not enabled', () => {
    const broken = { ...structuredClone(rawConfig), languages: { enabled: ['nl', 'fr'], default: 'de' } }
    expect(() => parseSiteConfig(broken)).toThrow('the default language must be one of the enabled languages')
  })
})
