import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { staffCheck } from '#/admin/staff-check.server.ts'
import { auditEntries } from '#/admin/audit-log.server.ts'
import { codeConfig, siteConfig } from '#/config/site-config.ts'
import { settingsOfConfig } from '#/config/site-settings.ts'
import { contentVersions } from '#/server/page-cache.server.ts'
import { SITE_VERSION_KEY } from '#/server/site-documents.server.ts'
import { settingsInForce, withSiteConfig } from '#/server/settings-in-force.server.ts'
import { createTestStaff, refusalOf, testStaffContext } from '../../../tests/support/test-staff.ts'
import { discardSettingsDraft, publishSettings, restoreSettings, saveSettingsDraft, settingsEditorState } from './settings-editor.server.ts'
import { SETTINGS_SUBJECT } from './settings-documents.server.ts'

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB

/** The phone every visitor's request reads now. */
async function visitorsPhone(): Promise<string> {
  const { config } = await settingsInForce(DB, (await contentVersions(DB)).site)
  return withSiteConfig(config, () => siteConfig().agency.phone)
}

function withPhone(phone: string) {
  const settings = structuredClone(settingsOfConfig(codeConfig))
  settings.agency.phone = phone
  return settings
}

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM audit_log').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the settings editor (decision 034)', () => {
  it('an admin saves a draft visitors never read, publishes it, and restores the earlier version; each step is in the audit log', async () => {
    const admin = await testStaffContext(appEnv, await createTestStaff(appEnv, 'admin'))
    expect((await settingsEditorState(admin)).published.version).toBeNull()

    const saved = await saveSettingsDraft(admin, { settings: withPhone('+32 10 12 34 56') })
    expect(saved).toEqual({ kind: 'saved', changes: [{ path: 'agency.phone', before: codeConfig.agency.phone, after: '+32 10 12 34 56' }] })
    expect(await visitorsPhone()).toBe(codeConfig.agency.phone)
    const state = await settingsEditorState(admin)
    expect(state.draft?.body.agency.phone).toBe('+32 10 12 34 56')
    expect(state.draft?.changes.map((change) => change.path)).toEqual(['agency.phone'])

    expect(await publishSettings(admin)).toEqual({ version: 1 })
    expect(await visitorsPhone()).toBe('+32 10 12 34 56')
    await saveSettingsDraft(admin, { settings: withPhone('+32 10 65 43 21') })
    expect(await publishSettings(admin)).toEqual({ version: 2 })
    expect(await visitorsPhone()).toBe('+32 10 65 43 21')

    expect(await restoreSettings(admin, { version: 1 })).toEqual({ version: 3 })
    expect(await visitorsPhone()).toBe('+32 10 12 34 56')
    const history = (await settingsEditorState(admin)).history
    expect(history.map((version) => [version.version, version.current, version.restoredFrom])).toEqual([
      [3, true, 1],
      [2, false, null],
      [1, false, null],
    ])
    const actions = (await auditEntries(DB, { subject: SETTINGS_SUBJECT, limit: 10 })).map((entry) => entry.action)
    expect(actions).toEqual(['settings.restore', 'settings.publish', 'settings.draft', 'settings.publish', 'settings.draft'])
  })

  it('refuses a draft with errors, with the path of each, and saves nothing', async () => {
    const admin = await testStaffContext(appEnv, await createTestStaff(appEnv, 'admin'))
    const settings = withPhone('+32 10 12 34 56')
    settings.brand.color = '#f5c518'
    ;(settings.languages as { enabled: string[] }).enabled.push('es')
    const answer = await saveSettingsDraft(admin, { settings })
    expect(answer.kind).toBe('invalid')
    expect(answer.kind === 'invalid' && answer.problems.map((problem) => problem.path).sort()).toEqual([
      'brand.color',
      'languages.enabled.4',
    ])
    expect((await settingsEditorState(admin)).draft).toBeNull()
    expect(await auditEntries(DB, { subject: SETTINGS_SUBJECT, limit: 5 })).toEqual([])
  })

  it('publishing without a draft, restoring the live or an unknown version are refused; a discarded draft leaves the site as it was', async () => {
    const admin = await testStaffContext(appEnv, await createTestStaff(appEnv, 'admin'))
    expect((await refusalOf(publishSettings(admin))).status).toBe(409)
    await saveSettingsDraft(admin, { settings: withPhone('+32 10 12 34 56') })
    await publishSettings(admin)
    expect((await refusalOf(restoreSettings(admin, { version: 1 }))).status).toBe(409)
    expect((await refusalOf(restoreSettings(admin, { version: 7 }))).status).toBe(404)
    await saveSettingsDraft(admin, { settings: withPhone('+32 10 99 99 99') })
    expect(await discardSettingsDraft(admin)).toEqual({ discarded: true })
    expect(await discardSettingsDraft(admin)).toEqual({ discarded: false })
    expect(await visitorsPhone()).toBe('+32 10 12 34 56')
  })

  it('an agent is refused (403) by the admin middleware’s check', async () => {
    const agent = await createTestStaff(appEnv, 'agent')
    const request = new Request('https://immo.test/_serverFn/settings', { headers: { Cookie: agent.cookie } })
    const check = await staffCheck(request, appEnv, 'admin', new Date())
    expect(check.kind === 'refused' && check.refusal.status).toBe(403)
  })
})
