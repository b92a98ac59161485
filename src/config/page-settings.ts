import type { SiteConfig } from './site-config-schema.ts'
import { codeConfig } from './site-config.ts'

// Decision 034: the browser draws a page with the settings the server drew it with. A page carries
// them only when they are not app.config.ts's (which the bundle holds already), and never what only
// the server reads: who the agency's lead mails go to.

/** The settings a page carries to the browser. */
export type PageSettings = Omit<SiteConfig, 'siteUrl' | 'operator' | 'leads'> & { leads: Pick<SiteConfig['leads'], 'language'> }

/** What the server puts in the page for `config`: nothing while the code's configuration is in force. */
export function pageSettingsOf(config: SiteConfig): PageSettings | undefined {
  if (config === codeConfig) return undefined
  const { siteUrl: _siteUrl, operator: _operator, leads, ...rest } = config
  return { ...rest, leads: leads.language ? { language: leads.language } : {} }
}

/** The browser's configuration from what the page carried: the deployment's facts stay the bundle's. */
export function configOfPageSettings(settings: PageSettings): SiteConfig {
  const { leads, ...rest } = settings
  const { language: _language, ...deployment } = codeConfig.leads
  return { ...codeConfig, ...rest, leads: { ...deployment, ...(leads.language ? { language: leads.language } : {}) } }
}
