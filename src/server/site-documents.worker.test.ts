import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AlsoRun,
  SITE_VERSION_KEY,
  discardDraft,
  draftOf,
  publishBody,
  publishDraft,
  publishedBodies,
  publishedVersion,
  restoreVersion,
  saveDraft,
  versionHistory,
} from './site-documents.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const SETTINGS = { kind: 'settings', key: 'site' } as const
const PRIVACY = { kind: 'page', key: 'legal/privacy' } as const
const AT = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute))

const siteVersion = () => DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).first<string>('value')

/** A stand-in for an audit line: a row in app_meta written only under the change's condition. */
const logged =
  (name: string): AlsoRun =>
  (condition) => [DB.prepare(`INSERT INTO app_meta (key, value) SELECT ?, 'x' WHERE ${condition.sql}`).bind(name, ...condition.values)]
const wasLogged = async (name: string) => (await DB.prepare('SELECT 1 AS found FROM app_meta WHERE key = ?').bind(name).first()) !== null

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare(`DELETE FROM app_meta WHERE key = ? OR key LIKE 'log:%'`).bind(SITE_VERSION_KEY).run()
})

describe('site documents in versions (decision 034)', () => {
  it('a draft is never what visitors read; publishing makes it version 1 and moves the site version', async () => {
    expect(await publishedVersion(DB, SETTINGS)).toBeUndefined()
    await saveDraft(DB, SETTINGS, { phone: '+32 10 22 33 44' }, 'anna@immo-dyle.be', AT(1))
    await saveDraft(DB, SETTINGS, { phone: '+32 10 99 99 99' }, 'bert@immo-dyle.be', AT(2))
    expect(await publishedVersion(DB, SETTINGS)).toBeUndefined()
    expect(await draftOf(DB, SETTINGS)).toEqual({
      body: { phone: '+32 10 99 99 99' },
      savedBy: 'bert@immo-dyle.be',
      savedAt: AT(2).toISOString(),
    })
    expect(await siteVersion()).toBeNull()

    expect(await publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(3))).toEqual({ kind: 'published', version: 1 })
    expect(await publishedVersion(DB, SETTINGS)).toMatchObject({
      version: 1,
      body: { phone: '+32 10 99 99 99' },
      savedBy: 'bert@immo-dyle.be',
      publishedBy: 'anna@immo-dyle.be',
      publishedAt: AT(3).toISOString(),
      current: true,
    })
    expect(await draftOf(DB, SETTINGS)).toBeUndefined()
    expect(await siteVersion()).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('each publish is the next version; the history lists them newest first, one current', async () => {
    for (const [minute, phone] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      await saveDraft(DB, SETTINGS, { phone }, 'anna@immo-dyle.be', AT(minute))
      await publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(minute))
    }
    const history = await versionHistory<{ phone: string }>(DB, SETTINGS)
    expect(history.map((entry) => [entry.version, entry.body.phone, entry.current])).toEqual([
      [3, 'three', true],
      [2, 'two', false],
      [1, 'one', false],
    ])
  })

  it('restore publishes an earlier body again as the next version; the current one and an unknown one are refused', async () => {
    for (const phone of ['old', 'new']) {
      await saveDraft(DB, SETTINGS, { phone }, 'anna@immo-dyle.be', AT(1))
      await publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(1))
    }
    const before = await siteVersion()
    expect(await restoreVersion(DB, SETTINGS, 1, 'bert@immo-dyle.be', AT(5), logged('log:restore'))).toEqual({
      kind: 'restored',
      version: 3,
    })
    expect(await wasLogged('log:restore')).toBe(true)
    expect(await publishedVersion(DB, SETTINGS)).toMatchObject({
      version: 3,
      body: { phone: 'old' },
      restoredFrom: 1,
      publishedBy: 'bert@immo-dyle.be',
    })
    expect(await siteVersion()).not.toBe(before)

    expect(await restoreVersion(DB, SETTINGS, 3, 'bert@immo-dyle.be', AT(6))).toEqual({ kind: 'current' })
    expect(await restoreVersion(DB, SETTINGS, 9, 'bert@immo-dyle.be', AT(6))).toEqual({ kind: 'not-found' })
    expect((await versionHistory(DB, SETTINGS)).map((entry) => entry.version)).toEqual([3, 2, 1])
  })

  it('publishing without a draft changes nothing and logs nothing; two publishes of one draft publish it once', async () => {
    expect(await publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(1), logged('log:none'))).toEqual({ kind: 'no-draft' })
    expect(await wasLogged('log:none')).toBe(false)

    await saveDraft(DB, SETTINGS, { phone: 'x' }, 'anna@immo-dyle.be', AT(1))
    const [first, second] = await Promise.all([
      publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(2), logged('log:first')),
      publishDraft(DB, SETTINGS, 'bert@immo-dyle.be', AT(2), logged('log:second')),
    ])
    expect([first, second].filter((result) => result.kind === 'published')).toHaveLength(1)
    expect([await wasLogged('log:first'), await wasLogged('log:second')].filter(Boolean)).toHaveLength(1)
    expect(await versionHistory(DB, SETTINGS)).toHaveLength(1)
  })

  it('documents are kept apart by kind and key; a discarded draft leaves the published page as it was', async () => {
    await saveDraft(DB, PRIVACY, { fr: { title: 'Vie privée' } }, 'anna@immo-dyle.be', AT(1))
    await publishDraft(DB, PRIVACY, 'anna@immo-dyle.be', AT(1))
    await saveDraft(DB, { kind: 'page', key: 'legal/disclaimer' }, { fr: { title: 'Avertissement' } }, 'anna@immo-dyle.be', AT(1))
    await saveDraft(DB, PRIVACY, { fr: { title: 'Brouillon' } }, 'anna@immo-dyle.be', AT(2))

    expect(await discardDraft(DB, PRIVACY, logged('log:discard'))).toBe(true)
    expect(await wasLogged('log:discard')).toBe(true)
    expect(await discardDraft(DB, PRIVACY)).toBe(false)
    expect(await publishedBodies(DB, 'page')).toEqual(new Map([['legal/privacy', { fr: { title: 'Vie privée' } }]]))
    expect(await publishedVersion(DB, SETTINGS)).toBeUndefined()
  })

  it('the table refuses a body that is not JSON and a kind it does not know', async () => {
    const insert = (kind: string, body: string) =>
      DB.prepare(`INSERT INTO site_documents (kind, key, state, body, saved_by, saved_at) VALUES (?, 'k', 'draft', ?, 'a', 'now')`)
        .bind(kind, body)
        .run()
    await expect(insert('page', '{not json')).rejects.toThrow(/CHECK constraint/)
    await expect(insert('theme', '{}')).rejects.toThrow(/CHECK constraint/)
  })

  it('an import publishes its body as the next version at once and leaves a staff member’s draft as it was', async () => {
    await saveDraft(DB, SETTINGS, { phone: 'draft' }, 'anna@immo-dyle.be', AT(1))
    await publishDraft(DB, SETTINGS, 'anna@immo-dyle.be', AT(2))
    await saveDraft(DB, SETTINGS, { phone: 'next draft' }, 'anna@immo-dyle.be', AT(3))
    const before = await siteVersion()
    expect(await publishBody(DB, SETTINGS, { phone: 'imported' }, 'operator', AT(4), logged('log:import'))).toEqual({ version: 2 })
    expect(await publishedVersion(DB, SETTINGS)).toMatchObject({ version: 2, body: { phone: 'imported' }, publishedBy: 'operator' })
    expect((await draftOf(DB, SETTINGS))?.body).toEqual({ phone: 'next draft' })
    expect(await siteVersion()).not.toBe(before)
    expect(await wasLogged('log:import')).toBe(true)
    expect((await versionHistory(DB, SETTINGS)).map((version) => [version.version, version.current])).toEqual([
      [2, true],
      [1, false],
    ])
  })
})
