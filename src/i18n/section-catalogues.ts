import type { I18n } from '@lingui/core'
import type { Locale } from './locales'
import { CATALOGUE_SECTIONS, type CatalogueSection } from './catalogue-sections'
import { activateLocale, createI18n, loadedSections, type CatalogueLoader } from './i18n'

// Issue 18: the lead forms', the back office's and the owner portal's messages, loaded with their routes (and by the
// server, which answers and mails in every section's words). Only those routes import this module,
// so a public page's scripts carry neither these loaders nor the catalogues.

const sectionLoaders: Record<CatalogueSection, Record<Locale, CatalogueLoader>> = {
  admin: {
    nl: () => import('../../locales/nl/admin.po'),
    fr: () => import('../../locales/fr/admin.po'),
    en: () => import('../../locales/en/admin.po'),
    de: () => import('../../locales/de/admin.po'),
  },
  forms: {
    nl: () => import('../../locales/nl/forms.po'),
    fr: () => import('../../locales/fr/forms.po'),
    en: () => import('../../locales/en/forms.po'),
    de: () => import('../../locales/de/forms.po'),
  },
  owner: {
    nl: () => import('../../locales/nl/owner.po'),
    fr: () => import('../../locales/fr/owner.po'),
    en: () => import('../../locales/en/owner.po'),
    de: () => import('../../locales/de/owner.po'),
  },
  catalogue: {
    nl: () => import('../../locales/nl/catalogue.po'),
    fr: () => import('../../locales/fr/catalogue.po'),
    en: () => import('../../locales/en/catalogue.po'),
    de: () => import('../../locales/de/catalogue.po'),
  },
  costs: {
    nl: () => import('../../locales/nl/costs.po'),
    fr: () => import('../../locales/fr/costs.po'),
    en: () => import('../../locales/en/costs.po'),
    de: () => import('../../locales/de/costs.po'),
  },
  subscriptions: {
    nl: () => import('../../locales/nl/subscriptions.po'),
    fr: () => import('../../locales/fr/subscriptions.po'),
    en: () => import('../../locales/en/subscriptions.po'),
    de: () => import('../../locales/de/subscriptions.po'),
  },
  favourites: {
    nl: () => import('../../locales/nl/favourites.po'),
    fr: () => import('../../locales/fr/favourites.po'),
    en: () => import('../../locales/en/favourites.po'),
    de: () => import('../../locales/de/favourites.po'),
  },
}

/** Adds a section's messages to the active language (its routes call this before they render). */
export async function loadSection(i18n: I18n, section: CatalogueSection): Promise<void> {
  const locale = i18n.locale as Locale
  const loaded = loadedSections.get(i18n) ?? new Set<string>()
  // After hydration the messages came with the page: a section already there is not fetched again.
  if (loaded.has(section) || !sectionLoaders[section][locale]) return
  const { messages } = await sectionLoaders[section][locale]()
  i18n.load(locale, messages)
  loaded.add(section)
  loadedSections.set(i18n, loaded)
}

/** A fresh instance in a language with every catalogue, for work outside a page (answers, mails). */
export async function i18nFor(locale: Locale): Promise<I18n> {
  const i18n = createI18n()
  await activateLocale(i18n, locale)
  await Promise.all(CATALOGUE_SECTIONS.map((section) => loadSection(i18n, section)))
  return i18n
}
