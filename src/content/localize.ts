import type { Locale } from '#/i18n/locales.ts'
import type { ContentPage, LocalizedPage, Text4 } from './content-types.ts'

/** A content page in one language: pages ship only the language being read. */
export function localizePage(page: ContentPage, locale: Locale): LocalizedPage {
  const pick = (text: Text4) => text[locale]
  return {
    title: pick(page.title),
    description: pick(page.description),
    ...(page.seoTitle && { seoTitle: pick(page.seoTitle) }),
    ...(page.lead && { lead: pick(page.lead) }),
    sections: page.sections.map((section) => ({
      ...(section.heading && { heading: pick(section.heading) }),
      paragraphs: section.paragraphs.map(pick),
      ...(section.bullets && { bullets: section.bullets.map(pick) }),
    })),
    ...(page.modifyDate && { modifyDate: page.modifyDate }),
  }
}

/** Any structure of Text4 values reduced to one language (the home blocks). */
export type Localized<T> = T extends Text4
  ? string
  : T extends ReadonlyArray<infer U>
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T
