// spec §1 and §9: the languages the product offers.
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as ReadonlyArray<string>).includes(value)
}

/** Human names of each language, written in that language, for the switcher's accessible label. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
}

/** BCP 47 tags used for `hreflang`, `Intl` formatting and `<html lang>`: Belgian variants. */
export const LOCALE_TAGS: Record<Locale, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en',
  de: 'de-BE',
}

/** A text the operator writes, per language; nl and fr are required, en and de optional (spec §1). */
export type LocalizedText = { nl: string; fr: string; en?: string; de?: string }

/**
 * Picks the operator text for a language. Missing en falls back to the site's default language;
 * missing de falls back to en first (the closer register for German readers), then the default.
 */
export function pickText(text: LocalizedText, locale: Locale, defaultLocale: Locale = 'nl'): string {
  const chain: Locale[] = [locale, ...(locale === 'de' ? (['en'] as const) : []), defaultLocale, 'nl', 'fr']
  for (const candidate of chain) {
    const value = text[candidate]
    if (value !== undefined && value.trim() !== '') return value
  }
  return ''
}

/** The language of a `$lang` route param, which the `$lang` route has already checked. */
export function asLocale(value: string): Locale {
  return isLocale(value) ? value : 'en'
}
