import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from './locales'

// Each catalogue is its own chunk: a page loads only its language (spec §7: resources are bundled).
const catalogueLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: () => import('../../locales/nl/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
}

/** A fresh i18n instance: one per request on the server, one per tab in the browser. */
export function createI18n(): I18n {
  return setupI18n()
}

/** Loads the language's catalogue if needed and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await catalogueLoaders[locale]()
  i18n.loadAndActivate({ locale, messages })
}

/** A fresh instance in a language, for work outside a page (the answers and mails of leads). */
export async function i18nFor(locale: Locale): Promise<I18n> {
  const i18n = createI18n()
  await activateLocale(i18n, locale)
  return i18n
}
