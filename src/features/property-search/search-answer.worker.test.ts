import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateDemoFeed } from '../../../scripts/demo-data/generate-feed.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { listProperties } from '#/listings/listing-queries.server.ts'
import { cacheableQueryParams } from '#/listings/listing-search.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import { validateListingSearch } from '#/features/property-pages/listing-loader.ts'
import { cachedPage, contentVersions } from '#/server/page-cache.server.ts'
import { searchAnswer } from './search-answer.server.ts'
import { SEARCH_QUERY_MAX_LENGTH } from './search-answer.ts'

// Decision 028: the listing's answer to the hero box sent without JavaScript (`?q=`), on the demo
// catalogue imported through the real migrations and importer, with the panel's own engine.

const DB = (env as unknown as { DB: D1Database }).DB

beforeAll(async () => {
  await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
  const report = await importFeed(DB, generateDemoFeed())
  expect(report.rejected).toEqual([])
})

describe('a search sent without JavaScript (decision 028, demo catalogue)', () => {
  it('a property’s reference opens that property, at the address its card links to', async () => {
    for (const goal of [0, 1] as const) {
      const card = (await listProperties(DB, { goal }, 1, 'fr')).items.find((item) => !item.project)!
      // Typed on the for-sale listing's box whatever the property's goal.
      expect(await searchAnswer({ DB }, 'fr', String(card.id), 0)).toEqual({ kind: 'property', href: propertyHref(card, 'fr') })
      expect(await searchAnswer({ DB }, 'nl', ` ${card.id} `, 0)).toEqual({ kind: 'property', href: propertyHref(card, 'nl') })
    }
  })

  it('one town opens the listing filtered by it, named as the page names it', async () => {
    expect(await searchAnswer({ DB }, 'fr', 'Wavre', 0)).toEqual({ kind: 'listing', city: { label: 'Wavre', zip: '1300' } })
    // Any of the town's names, without its accents, in any case: the page's own name comes back.
    expect(await searchAnswer({ DB }, 'nl', 'wavre', 0)).toEqual({ kind: 'listing', city: { label: 'Waver', zip: '1300' } })
    expect(await searchAnswer({ DB }, 'fr', 'liege', 1)).toEqual({ kind: 'listing', city: { label: 'Liège', zip: '4000' } })
  })

  it('one type opens the listing filtered by it, in any of the type’s languages', async () => {
    expect(await searchAnswer({ DB }, 'fr', 'appartement', 0)).toEqual({ kind: 'listing', type: 3 })
    expect(await searchAnswer({ DB }, 'nl', 'maison', 0)).toEqual({ kind: 'listing', type: 1 })
  })

  it('a type and a town open the listing filtered by both', async () => {
    expect(await searchAnswer({ DB }, 'fr', 'appartement wavre', 0)).toEqual({
      kind: 'listing',
      type: 3,
      city: { label: 'Wavre', zip: '1300' },
    })
  })

  it('several candidates answer with the panel’s groups, with their counts and no other names of the towns', async () => {
    // 1300 is the postal code of Wavre and of Limal.
    const answer = await searchAnswer({ DB }, 'fr', '1300', 0)
    if (answer.kind !== 'results') throw new Error(`expected results, got ${answer.kind}`)
    expect(answer.query).toBe('1300')
    expect(answer.results.towns.map((town) => town.label).sort()).toEqual(['Limal', 'Wavre'])
    expect(answer.results.towns.every((town) => town.forSale > 0)).toBe(true)
    expect(answer.results.properties.length).toBeGreaterThan(0)
    expect(answer.results.properties.every((property) => property.town.aliases.length === 0)).toBe(true)
  })

  it('a town with nothing on this listing shows it in the groups instead of an empty list', async () => {
    // Rebecq has properties for rent only.
    const answer = await searchAnswer({ DB }, 'fr', 'Rebecq', 0)
    expect(answer.kind).toBe('results')
    expect(await searchAnswer({ DB }, 'fr', 'Rebecq', 1)).toEqual({ kind: 'listing', city: { label: 'Rebecq', zip: '1430' } })
  })

  it('nothing matching, or garbage, answers that nothing matches, never an error', async () => {
    expect(await searchAnswer({ DB }, 'fr', 'zzqxw', 0)).toEqual({ kind: 'nothing', query: 'zzqxw' })
    for (const garbage of [
      '<script>alert(1)</script>',
      '%%%',
      '\u0000\u200b',
      '"; DROP TABLE properties; --',
      '9'.repeat(SEARCH_QUERY_MAX_LENGTH),
      'é'.repeat(SEARCH_QUERY_MAX_LENGTH),
    ]) {
      const answer = await searchAnswer({ DB }, 'de', garbage, 0)
      expect(['nothing', 'results']).toContain(answer.kind)
    }
  })

  it('the listing keeps q as the router read it (its URL unchanged); an empty, blank or repeated q is no search', () => {
    expect(validateListingSearch({ q: '  Wavre ' })).toEqual({ q: '  Wavre ' })
    expect(validateListingSearch({ q: 'x'.repeat(500), type: '3' })).toEqual({ q: 'x'.repeat(500), type: 3 })
    // ?q=1300 reaches the route as a number: written back as it came, the URL stays ?q=1300.
    expect(validateListingSearch({ q: 1300 })).toEqual({ q: 1300 })
    expect(validateListingSearch({ q: '' })).toEqual({})
    expect(validateListingSearch({ q: ' , ; ' })).toEqual({})
    expect(validateListingSearch({ q: ['a', 'b'] })).toEqual({})
  })

  it('a listing answering q is never served from, nor stored in, the edge cache', async () => {
    expect(cacheableQueryParams('/fr/a-vendre/')).not.toContain('q')
    let renders = 0
    const page = async (path: string) => {
      const url = new URL(`https://site.be${path}`)
      const ctx = createExecutionContext()
      const answer = await cachedPage({
        request: new Request(url),
        url,
        versions: await contentVersions(DB),
        ctx,
        nonce: 'n',
        build: 'search-answer-test',
        sessionCookies: [],
        queryParams: cacheableQueryParams(url.pathname),
        render: () => {
          renders += 1
          return new Response(`<html><body>render ${renders}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
        },
      })
      await waitOnExecutionContext(ctx)
      return { edge: answer.edge, text: await answer.response.text() }
    }
    expect(await page('/fr/a-vendre/?q=1300')).toEqual({ edge: false, text: expect.stringContaining('render 1') })
    expect(await page('/fr/a-vendre/?q=1300')).toEqual({ edge: false, text: expect.stringContaining('render 2') })
    // Beside the listing's own parameters too.
    expect(await page('/fr/a-vendre/?type=3&q=1300')).toEqual({ edge: false, text: expect.stringContaining('render 3') })
  })
})
