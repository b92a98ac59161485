import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './env.server.ts'
import { bindings } from './bindings.server.ts'
import { BOOKMARK_COOKIE } from './d1-bookmark.ts'
import type { D1Queryable } from './d1-queryable.ts'
import { cachedPage, contentVersions, isStorable } from './page-cache.server.ts'
import { noteSessionStarts } from '../../tests/support/session-starts-fixture.ts'
import { databaseRoute, withRequestDatabase, type RequestDatabaseRules } from './request-database.server.ts'

const testEnv = env as unknown as AppEnv
const DB = testEnv.DB
/** The login cookies and private pages as the Worker entry names them (src/server.ts). */
const RULES: RequestDatabaseRules = {
  sessionCookies: ['__Host-session', '__Host-staff'],
  primaryPath: (path) => /^\/admin(\/|$)/.test(path) || path === '/nl/zoekopdracht-bevestigen/',
}

/** The test's bindings, noting where each session the binding opens starts. */
function observedDatabase(): { env: AppEnv; starts: string[] } {
  const { db, starts } = noteSessionStarts(DB)
  return { env: { ...testEnv, DB: db }, starts }
}

const cookieOf = (response: Response) => response.headers.get('Set-Cookie')
/** The cookie as the browser sends it back: its name and value, without the attributes. */
const sentBack = (response: Response) => cookieOf(response)!.split(';')[0]!

const readNote = (db: D1Queryable) =>
  db
    .prepare("SELECT value FROM app_meta WHERE key = 'replica-test'")
    .first<{ value: string }>()
    .then((row) => row?.value)

describe('D1 sessions per request (decision 024)', () => {
  it('reads a public page through one first-unconstrained session, which server functions share', async () => {
    const observed = observedDatabase()
    const response = await withRequestDatabase(new Request('https://site.be/fr/a-vendre/'), observed.env, RULES, async (scoped) => {
      expect(bindings().DB).toBe(scoped.DB)
      expect(scoped.DB).not.toBe(observed.env.DB)
      const row = await bindings().DB.prepare('SELECT 1 AS one').first<{ one: number }>()
      return new Response(String(row?.one), { headers: { 'Content-Type': 'text/html' } })
    })
    expect(await response.text()).toBe('1')
    expect(observed.starts).toEqual(['first-unconstrained'])
    expect(cookieOf(response)).toBeNull()
  })

  it('uses the binding itself where sessions are switched off (locally, .dev.vars D1_SESSIONS=off)', async () => {
    const observed = observedDatabase()
    const off: AppEnv = { ...observed.env, D1_SESSIONS: 'off' }
    const response = await withRequestDatabase(
      new Request('https://site.be/api/leads/contact', { method: 'POST' }),
      off,
      RULES,
      async (scoped) => {
        expect(scoped.DB).toBe(off.DB)
        expect(bindings().DB).toBe(off.DB)
        await bindings().DB.prepare('SELECT 1').first()
        return new Response(null, { status: 303 })
      },
    )
    expect(observed.starts).toEqual([])
    expect(cookieOf(response)).toBeNull()
  })

  it('keeps posts, logged-in visitors, the back office and signed links on the primary', () => {
    const route = (path: string, init: RequestInit = {}) =>
      databaseRoute(new Request(`https://site.be${path}`, init), new URL(`https://site.be${path}`), RULES)
    expect(route('/fr/a-vendre/')).toBe('replica')
    expect(route('/sitemap.xml', { method: 'HEAD' })).toBe('replica')
    expect(route('/api/leads/contact', { method: 'POST' })).toBe('primary')
    expect(route('/fr/a-vendre/', { headers: { Cookie: 'lang=fr; __Host-session=abc' } })).toBe('primary')
    expect(route('/nl/', { headers: { Cookie: '__Host-staff=abc' } })).toBe('primary')
    expect(route('/admin/leads/')).toBe('primary')
    expect(route('/nl/zoekopdracht-bevestigen/?t=abc')).toBe('primary')
    // A visitor's bookmark is not a login: their reads still go to a replica, from the bookmark.
    expect(route('/fr/a-vendre/', { headers: { Cookie: `${BOOKMARK_COOKIE}=x` } })).toBe('replica')
  })

  it('gives a post that wrote its bookmark in a cookie, and the next read starts from it and sees the write', async () => {
    const observed = observedDatabase()
    const posted = await withRequestDatabase(
      new Request('https://site.be/api/leads/contact', { method: 'POST' }),
      observed.env,
      RULES,
      async (scoped) => {
        await scoped.DB.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('replica-test', 'written by the post')").run()
        // A redirect's headers are immutable: the cookie must still get on.
        return Response.redirect('https://site.be/fr/merci/', 303)
      },
    )
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toBe('https://site.be/fr/merci/')
    expect(cookieOf(posted)).toMatch(
      new RegExp(`^${BOOKMARK_COOKIE}=[\\w-]+\\.\\d{13}\\.[\\w-]{43}; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    )
    expect(observed.starts).toEqual(['first-primary'])

    const bookmark = sentBack(posted)
      .slice(BOOKMARK_COOKIE.length + 1)
      .split('.')[0]!
    const read = await withRequestDatabase(
      new Request('https://site.be/fr/merci/', { headers: { Cookie: `lang=fr; ${sentBack(posted)}` } }),
      observed.env,
      RULES,
      async (scoped) => {
        return new Response(await readNote(scoped.DB))
      },
    )
    expect(observed.starts).toEqual(['first-primary', bookmark])
    expect(await read.text()).toBe('written by the post')
    // A read never renews or sets it: the cookie ends a few minutes after the post.
    expect(cookieOf(read)).toBeNull()
  })

  it('ignores a malformed or forged bookmark cookie: the read starts unconstrained and answers', async () => {
    const observed = observedDatabase()
    const forged = [
      'garbage',
      'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff',
      `ffffffff-ffffffff.${Date.now() + 60_000}.${'A'.repeat(43)}`,
      '%ZZ',
      'x'.repeat(4096),
    ]
    for (const value of forged) {
      const response = await withRequestDatabase(
        new Request('https://site.be/fr/', { headers: { Cookie: `${BOOKMARK_COOKIE}=${value}` } }),
        observed.env,
        RULES,
        async (scoped) => {
          return new Response(String((await scoped.DB.prepare('SELECT 1 AS one').first<{ one: number }>())?.one))
        },
      )
      expect(response.status, value).toBe(200)
      expect(await response.text()).toBe('1')
    }
    expect(observed.starts).toEqual(forged.map(() => 'first-unconstrained'))
  })

  it('sets no cookie on a post that never reached the database', async () => {
    const refused = await withRequestDatabase(
      new Request('https://site.be/api/leads/contact', { method: 'POST' }),
      testEnv,
      RULES,
      async () => new Response('refused', { status: 403 }),
    )
    expect(cookieOf(refused)).toBeNull()
  })

  it('never lets a cached page carry the cookie, and serves a visitor with a bookmark past the cache', async () => {
    const build = 'bookmark-test'
    let renders = 0
    const page = async (cookie?: string) => {
      const request = new Request('https://site.be/nl/over-ons/', { headers: cookie ? { Cookie: cookie } : {} })
      const ctx = createExecutionContext()
      const answer = await withRequestDatabase(request, testEnv, RULES, async (scoped) => {
        const { response, edge } = await cachedPage({
          request,
          url: new URL(request.url),
          versions: await contentVersions(scoped.DB),
          ctx,
          nonce: 'n',
          build,
          sessionCookies: [...RULES.sessionCookies, BOOKMARK_COOKIE],
          queryParams: [],
          render: () => {
            renders += 1
            return new Response(`<p>render ${renders}</p>`, { headers: { 'Content-Type': 'text/html' } })
          },
        })
        response.headers.set('X-Edge', String(edge))
        return response
      })
      await waitOnExecutionContext(ctx)
      return { edge: answer.headers.get('X-Edge'), cookie: cookieOf(answer), text: await answer.text() }
    }
    expect(await page()).toEqual({ edge: 'true', cookie: null, text: '<p>render 1</p>' })
    expect(await page()).toEqual({ edge: 'true', cookie: null, text: '<p>render 1</p>' })

    const posted = await withRequestDatabase(
      new Request('https://site.be/api/subscriptions', { method: 'POST' }),
      testEnv,
      RULES,
      async (scoped) => {
        await scoped.DB.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('replica-test', 'subscribed')").run()
        return new Response('<p>thanks</p>', { headers: { 'Content-Type': 'text/html' } })
      },
    )
    // The response that sets the cookie is one the cache refuses to keep.
    expect(isStorable(posted)).toBe(false)
    const withBookmark = await page(sentBack(posted))
    expect(withBookmark).toEqual({ edge: 'false', cookie: null, text: '<p>render 2</p>' })
    // Nor did that render land in the cache: everyone else still gets the stored page.
    expect(await page()).toEqual({ edge: 'true', cookie: null, text: '<p>render 1</p>' })
  })
})
