import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type MarkdownInline, parsePageMarkdown } from '#/domain/page-markdown.ts'
import { LOCALES } from '#/i18n/locales.ts'
import type { ContentPage } from './content-types.ts'
import {
  PageDocumentSchema,
  escapeMarkdownText,
  pageCompleteness,
  pageDocumentOf,
  pageTextFor,
  sectionsToMarkdown,
} from './page-documents.ts'
import { PAGES } from './pages.ts'
import { SERVICE_ARTICLES } from './service-articles.ts'
import { TEAM_PAGE } from './team.ts'

const SEED_PAGES: Array<[string, ContentPage]> = [...Object.entries(PAGES), ...Object.entries(SERVICE_ARTICLES), ['team', TEAM_PAGE]]

const plain = (nodes: MarkdownInline[]): string =>
  nodes.map((node) => (node.kind === 'text' ? node.text : `<${node.kind}>${plain(node.children)}`)).join('')

describe('pages as documents (decision 034)', () => {
  it.each(SEED_PAGES)('the seed of %s reads back, in every language, as exactly the sections it was written with', (_, page) => {
    for (const locale of LOCALES) {
      const { blocks, problems } = parsePageMarkdown(sectionsToMarkdown(page.sections, locale))
      expect(problems).toEqual([])
      const expected = page.sections.flatMap((section) => [
        ...(section.heading ? [{ kind: 'heading', text: section.heading[locale] }] : []),
        ...section.paragraphs.map((paragraph) => ({ kind: 'paragraph', text: paragraph[locale] })),
        ...(section.bullets ? [{ kind: 'list', items: section.bullets.map((bullet) => bullet[locale]) }] : []),
      ])
      const read = blocks.map((block) =>
        block.kind === 'list' ? { kind: 'list', items: block.items.map(plain) } : { kind: block.kind, text: plain(block.children) },
      )
      expect(read).toEqual(expected)
    }
    expect(v.safeParse(PageDocumentSchema, pageDocumentOf(page)).success).toBe(true)
  })

  it('text that looks like Markdown is escaped, so it stays text', () => {
    const source = ['- not a list', '## not a heading', '1. not numbered', 'a *star*, an _underscore_ and [brackets](/x/)'].map(
      escapeMarkdownText,
    )
    expect(parsePageMarkdown(source.join('\n\n')).blocks.map((block) => block.kind === 'paragraph' && plain(block.children))).toEqual([
      '- not a list',
      '## not a heading',
      '1. not numbered',
      'a *star*, an _underscore_ and [brackets](/x/)',
    ])
  })

  it('a language not written yet falls back along the chain, and the page says which languages are complete', () => {
    const page = { fr: { title: 'Vie privée', description: 'd', body: '' }, nl: { title: 'Privacy', description: 'd', body: '' } }
    expect(pageCompleteness(page)).toEqual({ nl: true, fr: true, en: false, de: false })
    expect(pageTextFor(page, 'de', 'fr')).toMatchObject({ language: 'fr', text: { title: 'Vie privée' } })
    expect(pageTextFor(page, 'nl', 'fr')).toMatchObject({ language: 'nl' })
    expect(pageTextFor({}, 'nl')).toBeUndefined()
  })

  it('refuses a page without any language, without a title, or with a title too long', () => {
    expect(v.safeParse(PageDocumentSchema, {}).success).toBe(false)
    expect(v.safeParse(PageDocumentSchema, { fr: { title: ' ', description: 'd', body: '' } }).success).toBe(false)
    expect(v.safeParse(PageDocumentSchema, { fr: { title: 'x'.repeat(121), description: 'd', body: '' } }).success).toBe(false)
    expect(v.safeParse(PageDocumentSchema, { es: { title: 'Hola', description: 'd', body: '' } }).success).toBe(false)
  })
})
