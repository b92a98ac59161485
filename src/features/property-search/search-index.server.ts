import { siteConfig } from '#/config/site-config.ts'
import { isLocale } from '#/i18n/locales.ts'
import { buildSearchIndex } from '#/domain/search-index.ts'
import { searchIndexSources } from './search-index-repository.server.ts'
import { SEARCH_INDEX_FILE, SEARCH_INDEX_FORMAT } from './search-index-path.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { catalogueVersion } from '#/server/page-cache.server.ts'

/** Browsers keep the index this long; an import shows in the search at the latest after it. */
export const SEARCH_INDEX_MAX_AGE_SECONDS = 300

/**
 * GET `/api/search-index/{file}`, kept in the edge cache except under `vite dev`: `{lang}.json` is
 * the index of a language; any other file name is not found.
 */
export function searchIndexFileResponse(
  { env, url, ctx }: Pick<DoorInput, 'env' | 'url' | 'ctx'>,
  file: string,
): Promise<Response> | Response {
  const locale = SEARCH_INDEX_FILE.exec(file)?.[1]
  if (!locale) return Response.json({ error: 'not found' }, { status: 404 })
  return searchIndexResponse(env, locale, url, ctx, !import.meta.env.DEV)
}

/** The index of `locale` (the path's language), or 404 for a language the site does not have. */
export async function searchIndexResponse(
  env: Pick<AppEnv, 'DB'>,
  locale: string,
  url: URL,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  useCache: boolean,
): Promise<Response> {
  if (!isLocale(locale) || !siteConfig().languages.enabled.includes(locale)) {
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
