import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { seedDocument } from '#/content/editable-pages.ts'
import type { PageDocument } from '#/content/page-documents.ts'
import { withDraftsShown } from '#/server/draft-preview-scope.server.ts'
import { publishDraft, saveDraft, SITE_VERSION_KEY } from '#/server/site-documents.server.ts'
import type { TextsDocument } from '#/content/text-documents.ts'
import { homeView, pagesInForce, pageView, searchableContentPages, thankYouMessage, thankYouView } from './pages-in-force.server.ts'

const DB = (env as unknown as AppEnv).DB
const NOW = new Date('2026-11-28T10:00:00Z')

function withDutchBody(key: 'privacy' | 'service-selling', body: string): PageDocument {
  const page = structuredClone(seedDocument(key) as PageDocument)
  page.nl = { ...page.nl!, body }
  return page
}

async function publish(key: string, body: unknown) {
  await saveDraft(DB, { kind: 'page', key }, body, 'editor@example.test', NOW)
  await publishDraft(DB, { kind: 'page', key }, 'editor@example.test', NOW)
}

const dutch = async (key: 'privacy' | 'service-selling') => pageView(key, (await pagesInForce(DB, [key])).get(key)!, 'nl')

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the pages visitors read (decision 034)', () => {
  it('shows the seed of src/content/ until a version is published, then the published text on the next read', async () => {
    const seeded = await dutch('service-selling')
    expect(seeded.title).toBe((seedDocument('service-selling') as PageDocument).nl!.title)
    expect(seeded.body.length).toBeGreaterThan(0)

    await publish('service-selling', withDutchBody('service-selling', '## Nieuw\n\nOnze **nieuwe** tekst.'))
    const published = await dutch('service-selling')
    expect(published.body).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Nieuw' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Onze ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'nieuwe' }] },
          { kind: 'text', text: ' tekst.' },
        ],
      },
    ])
  })

  it('shows a draft only inside a staff preview', async () => {
    await saveDraft(DB, { kind: 'page', key: 'privacy' }, withDutchBody('privacy', 'Ontwerp.'), 'editor@example.test', NOW)
    expect((await dutch('privacy')).body).not.toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: 'Ontwerp.' }] }])
    const previewed = await withDraftsShown(() => dutch('privacy'))
    expect(previewed.body).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: 'Ontwerp.' }] }])
    // a legal page's date is the day its text last changed
    expect(previewed.modifyDate).toBe('2026-11-28')
  })

  it('falls back along the language chain for a language the page is not written in', async () => {
    const page = structuredClone(seedDocument('privacy') as PageDocument)
    delete page.de
    await publish('privacy', page)
    const german = pageView('privacy', (await pagesInForce(DB, ['privacy'])).get('privacy')!, 'de')
    expect(german.language).toBe('en')
    expect(german.title).toBe(page.en!.title)
  })

  it('keeps the seed for a stored page that no longer validates, and never reads a page it does not know (the team)', async () => {
    await publish('privacy', { nl: { title: '' } })
    await publish('team', { members: [] })
    const pages = await pagesInForce(DB)
    expect(pages.get('privacy')!.page).toEqual(seedDocument('privacy'))
    expect([...pages.keys()]).not.toContain('team')
  })

  it('a thank-you page says what the agency published, and its confirmation mail the same message, settings filled in', async () => {
    const page = structuredClone(seedDocument('thanks-contact-me') as TextsDocument)
    page.fr = { ...page.fr!, message: 'Nous vous appelons au {phone} dans la journée.' }
    await publish('thanks-contact-me', page)
    const shown = thankYouView((await pagesInForce(DB, ['thanks-contact-me'])).get('thanks-contact-me')!, 'fr')
    expect(shown.message).toBe('Nous vous appelons au {phone} dans la journée.')
    expect(await thankYouMessage(DB, 'contact-me', 'fr')).toMatch(/^Nous vous appelons au \+32[\d ]+ dans la journée\.$/)
  })

  it('the home page shows its published texts, the promise one point a line, the cards keeping their links', async () => {
    const page = structuredClone(seedDocument('home') as TextsDocument)
    page.nl = { ...page.nl!, introHeading: 'Welkom', promisePoints: 'Eerlijk\n\n Snel ' }
    await publish('home', page)
    const blocks = homeView((await pagesInForce(DB, ['home'])).get('home')!, 'nl')
    expect(blocks.intro.heading).toBe('Welkom')
    expect(blocks.promise.points).toEqual(['Eerlijk', 'Snel'])
    expect(blocks.services.map((card) => card.path)).toEqual(['contact-demand', 'services', 'contact'])
  })

  it('the site search reads the published words of a page, without its Markdown', async () => {
    await publish('privacy', withDutchBody('privacy', '## Cookies\n\nWij bewaren **zeldzaamwoord** nooit.'))
    const privacy = (await searchableContentPages(DB, 'nl')).find((page) => page.href === '/nl/privacy-statement/')
    expect(privacy?.text).toContain('Cookies Wij bewaren zeldzaamwoord nooit.')
  })
})
