import type { SiteConfig } from './site-config-schema.ts'

// For the first load (decision 023): apart from the schema, which only the build, the Worker and the tests run: the browser
// receives app.config.ts on every page, and this import would otherwise bring the validator along.

/** Identity helper that gives `app.config.ts` its types. */
export function defineSiteConfig(config: SiteConfig): SiteConfig {
  return config
}
