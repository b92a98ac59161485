import { createSearchEngine, type SearchEngine } from '#/domain/property-search.ts'
import { buildSearchIndex } from '#/domain/search-index.ts'
import type { Goal } from '#/domain/catalogue-ids.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { catalogueVersion } from '#/server/page-cache.server.ts'
import { searchIndexSources } from './search-index-repository.server.ts'
import { searchAnswerOf, type SearchAnswer } from './search-answer.ts'

// The panel's engine on the server (decision 028): the same index the browser fetches
// (search-index.server.ts builds it from the same sources), searched by the same code.

/**
 * One engine per language and catalogue version, kept by the Worker's isolate: an import moves the
 * version on, and the next search builds the engine again from the new catalogue.
 */
const engines = new Map<Locale, { version: string; engine: Promise<SearchEngine> }>()

async function engineOf(env: Pick<AppEnv, 'DB'>, locale: Locale): Promise<SearchEngine> {
  const version = await catalogueVersion(env)
  const known = engines.get(locale)
  if (known?.version === version) return known.engine
  const engine = searchIndexSources(env.DB, locale).then((sources) =>
    createSearchEngine(buildSearchIndex(locale, sources.types, sources.properties)),
  )
  engines.set(locale, { version, engine })
  // A failed build is not kept: the next search tries again.
  engine.catch(() => engines.get(locale)?.engine === engine && engines.delete(locale))
  return engine
}

/** The listing's answer to `query` (already cut by searchQueryOf) in the page's language. */
export async function searchAnswer(env: Pick<AppEnv, 'DB'>, locale: Locale, query: string, goal: Goal): Promise<SearchAnswer> {
  const engine = await engineOf(env, locale)
  const answer = searchAnswerOf(query, engine.search(query), goal, locale)
  if (answer.kind !== 'results') return answer
  // The page carries the rows it shows, not each town's other names.
  const properties = answer.results.properties.map((property) => ({ ...property, town: { ...property.town, aliases: [] } }))
  return { ...answer, results: { ...answer.results, properties } }
}
