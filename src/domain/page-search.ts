/** Lower case without accents, so "equipe" finds "Équipe" and "beoordeling" finds "Beoordeling". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export type SearchablePage = { title: string; text: string; href: string }
export type PageHit = { title: string; href: string; excerpt: string }

/** How many pages the 404 page's site search lists. */
export const PAGE_SEARCH_MAX_RESULTS = 5
/** Characters of context around the first match in an excerpt. */
const EXCERPT_RADIUS = 80

/**
 * Finds site pages for the 404 page's search form: every word of the query must appear in the
 * page's title or text (accents and case ignored); title matches rank first.
 */
export function searchPages(pages: ReadonlyArray<SearchablePage>, query: string): PageHit[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
  if (words.length === 0) return []
  return pages
    .map((page) => {
      const title = foldText(page.title)
      const text = foldText(page.text)
      if (!words.every((word) => title.includes(word) || text.includes(word))) return undefined
      const score = words.reduce((sum, word) => sum + (title.includes(word) ? 10 : 0) + Math.min(5, text.split(word).length - 1), 0)
      return { page, score, at: text.indexOf(words.find((word) => text.includes(word)) ?? '') }
    })
    .filter((hit) => hit !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, PAGE_SEARCH_MAX_RESULTS)
    .map(({ page, at }) => ({ title: page.title, href: page.href, excerpt: excerptAround(page.text, at) }))
}

function excerptAround(text: string, at: number): string {
  if (at < 0) return text.slice(0, EXCERPT_RADIUS * 2).trim() + (text.length > EXCERPT_RADIUS * 2 ? '…' : '')
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - EXCERPT_RADIUS)))
  const endSpace = text.indexOf(' ', at + EXCERPT_RADIUS)
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
