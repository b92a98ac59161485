import * as v from 'valibot'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { FEEDBACK_PAGES, type FeedbackForm } from './feedback.ts'
import { HOME_BLOCKS, type HomeBlocks } from './home.ts'
import type { Localized } from './localize.ts'

// Decision 034: the home page's texts and each thank-you page are documents of named texts per
// language, every one of them needed, each a plain text (no Markdown: they sit in headings, cards and
// a confirmation mail). Their seed is src/content/home.ts and feedback.ts; what is not text (a
// card's link, the number of cards) stays in code.

/** How a text is typed: one line, a paragraph, or one item a line (the home page's promise). */
export type TextFieldKind = 'line' | 'paragraph' | 'lines'
export type TextFieldSpec = { name: string; kind: TextFieldKind; max: number }

/** A document of named texts in the languages written so far. */
export type TextsDocument = Partial<Record<Locale, Record<string, string>>>

const LINE = 120
const PARAGRAPH = 1_000

export const THANK_YOU_FIELDS: readonly TextFieldSpec[] = [
  { name: 'title', kind: 'line', max: LINE },
  { name: 'message', kind: 'paragraph', max: PARAGRAPH },
  { name: 'next', kind: 'paragraph', max: PARAGRAPH },
]

/** The field names of the home page's card `n` (1, 2, 3 …), in the order of HOME_BLOCKS.services. */
export const homeCardFields = (n: number) => ({ title: `card${n}Title`, text: `card${n}Text` })

export const HOME_FIELDS: readonly TextFieldSpec[] = [
  { name: 'introHeading', kind: 'line', max: LINE },
  { name: 'introText', kind: 'paragraph', max: PARAGRAPH },
  ...HOME_BLOCKS.services.flatMap((_, index): TextFieldSpec[] => [
    { name: homeCardFields(index + 1).title, kind: 'line', max: LINE },
    { name: homeCardFields(index + 1).text, kind: 'paragraph', max: PARAGRAPH },
  ]),
  { name: 'promiseHeading', kind: 'line', max: LINE },
  { name: 'promisePoints', kind: 'lines', max: PARAGRAPH },
]

/** The schema of a texts document: each language optional, at least one, every field of a language written. */
export function textsDocumentSchema(fields: readonly TextFieldSpec[]) {
  const language = v.object(
    Object.fromEntries(fields.map((field) => [field.name, v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(field.max))])),
  )
  return v.pipe(
    v.object(Object.fromEntries(LOCALES.map((locale) => [locale, v.optional(language)]))),
    v.check((texts) => LOCALES.some((locale) => texts[locale] !== undefined), 'a text needs at least one language'),
  )
}

export function thankYouSeed(form: FeedbackForm): TextsDocument {
  const page = FEEDBACK_PAGES[form]
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { title: page.title[locale], message: page.message[locale], next: page.next[locale] }]),
  )
}

export function homeSeed(): TextsDocument {
  const { intro, services, promise } = HOME_BLOCKS
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        introHeading: intro.heading[locale],
        introText: intro.text[locale],
        ...Object.fromEntries(
          services.flatMap((card, index) => [
            [homeCardFields(index + 1).title, card.title[locale]],
            [homeCardFields(index + 1).text, card.text[locale]],
          ]),
        ),
        promiseHeading: promise.heading[locale],
        promisePoints: promise.points.map((point) => point[locale]).join('\n'),
      },
    ]),
  )
}

/** The home page's blocks in one language's texts; the cards' links stay the code's. */
export function homeBlocksOf(texts: Record<string, string>): Localized<HomeBlocks> {
  const text = (name: string) => texts[name] ?? ''
  return {
    intro: { heading: text('introHeading'), text: text('introText') },
    services: HOME_BLOCKS.services.map((card, index) => ({
      title: text(homeCardFields(index + 1).title),
      text: text(homeCardFields(index + 1).text),
      path: card.path,
    })),
    promise: {
      heading: text('promiseHeading'),
      points: text('promisePoints')
        .split('\n')
        .map((point) => point.trim())
        .filter(Boolean),
    },
  }
}
