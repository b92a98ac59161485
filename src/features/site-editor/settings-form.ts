import type { SiteSettings } from '#/config/site-settings.ts'
import { LOCALES } from '#/i18n/locales.ts'

// The settings form's fields are named by their path in the settings document (`agency.phone`,
// `menu.2.params.title.fr`), so the form is read back onto the document it was drawn from: what the
// form does not show stays as it was (decision 034).

const OPTIONAL_TEXT = /\.(en|de)$/

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let node: Record<string, unknown> = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (typeof next !== 'object' || next === null) return
    node = next as Record<string, unknown>
  }
  const last = keys.at(-1)!
  if (value === undefined) delete node[last]
  else node[last] = value
}

/** `base` with the form's values written in: texts trimmed, an empty en/de text left out (it falls back), checkboxes as their settings. */
export function settingsWithFormValues(base: SiteSettings, form: FormData): SiteSettings {
  const settings = structuredClone(base)
  const document = settings as unknown as Record<string, unknown>
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string' || name === 'languages.enabled' || /^menu\.\d+\.status$/.test(name)) continue
    const value = raw.trim()
    setAt(document, name, value === '' && OPTIONAL_TEXT.test(name) ? undefined : value)
  }
  // An unchecked box sends nothing: the boxes are read from what was sent, not from what was not.
  settings.menu.forEach((item, index) => {
    item.status = form.has(`menu.${index}.status`) ? 'Published' : 'Unpublished'
  })
  if (form.has('languages.default')) {
    const enabled = form.getAll('languages.enabled').filter((value): value is string => typeof value === 'string')
    settings.languages.enabled = LOCALES.filter((locale) => enabled.includes(locale))
  }
  return settings
}
