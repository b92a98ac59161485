import { AsyncLocalStorage } from 'node:async_hooks'
import { readCookie } from './cookies.ts'
import type { AppEnv } from './env.server.ts'
import { bookmarkCookie, requestBookmark } from './d1-bookmark.ts'

// Read replication (decision 024): every request the Worker answers gets one D1 session,
// opened here and nowhere else. Public reads start `first-unconstrained` (the nearest replica), or
// from the visitor's own bookmark after a form post of theirs; everything else starts
// `first-primary`. A session keeps its queries sequentially consistent, so one page never mixes a
// newer and an older copy. The session stands in for `env.DB` for the whole request: route handlers
// get it in their `env`, server functions through `bindings()`.

/** Where a request's session starts: the nearest replica, or the primary. */
export type DatabaseRoute = 'replica' | 'primary'

export type RequestDatabaseRules = {
  /** the cookies of every kind of login: a request carrying one is personal and stays on the primary */
  sessionCookies: readonly string[]
  /** pages that stay on the primary even when read (the back office, pages opened by a signed link) */
  primaryPath: (pathname: string) => boolean
}

/**
 * A GET or HEAD of anyone not logged in, outside the back office and signed links, reads from a
 * replica: the catalogue, listings, properties, projects, the search index, the sitemap, content
 * pages, favourites, map points. Posts (leads, subscriptions, logins, the back office's edits) and
 * personal pages stay on the primary, where their writes land.
 */
export function databaseRoute(request: Request, url: URL, rules: RequestDatabaseRules): DatabaseRoute {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'primary'
  const cookies = request.headers.get('Cookie')
  if (rules.sessionCookies.some((name) => readCookie(cookies, name) !== undefined)) return 'primary'
  return rules.primaryPath(url.pathname) ? 'primary' : 'replica'
}

/**
 * The binding as the request sees it: statements go through the session; `exec`, `dump` and new
 * sessions (migrations and scripts only) go to the binding itself, as they would without replication.
 */
export function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
  }
}

const requestScope = new AsyncLocalStorage<AppEnv>()

/** The bindings of the request being answered, `DB` its session; undefined outside one (crons, queues, workflows). */
export function requestBindings(): AppEnv | undefined {
  return requestScope.getStore()
}

/**
 * Answers a request with its session in place of `env.DB`. After a post, the session's bookmark
 * goes back to the browser in a short-lived cookie (d1-bookmark.ts); a read never sets it, so no
 * page the edge may cache carries it.
 */
export async function withRequestDatabase(
  request: Request,
  env: AppEnv,
  rules: RequestDatabaseRules,
  handle: (env: AppEnv) => Promise<Response>,
): Promise<Response> {
  if (env.D1_SESSIONS === 'off') return requestScope.run(env, () => handle(env))
  const route = databaseRoute(request, new URL(request.url), rules)
  const bookmark = route === 'replica' ? await requestBookmark(env.SESSION_SECRET, request.headers.get('Cookie')) : undefined
  const session = env.DB.withSession(route === 'primary' ? 'first-primary' : (bookmark ?? 'first-unconstrained'))
  const scoped: AppEnv = { ...env, DB: sessionDatabase(env.DB, session) }
  const response = await requestScope.run(scoped, () => handle(scoped))
  if (request.method === 'GET' || request.method === 'HEAD') return response
  const written = session.getBookmark()
  const cookie = written ? await bookmarkCookie(env.SESSION_SECRET, written) : undefined
  if (!cookie) return response
  // A copy: a redirect's headers cannot be changed in place.
  const kept = new Response(response.body, response)
  kept.headers.append('Set-Cookie', cookie)
  return kept
}
