import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { codeConfig } from '#/config/site-config.ts'
import { settingsOfConfig } from '#/config/site-settings.ts'
import { auditEntries } from '#/admin/audit-log.server.ts'
import { SITE_VERSION_KEY } from '#/server/site-documents.server.ts'
import { SETTINGS_SUBJECT, importSettings, settingsNow } from './settings-documents.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const OPERATOR = { id: null, email: 'operator' }
const AT = new Date(Date.UTC(2026, 10, 28, 11, 0))

/** What `npm run settings -- export` writes: the settings as a JSON file. */
const exported = async () => JSON.stringify((await settingsNow(DB)).settings, null, 2)

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM audit_log').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the settings file (decision 034)', () => {
  it('exports app.config.ts’s settings while nothing is published; importing them back changes nothing', async () => {
    expect(await settingsNow(DB)).toEqual({ settings: settingsOfConfig(codeConfig), version: null })
    expect(await importSettings(DB, JSON.parse(await exported()), OPERATOR, AT)).toEqual({ kind: 'unchanged' })
    expect((await settingsNow(DB)).version).toBeNull()
  })

  it('an edited file is compared, then published; exporting again reproduces the same document', async () => {
    const file = JSON.parse(await exported())
    file.agency.phone = '+32 10 11 22 33'
    file.menu[1].params.title.fr = 'À vendre chez nous'
    const compared = await importSettings(DB, file, OPERATOR, AT, { dryRun: true })
    expect(compared).toEqual({
      kind: 'compared',
      changes: [
        { path: 'agency.phone', before: codeConfig.agency.phone, after: '+32 10 11 22 33' },
        { path: 'menu.1.params.title.fr', before: codeConfig.menu[1]!.params.title.fr, after: 'À vendre chez nous' },
      ],
    })
    expect((await settingsNow(DB)).version).toBeNull()

    const published = await importSettings(DB, file, OPERATOR, AT)
    expect(published).toMatchObject({ kind: 'published', version: 1 })
    expect(JSON.parse(await exported())).toEqual(file)
    expect(await importSettings(DB, JSON.parse(await exported()), OPERATOR, AT)).toEqual({ kind: 'unchanged' })
    const [entry] = await auditEntries(DB, { subject: SETTINGS_SUBJECT, limit: 5 })
    expect(entry).toMatchObject({
      staffEmail: 'operator',
      action: 'settings.import',
      detail: { changed: ['agency.phone', 'menu.1.params.title.fr'] },
    })
  })

  it('refuses a file with errors, naming the path of each, and publishes nothing', async () => {
    const file = JSON.parse(await exported())
    file.brand.color = 'pink'
    file.menu[0].path = 'nowhere'
    file.languages.enabled.push('es')
    const result = await importSettings(DB, file, OPERATOR, AT)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && result.problems.map((problem) => problem.path)).toEqual(['brand.color', 'languages.enabled.4'])
    expect((await settingsNow(DB)).version).toBeNull()
    expect(await auditEntries(DB, { limit: 5 })).toEqual([])
  })
})
