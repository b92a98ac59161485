import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { auditEntries } from '#/admin/audit-log.server.ts'
import { STAFF_JSON_LIMIT_BYTES } from '#/admin/staff-check.server.ts'
import { EDITABLE_PAGE_KEYS, editorFieldsOf } from '#/content/editable-page-keys.ts'
import { seedDocument } from '#/content/editable-pages.ts'
import type { PageDocument } from '#/content/page-documents.ts'
import { pagesInForce, pageView } from '#/features/content-pages/pages-in-force.server.ts'
import { saveDraft, SITE_VERSION_KEY } from '#/server/site-documents.server.ts'
import { createTestStaff, refusalOf, testStaffContext } from '../../../tests/support/test-staff.ts'
import {
  discardPageDraft,
  pageEditorState,
  pageSubject,
  pagesOverview,
  publishPage,
  restorePage,
  savePageDraft,
} from './page-editor.server.ts'

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB

function withDutchTitle(title: string): PageDocument {
  const page = structuredClone(seedDocument('service-selling') as PageDocument)
  page.nl = { ...page.nl!, title }
  return page
}

const visitorsTitle = async () =>
  pageView('service-selling', (await pagesInForce(DB, ['service-selling'])).get('service-selling')!, 'nl').title

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM audit_log').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the pages editor (decision 034)', () => {
  it('an agent saves a draft visitors never read, publishes it, and restores the earlier version; each step is in the audit log', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    const seedTitle = (seedDocument('service-selling') as PageDocument).nl!.title
    expect((await pageEditorState(agent, { key: 'service-selling' })).published).toEqual({
      page: seedDocument('service-selling'),
      version: null,
    })

    expect(await savePageDraft(agent, { key: 'service-selling', page: withDutchTitle('Verkopen, versie 1') })).toEqual({ kind: 'saved' })
    expect(await visitorsTitle()).toBe(seedTitle)
    expect((await pageEditorState(agent, { key: 'service-selling' })).draft?.body.nl?.title).toBe('Verkopen, versie 1')

    expect(await publishPage(agent, { key: 'service-selling' })).toEqual({ version: 1 })
    expect(await visitorsTitle()).toBe('Verkopen, versie 1')
    await savePageDraft(agent, { key: 'service-selling', page: withDutchTitle('Verkopen, versie 2') })
    expect(await publishPage(agent, { key: 'service-selling' })).toEqual({ version: 2 })
    expect(await visitorsTitle()).toBe('Verkopen, versie 2')

    expect(await restorePage(agent, { key: 'service-selling', version: 1 })).toEqual({ version: 3 })
    expect(await visitorsTitle()).toBe('Verkopen, versie 1')
    const state = await pageEditorState(agent, { key: 'service-selling' })
    expect(state.history.map((version) => [version.version, version.current, version.restoredFrom])).toEqual([
      [3, true, 1],
      [2, false, null],
      [1, false, null],
    ])
    expect(state.paths.nl).toBe('/nl/diensten/verkopen/')
    const actions = (await auditEntries(DB, { subject: pageSubject('service-selling'), limit: 10 })).map((entry) => entry.action)
    expect(actions).toEqual(['page.restore', 'page.publish', 'page.draft', 'page.publish', 'page.draft'])
  })

  it('refuses a page with a language begun without its title, or with no language at all, and saves nothing', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    const page = structuredClone(seedDocument('privacy') as PageDocument) as Record<string, unknown>
    page.de = { title: '', description: 'Beschreibung', body: '' }
    const answer = await savePageDraft(agent, { key: 'privacy', page })
    expect(answer).toEqual({ kind: 'invalid', problems: [{ path: 'de.title' }] })
    expect(await savePageDraft(agent, { key: 'privacy', page: {} })).toEqual({ kind: 'invalid', problems: [{ path: '' }] })
    // a thank-you page needs each of its texts, checked against its own fields
    const thanks = { nl: { title: 'Bedankt', message: '', next: 'Tot snel' } }
    expect(await savePageDraft(agent, { key: 'thanks-contact-me', page: thanks })).toEqual({
      kind: 'invalid',
      problems: [{ path: 'nl.message' }],
    })
    expect((await pageEditorState(agent, { key: 'privacy' })).draft).toBeNull()
    expect(await auditEntries(DB, { subject: pageSubject('privacy'), limit: 5 })).toEqual([])
  })

  it('lists every page with its languages, and a language left out as not written; the team is not listed', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    const page = structuredClone(seedDocument('privacy') as PageDocument)
    delete page.de
    await savePageDraft(agent, { key: 'privacy', page })
    await publishPage(agent, { key: 'privacy' })
    await saveDraft(DB, { kind: 'page', key: 'team' }, { members: [] }, 'other@agency.test', new Date())
    const overview = await pagesOverview(agent)
    expect(overview.map((summary) => summary.key)).toEqual(EDITABLE_PAGE_KEYS)
    const privacy = overview.find((summary) => summary.key === 'privacy')!
    expect(privacy).toMatchObject({ group: 'legal', version: 1, hasDraft: false, complete: { nl: true, fr: true, en: true, de: false } })
    expect(overview.find((summary) => summary.key === 'service-selling')).toMatchObject({ group: 'service', version: null })
  })

  it('publishing without a draft, restoring the live or an unknown version are refused; a discarded draft leaves the page as it was', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    expect((await refusalOf(publishPage(agent, { key: 'service-selling' }))).status).toBe(409)
    await savePageDraft(agent, { key: 'service-selling', page: withDutchTitle('Een') })
    await publishPage(agent, { key: 'service-selling' })
    expect((await refusalOf(restorePage(agent, { key: 'service-selling', version: 1 }))).status).toBe(409)
    expect((await refusalOf(restorePage(agent, { key: 'service-selling', version: 7 }))).status).toBe(404)
    await savePageDraft(agent, { key: 'service-selling', page: withDutchTitle('Twee') })
    expect(await discardPageDraft(agent, { key: 'service-selling' })).toEqual({ discarded: true })
    expect(await discardPageDraft(agent, { key: 'service-selling' })).toEqual({ discarded: false })
    expect(await visitorsTitle()).toBe('Een')
  })

  it('a page written to every limit in four languages fits one back-office request, with room for accented letters', () => {
    for (const key of ['privacy', 'home', 'thanks-contact-me'] as const) {
      const texts = Object.fromEntries(editorFieldsOf(key).map((field) => [field.name, 'x'.repeat(field.max)]))
      const body = JSON.stringify({ data: { key, page: { nl: texts, fr: texts, en: texts, de: texts } } })
      expect(new TextEncoder().encode(body).length, key).toBeLessThan(STAFF_JSON_LIMIT_BYTES * 0.75)
    }
  })
})
