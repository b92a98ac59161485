import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { bindings } from '#/server/bindings.server.ts'
import { noteSessionStarts } from '../../tests/support/session-starts-fixture.ts'
import { withRequestDatabase, type RequestDatabaseRules } from '#/server/request-database.server.ts'
import { importFeed } from './catalogue-import.server.ts'
import { listingPage } from './listing-page.server.ts'
import { wavreHouseRecord } from '../../tests/fixtures/feed-record-fixture.ts'

// Decision 024: a listing is read through the request's D1 session. Locally there is one
// database, so what this shows is the path: the write's bookmark goes back to the browser and the
// next listing read, on a session opened from it, has the write.

const testEnv = env as unknown as AppEnv
const RULES: RequestDatabaseRules = { sessionCookies: ['__Host-session'], primaryPath: () => false }

const listedIds = async () =>
  (await listingPage(bindings().DB, { goal: 0, city: 'Wavre|1300', page: 1, locale: 'fr' })).listing.items.map((item) => item.id)

describe('listing reads through the request’s D1 session', () => {
  it('shows a listing written by a post to the visitor whose bookmark came back from it', async () => {
    const { db, starts } = noteSessionStarts(testEnv.DB)
    const observed: AppEnv = { ...testEnv, DB: db }
    const before = await withRequestDatabase(new Request('https://site.be/fr/a-vendre/?city=Wavre%7C1300'), observed, RULES, async () =>
      Response.json(await listedIds()),
    )
    expect(await before.json()).not.toContain(7301)

    const posted = await withRequestDatabase(
      new Request('https://site.be/admin/import', { method: 'POST' }),
      observed,
      RULES,
      async (scoped) => {
        await importFeed(scoped.DB, { properties: [wavreHouseRecord(7301)] })
        return new Response(null, { status: 303, headers: { Location: '/fr/a-vendre/' } })
      },
    )
    const cookie = posted.headers.get('Set-Cookie')!.split(';')[0]!

    const after = await withRequestDatabase(
      new Request('https://site.be/fr/a-vendre/?city=Wavre%7C1300', { headers: { Cookie: cookie } }),
      observed,
      RULES,
      async () => Response.json(await listedIds()),
    )
    expect(await after.json()).toContain(7301)
    expect(starts).toEqual(['first-unconstrained', 'first-primary', cookie.split('=')[1]!.split('.')[0]])
  })
})
