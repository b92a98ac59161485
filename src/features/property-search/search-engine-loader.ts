import type { Locale } from '~/i18n/locales'
import type { SearchEngine } from '~/domain/property-search'
import type { SearchIndex } from '~/domain/search-index'
import { searchIndexPath } from './search-index-path'

// One engine per language for the life of the page: the search code (fuse.js) and the index are
// fetched together on the first focus, and every later focus, box or route change reuses them.
const engines = new Map<Locale, Promise<SearchEngine>>()

export function loadSearchEngine(locale: Locale): Promise<SearchEngine> {
  let engine = engines.get(locale)
  if (!engine) {
    engine = Promise.all([import('~/domain/property-search'), fetchIndex(locale)]).then(([search, index]) => warmedUp(search.createSearchEngine(index)))
    // A failed load may be retried on the next focus.
    engine.catch(() => engines.delete(locale))
    engines.set(locale, engine)
  }
  return engine
}

async function fetchIndex(locale: Locale): Promise<SearchIndex> {
  const response = await fetch(searchIndexPath(locale), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`search index ${locale}: ${response.status}`)
  return (await response.json()) as SearchIndex
}

/**
 * The first searches run cold, several times slower on a phone than the same search a moment later.
 * A few throwaway searches while the visitor reads the open panel make the first real keystroke fast.
 */
function warmedUp(engine: SearchEngine): SearchEngine {
  const whenIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback: () => void) => setTimeout(callback, 1)
  whenIdle(() => {
    for (const query of ['zq', 'zqx 9', 'q']) engine.search(query)
  })
  return engine
}
