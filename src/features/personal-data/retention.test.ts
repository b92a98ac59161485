import { describe, expect, it } from 'vitest'
import rawConfig from '../../../app.config.ts'
import { parseSiteConfig, SiteConfigError } from '#/config/site-config-schema.ts'
import { monthsBefore } from './retention.server.ts'

// Decision 018: app.config.ts `retention` is validated with the rest of the configuration.

describe('retention in app.config.ts', () => {
  it('is set: leads kept for whole months, ended newsletter sign-ups too', () => {
    const { retention } = parseSiteConfig(rawConfig)
    expect(retention.leadsMonths).toBe(24)
    expect(retention.endedSubscriptionsMonths).toBeGreaterThan(0)
  })

  it.each([
    [{ leadsMonths: 0, endedSubscriptionsMonths: 12 }, 'retention.leadsMonths'],
    [{ leadsMonths: 1.5, endedSubscriptionsMonths: 12 }, 'retention.leadsMonths'],
    [{ leadsMonths: 24, endedSubscriptionsMonths: 121 }, 'retention.endedSubscriptionsMonths'],
    [{ leadsMonths: 24 }, 'retention.endedSubscriptionsMonths'],
  ])('refuses %j, naming %s', (retention, path) => {
    expect(() => parseSiteConfig({ ...rawConfig, retention })).toThrow(SiteConfigError)
    expect(() => parseSiteConfig({ ...rawConfig, retention })).toThrow(path)
  })

  it('counts months back in UTC', () => {
    expect(monthsBefore(new Date('2026-11-26T03:00:00.000Z'), 24).toISOString()).toBe('2024-11-26T03:00:00.000Z')
  })
})

describe('the privacy page', () => {
  it('states the configured periods in four languages', async () => {
    const { privacy } = await import('#/content/legal-pages.ts')
    const { retention } = parseSiteConfig(rawConfig)
    const { fillPlaceholders, settingsPlaceholders } = await import('#/config/settings-placeholders.ts')
    const bullets = fillPlaceholders(privacy, settingsPlaceholders({ retention, agency: rawConfig.agency })).sections.flatMap(
      (section) => section.bullets ?? [],
    )
    for (const language of ['nl', 'fr', 'en', 'de'] as const) {
      const text = bullets.map((bullet) => bullet[language]).join('\n')
      expect(text, language).toContain(`${retention.leadsMonths} `)
      expect(text, language).toContain(`${retention.endedSubscriptionsMonths} `)
    }
  })
})
