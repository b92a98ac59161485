import rawConfig from '../../app.config.ts'
import type { SiteConfig } from './site-config-schema.ts'

// Decision 034: the agency edits its settings in the back office, so the configuration a page is
// drawn with is no longer the one the bundle was built with. app.config.ts is validated when a build
// or dev server starts (vite.config.ts), when the Worker starts (src/server.ts) and in a unit test;
// the browser receives it as typed, without the validator.

/** app.config.ts: the deployment's facts, and the defaults while the agency has published no settings. */
export const codeConfig: SiteConfig = rawConfig

let pageConfig: SiteConfig = rawConfig
let requestConfig: () => SiteConfig | undefined = () => undefined

/**
 * The configuration in force: on the server the request's (the published settings, or the draft a
 * staff member previews), in the browser the one the page was rendered with. Read it where it is
 * used, never into a module's constant: it changes when the agency publishes.
 */
export function siteConfig(): SiteConfig {
  return requestConfig() ?? pageConfig
}

/** Server: how the Worker entry tells the configuration of the request being served (its async scope). */
export function readRequestConfigWith(reader: () => SiteConfig | undefined): void {
  requestConfig = reader
}

/** Browser: the configuration the server rendered the page with, adopted before hydration (src/router.tsx). */
export function adoptPageConfig(config: SiteConfig): void {
  pageConfig = config
}
