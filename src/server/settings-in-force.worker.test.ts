import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { codeConfig, siteConfig } from '#/config/site-config.ts'
import { SETTINGS_DOCUMENT, settingsOfConfig, type SiteSettings } from '#/config/site-settings.ts'
import { configOfPageSettings, pageSettingsOf } from '#/config/page-settings.ts'
import { contentVersions, pageCacheKey } from './page-cache.server.ts'
import { SITE_VERSION_KEY, publishDraft, restoreVersion, saveDraft } from './site-documents.server.ts'
import { settingsInForce, withSiteConfig } from './settings-in-force.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const AT = new Date(Date.UTC(2026, 10, 28, 10, 0))
const ADMIN = 'anna@immo-dyle.be'

/** The code's settings with a new phone and a new French title for the first menu entry. */
function edited(phone: string, frTitle: string): SiteSettings {
  const settings = structuredClone(settingsOfConfig(codeConfig))
  settings.agency.phone = phone
  settings.menu[0]!.params.title.fr = frTitle
  return settings
}

/** What a request reads, the way the Worker entry reads it (src/server.ts withSettingsInForce). */
async function requestReads<T>(read: () => T): Promise<{ value: T; site: string }> {
  const versions = await contentVersions(DB)
  const { config } = await settingsInForce(DB, versions.site)
  return { value: withSiteConfig(config, read), site: versions.site }
}

async function publish(settings: SiteSettings): Promise<void> {
  await saveDraft(DB, SETTINGS_DOCUMENT, settings, ADMIN, AT)
  await publishDraft(DB, SETTINGS_DOCUMENT, ADMIN, AT)
}

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the settings in force (decision 034)', () => {
  it('are app.config.ts while nothing is published, and a page then carries no settings of its own', async () => {
    const read = await requestReads(() => siteConfig())
    expect(read.value).toBe(codeConfig)
    expect(pageSettingsOf(read.value)).toBeUndefined()
  })

  it('a published version changes what every request reads; a draft changes nothing', async () => {
    await saveDraft(DB, SETTINGS_DOCUMENT, edited('+32 10 00 00 01', 'Brouillon'), ADMIN, AT)
    const beforePublish = await requestReads(() => siteConfig().agency.phone)
    expect(beforePublish.value).toBe(codeConfig.agency.phone)

    await publishDraft(DB, SETTINGS_DOCUMENT, ADMIN, AT)
    const afterPublish = await requestReads(() => ({ phone: siteConfig().agency.phone, menu: siteConfig().menu[0]!.params.title }))
    expect(afterPublish.value.phone).toBe('+32 10 00 00 01')
    expect(afterPublish.value.menu.fr).toBe('Brouillon')
    expect(afterPublish.value.menu.nl).toBe(codeConfig.menu[0]!.params.title.nl)
    // The deployment's facts stay the code's whatever the settings say.
    expect((await requestReads(() => siteConfig().siteUrl)).value).toBe(codeConfig.siteUrl)
    // Outside a request's scope nothing changed.
    expect(siteConfig()).toBe(codeConfig)
  })

  it('moves the page cache key on publish, so cached pages change on the next request', async () => {
    const url = new URL('https://site.be/fr/contact/')
    const before = pageCacheKey(url, await contentVersions(DB), 'b1').url
    await publish(edited('+32 10 00 00 02', 'Accueil'))
    const after = pageCacheKey(url, await contentVersions(DB), 'b1').url
    expect(after).not.toBe(before)
    // A draft saved afterwards does not move it.
    await saveDraft(DB, SETTINGS_DOCUMENT, edited('+32 10 00 00 03', 'Accueil'), ADMIN, AT)
    expect(pageCacheKey(url, await contentVersions(DB), 'b1').url).toBe(after)
  })

  it('restoring an earlier version brings its settings back', async () => {
    await publish(edited('+32 10 00 00 04', 'Accueil'))
    await publish(edited('+32 10 00 00 05', 'Accueil'))
    expect((await requestReads(() => siteConfig().agency.phone)).value).toBe('+32 10 00 00 05')
    await restoreVersion(DB, SETTINGS_DOCUMENT, 1, ADMIN, AT)
    expect((await requestReads(() => siteConfig().agency.phone)).value).toBe('+32 10 00 00 04')
  })

  it('a page carries the published settings to the browser without the addresses lead mails go to', async () => {
    await publish(edited('+32 10 00 00 06', "Page d'accueil"))
    const { value: carried } = await requestReads(() => pageSettingsOf(siteConfig()))
    expect(carried).toBeDefined()
    expect(JSON.stringify(carried)).not.toContain(codeConfig.leads.notify)
    // Only what differs from the bundle's settings: the phone and the menu title, not the whole document.
    expect(carried).toEqual([
      ['agency.phone', '+32 10 00 00 06'],
      ['menu.0.params.title.fr', "Page d'accueil"],
    ])
    const browser = configOfPageSettings(JSON.parse(JSON.stringify(carried)))
    expect(browser.agency.phone).toBe('+32 10 00 00 06')
    expect(browser.menu[0]!.params.title.fr).toBe("Page d'accueil")
    expect(browser.footer).toEqual(codeConfig.footer)
    expect(browser.siteUrl).toBe(codeConfig.siteUrl)
    expect(browser.leads.captchaSiteKey).toBe(codeConfig.leads.captchaSiteKey)
  })

  it('published settings that no longer validate (a deploy changed the schema) give way to app.config.ts', async () => {
    const broken = { ...edited('+32 10 00 00 07', 'Accueil'), brand: { ...codeConfig.brand, color: 'pink' } }
    await publish(broken as SiteSettings)
    expect((await requestReads(() => siteConfig())).value).toBe(codeConfig)
  })
})
