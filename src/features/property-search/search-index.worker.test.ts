import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import type { SearchIndex } from '#/domain/search-index.ts'
import { searchIndexFileResponse, searchIndexResponse } from './search-index.server.ts'
import { SEARCH_INDEX_FILE } from './search-index-path.ts'
import type { AppEnv } from '#/server/env.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const ctx = { waitUntil: () => undefined }

function record(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ID: id,
    Goal: 0,
    City: 'Liège',
    Zip: '4000',
    TypeDescription: `Maison ${id}`,
    Description: '<p>Belle&nbsp;maison avec jardin</p>',
    WebID: 1,
    language: 'fr',
    Price: 300_000,
    Marquee: 0,
    SmallPictureItem: { Url: `/media/demo/${id}-1.svg`, Width: 400, Height: 267 },
    ...overrides,
  }
}

async function indexOf(path: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const url = new URL(`https://immo.test${path}`)
  const language = SEARCH_INDEX_FILE.exec(url.pathname.replace('/api/search-index/', ''))?.[1]
  if (!language) throw new Error(`${path} is not a search index`)
  const response = await searchIndexResponse({ DB }, language, url, ctx, false)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('search index endpoint (D1 with the real migrations)', () => {
  beforeAll(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
    const report = await importFeed(DB, {
      properties: [
        record(71),
        record(72, { Goal: 1, WebID: 3, TypeDescription: 'Appartement 72' }),
        record(73, { TypeDescription: '- VENDU - Immo Dyle' }),
        record(74, { City: 'Wavre', Zip: '1300', SmallPictureItem: null }),
      ],
    })
    expect(report.rejected).toEqual([])
  })

  it('serves one index per language with the listed properties only, newest first', async () => {
    const { status, body, headers } = await indexOf('/api/search-index/nl.json')
    const index = body as SearchIndex
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toMatch(/public, max-age=\d+/)
    expect(index.language).toBe('nl')
    expect(index.properties.map((entry) => entry[0]).sort()).toEqual([71, 72, 74])
    expect(index.types.find((type) => type.id === 1)?.name).toBe('Huis')
    expect(index.towns.find((town) => town.zip === '4000')).toMatchObject({ label: 'Luik', aliases: expect.arrayContaining(['Liège']) })
  })

  it('puts the text, slug and thumbnail of the language in each entry', async () => {
    const index = (await indexOf('/api/search-index/fr.json')).body as SearchIndex
    const house = index.properties.find((entry) => entry[0] === 71)!
    expect(house[4]).toBe('liege')
    expect(house[5]).toBe('maison')
    expect(house[6]).toBe('Belle maison avec jardin')
    expect(house[7]).toContain('/media/demo/71-1.svg?w=100')
    expect(index.properties.find((entry) => entry[0] === 74)![7]).toBe('')
    // French texts in the French index: no language of their own.
    expect(house).toHaveLength(8)
  })

  it('names the language of a text the index of another language falls back to', async () => {
    const index = (await indexOf('/api/search-index/nl.json')).body as SearchIndex
    const house = index.properties.find((entry) => entry[0] === 71)!
    expect(house[6]).toBe('Belle maison avec jardin')
    expect(house[8]).toBe('fr')
  })

  it('answers 404 for a language the site does not have, and for a file that is no language’s index', async () => {
    expect((await indexOf('/api/search-index/es.json')).status).toBe(404)
    for (const file of ['nl', 'nl.js', 'nld.json', 'index.html']) {
      const url = new URL(`https://immo.test/api/search-index/${file}`)
      expect((await searchIndexFileResponse({ env: { DB } as AppEnv, url, ctx }, file)).status, file).toBe(404)
    }
  })
})
