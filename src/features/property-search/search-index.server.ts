import { siteConfig } from '#/config/site-config.ts'
import { isLocale } from '#/i18n/locales.ts'
import { buildSearchIndex } from '#/domain/search-index.ts'
import { searchIndexSources } from './search-index-repository.server.ts'
import { SEARCH_INDEX_FORMAT, SEARCH_INDEX_PATTERN } from './search-index-path.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { WorkerRoute } from '#/server/worker-routes.ts'
import { catalogueVersion } from '#/server/page-cache.server.ts'

/** Browsers keep the index this long; an import shows in the search at the latest after it. */
export const SEARCH_INDEX_MAX_AGE_SECONDS = 300

/** `/api/search-index/{lang}.json`, kept in the edge cache except under `vite dev`. */
export const SEARCH_INDEX_ROUTES: WorkerRoute[] = [
  {
    path: SEARCH_INDEX_PATTERN,
    methods: ['GET'],
    handle: ({ env, url, ctx, params }) => searchIndexResponse(env, params[0]!, url, ctx, !import.meta.env.DEV),
  },
]

/** The index of `locale` (the path's language), or 404 for a language the site does not have. */
export async function searchIndexResponse(
  env: Pick<AppEnv, 'DB'>,
  locale: string,
  url: URL,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  useCache: boolean,
): Promise<Response> {
  if (!isLocale(locale) || !siteConfig.languages.enabled.includes(locale)) {
    return Response.json({ error: 'unknown language' }, { status: 404 })
  }
  // One index per language and catalogue version: an import makes the next request build a new one.
  const cache = useCache ? await caches.open('search-index') : undefined
  const key = new Request(`${url.origin}${url.pathname}?v=${encodeURIComponent(await catalogueVersion(env))}&format=${SEARCH_INDEX_FORMAT}`)
  const cached = await cache?.match(key)
  if (cached) return new Response(cached.body, cached)

  const sources = await searchIndexSources(env.DB, locale)
  const response = new Response(JSON.stringify(buildSearchIndex(locale, sources.types, sources.properties)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${SEARCH_INDEX_MAX_AGE_SECONDS}`,
    },
  })
  if (cache) ctx.waitUntil(cache.put(key, response.clone()))
  return response
}
