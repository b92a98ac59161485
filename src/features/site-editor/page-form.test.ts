import { describe, expect, it } from 'vitest'
import { pageOfForm } from './page-form.ts'

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('the pages editor form (decision 034)', () => {
  it('reads each language by its fields, trimmed, leaving out an empty SEO title or lead', () => {
    expect(
      pageOfForm(form({ 'nl.title': ' Titel ', 'nl.description': 'Uitleg', 'nl.seoTitle': '', 'nl.lead': 'Intro', 'nl.body': '## Kop' })),
    ).toEqual({ nl: { title: 'Titel', description: 'Uitleg', lead: 'Intro', body: '## Kop' } })
  })

  it('leaves out a language whose fields are all empty: it falls back', () => {
    expect(pageOfForm(form({ 'fr.title': 'Titre', 'fr.description': 'D', 'fr.body': '', 'de.title': ' ', 'de.body': '' }))).toEqual({
      fr: { title: 'Titre', description: 'D', body: '' },
    })
  })

  it('keeps a language begun without its title, for the server to refuse by its path', () => {
    expect(pageOfForm(form({ 'en.body': 'Text only' }))).toEqual({ en: { title: '', description: '', body: 'Text only' } })
  })
})
