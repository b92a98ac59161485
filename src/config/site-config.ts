import rawConfig from '../../app.config.ts'
import type { SiteConfig } from './site-config-schema.ts'

/**
 * The operator's configuration. It is validated when a build or dev server starts (vite.config.ts),
 * when the Worker starts (src/server.ts) and in a unit test; the browser receives it as typed,
 * without the validator.
 */
export const siteConfig: SiteConfig = rawConfig
