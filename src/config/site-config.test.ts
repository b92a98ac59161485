import { describe, expect, it } from 'vitest'
import rawConfig from '../../app.config'
import { parseSiteConfig, SiteConfigError } from './site-config-schema'

describe('app.config.ts', () => {
  it('validates', () => {
    const config = parseSiteConfig(rawConfig)
    expect(config.languages.enabled).toContain(config.languages.default)
    expect(config.menu.length).toBeGreaterThan(0)
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

  it('refuses a default language that is not enabled', () => {
    const broken = { ...structuredClone(rawConfig), languages: { enabled: ['nl', 'fr'], default: 'de' } }
    expect(() => parseSiteConfig(broken)).toThrow('the default language must be one of the enabled languages')
  })
})
