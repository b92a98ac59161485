import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { siteConfig } from '#/config/site-config.ts'

/** The language the page is rendered in. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : siteConfig().languages.default
}
