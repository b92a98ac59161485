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
 * The one order in which a text missing in the reader's language is looked for, for operator texts
 * and catalogue texts alike: the reader's language, then English (read by most visitors, and the
 * closer register for German readers), then the text's own language (the site's default language, or
 * the CRM record's), then every other language in LOCALES order.
 */
export function fallbackChain(locale: Locale, ownLanguage?: string): Locale[] {
  const own = isLocale(ownLanguage) ? [ownLanguage] : []
  return [...new Set<Locale>([locale, 'en', ...own, ...LOCALES])]
}

/** The first non-empty text along the fallback chain, with its language. */
export function pickAlongChain(
  texts: Partial<Record<string, string>>,
  locale: Locale,
  ownLanguage?: string,
): { text: string; language: Locale } {
  for (const candidate of fallbackChain(locale, ownLanguage)) {
    const text = texts[candidate]
    if (text !== undefined && text.trim() !== '') return { text, language: candidate }
  }
  return { text: '', language: locale }
}

/**
 * The `lang` attribute of a text shown on a page of another language: its own tag when it differs
 * (WCAG 3.1.2, a fallback from the CRM), nothing when it is the page's language.
 */
export function otherLanguage(textLanguage: Locale, pageLanguage: Locale): string | undefined {
  return textLanguage === pageLanguage ? undefined : LOCALE_TAGS[textLanguage]
}

/** The operator's text for a language (nl and fr are always written, spec §1). */
export function pickText(text: LocalizedText, locale: Locale, defaultLocale: Locale = 'nl'): string {
  return pickAlongChain(text, locale, defaultLocale).text
}
