import { describe, expect, it } from 'vitest'
import { editorFieldsOf } from '#/content/editable-page-keys.ts'
import { pageOfForm } from './page-form.ts'

const PAGE = editorFieldsOf('privacy')

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('the pages editor form (decision 034)', () => {
  it('reads each language by its fields, trimmed, leaving out an empty SEO title or lead', () => {
    expect(
      pageOfForm(
        form({ 'nl.title': ' Titel ', 'nl.description': 'Uitleg', 'nl.seoTitle': '', 'nl.lead': 'Intro', 'nl.body': '## Kop' }),
        PAGE,
      ),
    ).toEqual({ nl: { title: 'Titel', description: 'Uitleg', lead: 'Intro', body: '## Kop' } })
  })

  it('leaves out a language whose fields are all empty: it falls back', () => {
    expect(pageOfForm(form({ 'fr.title': 'Titre', 'fr.description': 'D', 'fr.body': '', 'de.title': ' ', 'de.body': '' }), PAGE)).toEqual({
      fr: { title: 'Titre', description: 'D', body: '' },
    })
  })

  it('reads a thank-you page by its own fields, all of them needed', () => {
    expect(pageOfForm(form({ 'de.title': 'Danke', 'de.next': 'Bis bald' }), editorFieldsOf('thanks-contact-me'))).toEqual({
      de: { title: 'Danke', message: '', next: 'Bis bald' },
    })
  })

  it('keeps a language begun without its title, for the server to refuse by its path', () => {
    expect(pageOfForm(form({ 'en.body': 'Text only' }), PAGE)).toEqual({ en: { title: '', description: '', body: 'Text only' } })
  })
})
