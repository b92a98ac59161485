import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { codeConfig } from '#/config/site-config.ts'
import { SETTINGS_DOCUMENT, settingsOfConfig } from '#/config/site-settings.ts'
import { saveDraft } from '#/server/site-documents.server.ts'
import { createTestStaff } from '../../tests/support/test-staff.ts'
import { draftPreviewOf, previewResponse } from './draft-preview.server.ts'

const appEnv = env as unknown as AppEnv

async function previewFor(path: string, cookie?: string) {
  const url = new URL(path, 'https://immo.test')
  return draftPreviewOf(new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), url, appEnv)
}

beforeEach(async () => {
  await appEnv.DB.prepare('DELETE FROM site_documents').run()
  const draft = structuredClone(settingsOfConfig(codeConfig))
  draft.agency.phone = '+32 10 77 77 77'
  await saveDraft(appEnv.DB, SETTINGS_DOCUMENT, draft, 'anna@immo-dyle.be', new Date())
})

describe('the preview of the drafts (decision 034)', () => {
  it('draws the page with the draft for an admin who asks for it', async () => {
    const admin = await createTestStaff(appEnv, 'admin')
    expect((await previewFor('/fr/contact/?preview=draft', admin.cookie))?.config?.agency.phone).toBe('+32 10 77 77 77')
    // Without the question, the admin sees the site as published, like everyone.
    expect(await previewFor('/fr/contact/', admin.cookie)).toBeUndefined()
  })

  it('never for a visitor or a forged session', async () => {
    expect(await previewFor('/fr/contact/?preview=draft')).toBeUndefined()
    expect(await previewFor('/fr/contact/?preview=draft', 'lang=fr; __Host-staff=forged')).toBeUndefined()
  })

  it("shows an agent the pages' drafts but never the settings' draft", async () => {
    const agent = await createTestStaff(appEnv, 'agent')
    expect(await previewFor('/fr/contact/?preview=draft', agent.cookie)).toEqual({})
  })

  it('draws the published settings for an admin when there is no settings draft', async () => {
    await appEnv.DB.prepare('DELETE FROM site_documents').run()
    const admin = await createTestStaff(appEnv, 'admin')
    expect(await previewFor('/fr/contact/?preview=draft', admin.cookie)).toEqual({})
  })

  it('answers a preview privately and keeps it out of search engines', () => {
    const answer = previewResponse(new Response('<p>', { headers: { 'Cache-Control': 'no-cache' } }))
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })
})
