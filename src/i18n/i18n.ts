import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from './locales.ts'
import type { CatalogueSection } from './catalogue-sections.ts'

export type CatalogueLoader = () => Promise<{ messages: Messages }>

// Each catalogue is its own chunk: a page loads only its language (spec §7: resources are bundled).
// The sections' catalogues (decision 018) are loaded by section-catalogues.ts, which only their routes
// and the server import.
const catalogueLoaders: Record<Locale, CatalogueLoader> = {
  nl: () => import('../../locales/nl/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
}

/** Which sections an instance holds, per language: loading one twice is skipped. */
export const loadedSections = new WeakMap<I18n, Set<string>>()

/** A fresh i18n instance: one per request on the server, one per tab in the browser. */
export function createI18n(): I18n {
  return setupI18n()
}

/** Loads the language's public catalogue if needed and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  // A first language keeps the sections loaded alongside it (hydration fetches both at once);
  // a switch to another language forgets the old language's sections.
  const switching = Boolean(i18n.locale)
  const { messages } = await catalogueLoaders[locale]()
  // load() adds to what is there (loadAndActivate() would drop a section that arrived first); a copy,
  // since Lingui keeps the first object it is given and adds the next ones into it.
  i18n.load(locale, { ...messages })
  i18n.activate(locale)
  if (!switching) return
  // The sections already loaded (a page's routes named them) are loaded again in the new language:
  // the back office's invitation page switches to the invited member's language after the root
  // route loaded the back office's messages in the visitor's.
  const sections = [...(loadedSections.get(i18n) ?? [])] as CatalogueSection[]
  loadedSections.set(i18n, new Set())
  await Promise.all(sections.map((section) => withSection(i18n, section, locale)))
}

/** The sections an instance holds, for the page's dehydrated state. */
export function loadedSectionsOf(i18n: I18n): string[] {
  return [...(loadedSections.get(i18n) ?? [])]
}

/** A section's messages (decision 018), from a chunk that only the section's routes fetch. */
export async function withSection(i18n: I18n, section: CatalogueSection, locale: Locale = i18n.locale as Locale): Promise<void> {
  const { loadSection } = await import('./section-catalogues.ts')
  await loadSection(i18n, section, locale)
}
