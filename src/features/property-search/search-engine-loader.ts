import type { Locale } from '#/i18n/locales.ts'
import type { SearchEngine } from '#/domain/property-search.ts'
import type { SearchIndex } from '#/domain/search-index.ts'
import { searchIndexPath } from './search-index-path.ts'

// One engine per language for the life of the page: the search code (fuse.js) and the index are
// fetched together on the first focus, and every later focus, box or route change reuses them.
const engines = new Map<Locale, Promise<SearchEngine>>()
const failedLoads = new Set<Promise<SearchEngine>>()

/**
 * The language's engine, loading it on the first call. A failed load stays failed for every caller
 * (the field starts the load on focus, the list asks once it has loaded: both must see the failure)
 * until one asks `again`, as the list does when the visitor opens it again.
 */
export function loadSearchEngine(locale: Locale, again = false): Promise<SearchEngine> {
  let engine = engines.get(locale)
  // A retried load forgets the failed one, so the set holds at most one promise per language.
  if (engine && again && failedLoads.delete(engine)) engine = undefined
  if (!engine) {
    const loading = Promise.all([import('#/domain/property-search.ts'), fetchIndex(locale)]).then(([search, index]) =>
      warmedUp(search.createSearchEngine(index)),
    )
    loading.catch(() => failedLoads.add(loading))
    engines.set(locale, loading)
    engine = loading
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
