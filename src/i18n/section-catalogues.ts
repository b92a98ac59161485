import type { I18n, Messages } from '@lingui/core'
import type { Locale } from './locales.ts'
import { CATALOGUE_SECTIONS, type CatalogueSection } from './catalogue-sections.ts'
import { activateLocale, createI18n, loadedSections, type CatalogueLoader } from './i18n.ts'

// Decision 018: the lead forms', the back office's and the owner portal's messages, loaded with their routes (and by the
// server, which answers and mails in every section's words). Only those routes import this module,
// so a public page's scripts carry neither these loaders nor the catalogues.

// Vite turns the pattern into one lazily imported chunk per catalogue file (locales/{locale}/{section}.po).
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')

function sectionLoader(section: CatalogueSection, locale: Locale): CatalogueLoader | undefined {
  return catalogueFiles[`../../locales/${locale}/${section}.po`]
}

/** Adds a section's messages to a language, the active one unless said (its routes call this before they render). */
export async function loadSection(i18n: I18n, section: CatalogueSection, locale: Locale = i18n.locale as Locale): Promise<void> {
  // One record per instance from the first call, so sections loaded side by side all count.
  const loaded = loadedSections.get(i18n) ?? new Set<string>()
  loadedSections.set(i18n, loaded)
  // A section already there is not fetched again.
  const load = sectionLoader(section, locale)
  if (loaded.has(section) || !load) return
  const { messages } = await load()
  // A copy: Lingui adds later catalogues into the first object it was given, which is the module's.
  i18n.load(locale, { ...messages })
  loaded.add(section)
}

/** A fresh instance in a language with every catalogue, for work outside a page (answers, mails). */
export async function i18nFor(locale: Locale): Promise<I18n> {
  const i18n = createI18n()
  await activateLocale(i18n, locale)
  await Promise.all(CATALOGUE_SECTIONS.map((section) => loadSection(i18n, section)))
  return i18n
}
