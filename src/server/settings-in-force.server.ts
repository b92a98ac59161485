import { AsyncLocalStorage } from 'node:async_hooks'
import * as v from 'valibot'
import { codeConfig, readRequestConfigWith } from '#/config/site-config.ts'
import { SiteConfigSchema, type SiteConfig } from '#/config/site-config-schema.ts'
import { SETTINGS_DOCUMENT, configWithSettings, type SiteSettings } from '#/config/site-settings.ts'
import type { D1Queryable } from './d1-queryable.ts'
import { publishedVersion } from './site-documents.server.ts'

// Decision 034: the settings the agency published are what every request reads (siteConfig()). A
// request reads the two versions of app_meta in one query (contentVersions, the page cache needs
// them anyway); an isolate reads the published settings once per site version, never once per request.

/** The configuration a request runs with, and whether the agency's published settings made it (else app.config.ts's, the same object). */
export type SettingsInForce = { config: SiteConfig; published: boolean }

const requestScope = new AsyncLocalStorage<SiteConfig>()
readRequestConfigWith(() => requestScope.getStore())

/** Runs `work` (and everything it starts) with `config` as siteConfig(). */
export function withSiteConfig<T>(config: SiteConfig, work: () => T): T {
  return requestScope.run(config, work)
}

const CODE_DEFAULTS: SettingsInForce = { config: codeConfig, published: false }
let isolateCopy: { siteVersion: string; settings: SettingsInForce } | undefined

/** The configuration built from published settings, or app.config.ts's when they no longer validate (a deploy changed the schema). */
export function configOfPublished(settings: SiteSettings): SettingsInForce {
  const result = v.safeParse(SiteConfigSchema, configWithSettings(codeConfig, settings))
  if (result.success) return { config: result.output, published: true }
  console.error(
    'published settings do not validate; app.config.ts applies',
    result.issues.map((issue) => v.getDotPath(issue)),
  )
  return CODE_DEFAULTS
}

/**
 * The newest site version this isolate has read the settings at (the Worker entry reads it first on
 * every request): other readers of published documents key their own isolate copies by it, so they
 * too read D1 once per version. Undefined before the first read.
 */
export function siteVersionSeen(): string | undefined {
  return isolateCopy?.siteVersion
}

/** The published settings for `siteVersion`: read from D1 when the version moved since this isolate last read them. */
export async function settingsInForce(db: D1Queryable, siteVersion: string): Promise<SettingsInForce> {
  if (isolateCopy?.siteVersion === siteVersion) return isolateCopy.settings
  let settings = CODE_DEFAULTS
  try {
    const published = await publishedVersion<SiteSettings>(db, SETTINGS_DOCUMENT)
    if (published) settings = configOfPublished(published.body)
  } catch (error) {
    // A database that does not answer keeps the last settings read (or the code's): the page still renders.
    console.error('settings read failed', error)
    return isolateCopy?.settings ?? CODE_DEFAULTS
  }
  isolateCopy = { siteVersion, settings }
  return settings
}
