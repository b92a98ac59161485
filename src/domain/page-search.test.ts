import { describe, expect, it } from 'vitest'
import { foldText, PAGE_SEARCH_MAX_RESULTS, searchPages, type SearchablePage } from './page-search.ts'

const pages: SearchablePage[] = [
  { title: 'Notre équipe', text: 'Huit personnes qui connaissent le Brabant wallon.', href: '/fr/equipe/' },
  {
    title: 'Déclaration de confidentialité',
    text: 'Vos données personnelles et vos droits. Contactez privacy@immo-dyle.be.',
    href: '/fr/privacy/',
  },
  { title: 'Contact', text: 'Notre équipe vous répond dans un jour ouvrable.', href: '/fr/contact/' },
]

describe('site search of the 404 page', () => {
  it('ignores accents and case', () => {
    expect(foldText('Équipe Übersicht')).toBe('equipe ubersicht')
    expect(searchPages(pages, 'EQUIPE').map((hit) => hit.href)).toEqual(['/fr/equipe/', '/fr/contact/'])
  })
  it('ranks title matches first', () => {
    expect(searchPages(pages, 'equipe')[0]?.title).toBe('Notre équipe')
  })
  it('needs every word of the query', () => {
    expect(searchPages(pages, 'équipe ouvrable').map((hit) => hit.href)).toEqual(['/fr/contact/'])
    expect(searchPages(pages, 'équipe garage')).toEqual([])
  })
  it('ignores empty and one-letter queries', () => {
    expect(searchPages(pages, '  ')).toEqual([])
    expect(searchPages(pages, 'a')).toEqual([])
  })
  it('shows an excerpt around the match and caps the results', () => {
    const long: SearchablePage = { title: 'Long', text: `${'mot '.repeat(60)}certificat PEB ${'fin '.repeat(60)}`, href: '/x/' }
    const [hit] = searchPages([long], 'peb')
    expect(hit?.excerpt).toMatch(/^….*certificat PEB.*…$/)
    expect(hit!.excerpt.length).toBeLessThan(200)
    const many = Array.from({ length: 9 }, (_, i) => ({ title: `Page ${i}`, text: 'immo', href: `/${i}/` }))
    expect(searchPages(many, 'immo')).toHaveLength(PAGE_SEARCH_MAX_RESULTS)
  })
})
