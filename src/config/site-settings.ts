import * as v from 'valibot'
import { SiteConfigSchema, unknownPaths, type SiteConfig } from './site-config-schema.ts'

// Decision 034: what the agency edits in the back office is every operator setting of app.config.ts
// except the deployment's facts, which stay in code and wrangler: the site's address (canonical URLs,
// mail links), the operator's incident address, the mail sender (a domain set up for Cloudflare
// Email Service) and the captcha's public key (paired with a Worker secret).

const { siteUrl: _siteUrl, operator: _operator, leads: leadsSchema, ...agencyEntries } = SiteConfigSchema.entries

export const SiteSettingsSchema = v.object({
  ...agencyEntries,
  leads: v.object({ notify: leadsSchema.entries.notify, language: leadsSchema.entries.language }),
})

export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>

/** The document key of the settings in the site documents (decision 034). */
export const SETTINGS_DOCUMENT = { kind: 'settings', key: 'site' } as const

/** The settings part of a configuration: what seeds a fresh database and what an export writes. */
export function settingsOfConfig(config: SiteConfig): SiteSettings {
  const { siteUrl: _url, operator: _op, leads, ...rest } = config
  return { ...rest, leads: { notify: leads.notify, ...(leads.language ? { language: leads.language } : {}) } }
}

/** The configuration the site runs on: the deployment's facts from code, everything else from the settings. */
export function configWithSettings(config: SiteConfig, settings: SiteSettings): SiteConfig {
  const { leads, ...rest } = settings
  const { language: _language, notify: _notify, ...deployment } = config.leads
  return { ...config, ...rest, leads: { ...deployment, notify: leads.notify, ...(leads.language ? { language: leads.language } : {}) } }
}

/** One reason a settings document is refused, at its path (`brand.color`, `menu.2.path`). */
export type SettingsProblem = { path: string; message: string }

export type SettingsCheck = { kind: 'valid'; settings: SiteSettings } | { kind: 'invalid'; problems: SettingsProblem[] }

/**
 * Validates a settings document before it is saved or published. Stricter than app.config.ts at
 * build time: a menu, footer or top-bar path that names no page is refused here (the build only warns,
 * and such a link leads to the home page), since the agency fixes it in the editor, not in code.
 */
export function checkSettings(input: unknown): SettingsCheck {
  const result = v.safeParse(SiteSettingsSchema, input)
  if (!result.success) {
    return { kind: 'invalid', problems: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })) }
  }
  const unknown = unknownPaths(result.output)
  if (unknown.length > 0) {
    return {
      kind: 'invalid',
      problems: unknown.map(({ where, path }) => ({ path: where, message: `"${path}" is not a page of the site` })),
    }
  }
  return { kind: 'valid', settings: result.output }
}
