import type { SiteConfig } from './site-config-schema.ts'
import { codeConfig } from './site-config.ts'
import { settingsDiff } from './settings-diff.ts'
import { withValueAt } from './settings-paths.ts'
import type { JsonValue } from '#/domain/json-value.ts'

// Decision 034: the browser draws a page with the settings the server drew it with. A page carries
// them only when they are not app.config.ts's (which the bundle holds already), and then only what
// differs from the bundle's, as changes at their paths: a new phone number is a few bytes in every
// page, not the whole settings document (7–8 KB of HTML, and the Worker's time to serialize it).
// Never what only the server reads: who the agency's lead mails go to.

/** What of the settings the browser may know: all but the deployment's facts and the lead mails' addresses. */
type BrowserSettings = Omit<SiteConfig, 'siteUrl' | 'operator' | 'leads'> & { leads: Pick<SiteConfig['leads'], 'language'> }

/** The settings a page carries to the browser: each change from the bundle's, `[path, value]`, or `[path]` for one removed. */
export type PageSettings = ReadonlyArray<readonly [string] | readonly [string, JsonValue]>

function browserSettingsOf(config: SiteConfig): BrowserSettings {
  const { siteUrl: _siteUrl, operator: _operator, leads, ...rest } = config
  return { ...rest, leads: leads.language ? { language: leads.language } : {} }
}

/** Each configuration object is one published version, made once per isolate: its changes are worked out once. */
const changesOf = new WeakMap<SiteConfig, PageSettings>()

/** What the server puts in the page for `config`: nothing while the code's configuration is in force. */
export function pageSettingsOf(config: SiteConfig): PageSettings | undefined {
  if (config === codeConfig) return undefined
  const known = changesOf.get(config)
  if (known) return known
  const changes: PageSettings = settingsDiff(browserSettingsOf(codeConfig), browserSettingsOf(config)).map(({ path, after }) =>
    after === undefined ? ([path] as const) : ([path, after] as const),
  )
  changesOf.set(config, changes)
  return changes
}

/** The browser's configuration from what the page carried: the bundle's, with the page's changes; the deployment's facts stay the bundle's. */
export function configOfPageSettings(changes: PageSettings): SiteConfig {
  let settings = browserSettingsOf(codeConfig)
  for (const [path, ...value] of changes) settings = withValueAt(settings, path, value.length > 0 ? value[0] : undefined)
  const { leads, ...rest } = settings
  const { language: _language, ...deployment } = codeConfig.leads
  return { ...codeConfig, ...rest, leads: { ...deployment, ...(leads.language ? { language: leads.language } : {}) } }
}
