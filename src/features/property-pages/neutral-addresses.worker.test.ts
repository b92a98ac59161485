import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { getProperty } from '#/listings/property-queries.server.ts'
import { getProject } from '#/listings/project-queries.server.ts'
import { neutralAddressResponse } from './neutral-addresses.server.ts'
import { projectHref, propertyHref } from '#/listings/property-paths.ts'

const DB = (env as unknown as { DB: D1Database }).DB

function record(id: number, language: 'nl' | 'fr', overrides: Record<string, unknown> = {}) {
  return {
    ID: id,
    Goal: 0,
    City: language === 'fr' ? 'Wavre' : 'Waver',
    Zip: '1300',
    TypeDescription: language === 'fr' ? `Belle maison ${id}` : `Mooi huis ${id}`,
    WebID: 1,
    language,
    Price: 300_000 + id,
    ...overrides,
  }
}

/** What the Worker entry's neutral-address step answers for a GET of `path` with these request headers. */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const request = new Request(`https://site.be${path}`, { headers, method })
  return neutralAddressResponse(request, env as unknown as AppEnv, new URL(request.url))
}

function locationPath(response: Response | undefined): string {
  const location = response?.headers.get('Location')
  if (!location) throw new Error(`no Location (status ${response?.status})`)
  const url = new URL(location)
  return url.pathname + url.search
}

describe('/property/{id}/ and /project/{id}/ (spec §2 "URL rewrites")', () => {
  beforeAll(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
    const report = await importFeed(DB, {
      projects: [
        {
          ID: 9001,
          Name: 'Les Jardins de la Dyle',
          City: 'Wavre',
          Zip: '1300',
          language: 'fr',
          Units: [{ ID: 1, Name: 'A0.1', Price: 250_000, Sold: false, PropertyID: 42 }],
        },
        { ID: 9002, Name: 'Ailleurs', City: 'Namur', Zip: '5000', language: 'fr', ExternalUrl: 'https://ailleurs.example/', Units: [] },
      ],
      properties: [record(41, 'fr'), record(41, 'nl'), record(42, 'fr', { ProjectID: 9001 }), record(43, 'fr', { Goal: 1, Marquee: 2 })],
    })
    expect(report.rejected).toEqual([])
  })

  it('sends a property to its own page in the visitor’s language, the address its page keeps (one hop)', async () => {
    for (const [headers, locale] of [
      [{ 'Accept-Language': 'nl-BE,nl;q=0.9' }, 'nl'],
      [{ 'Accept-Language': 'nl', Cookie: 'lang=de' }, 'de'],
      [{}, 'fr'],
    ] as const) {
      for (const id of [41, 42, 43]) {
        const response = await get(`/property/${id}/`, headers)
        expect(response?.status).toBe(301)
        // The property page redirects unless its address is exactly propertyHref of what it loads.
        expect(locationPath(response)).toBe(propertyHref((await getProperty(DB, id, locale))!, locale))
      }
    }
    expect(locationPath(await get('/property/41/', { 'Accept-Language': 'nl' }))).toMatch(/^\/nl\/te-koop\/wavre\/[a-z0-9-]+\/41\/$/)
    expect(locationPath(await get('/property/43', { 'Accept-Language': 'fr' }))).toMatch(/^\/fr\/a-louer\/wavre\/[a-z0-9-]+\/43\/$/)
  })

  it('never lets a cache keep the answer: the next visitor may read another language', async () => {
    const response = await get('/property/41/', { 'Accept-Language': 'nl' })
    expect(response?.headers.get('Vary')).toBe('Accept-Language, Cookie')
    expect(response?.headers.get('Cache-Control')).toBe('no-store')
  })

  it('takes lng from the query and keeps the other parameters', async () => {
    expect(locationPath(await get('/project/9001/?lng=nl&utm_source=mail'))).toBe(
      `${projectHref((await getProject(DB, 9001, 'nl'))!, 'nl')}?utm_source=mail`,
    )
  })

  it('sends a project to its page, or to its external address', async () => {
    expect(locationPath(await get('/project/9001/', { 'Accept-Language': 'en' }))).toBe('/en/projects/wavre/les-jardins-de-la-dyle/9001/')
    expect(locationPath(await get('/project/9001', { 'Accept-Language': 'nl' }))).toBe('/nl/projecten/wavre/les-jardins-de-la-dyle/9001/')
    expect((await get('/project/9002/'))?.headers.get('Location')).toBe('https://ailleurs.example/')
  })

  it('leaves unknown and malformed ids to the pages, which answer 404', async () => {
    for (const path of ['/property/99999999/', '/property/abc/', '/property/0/', '/project/77/', '/project/x/'])
      expect(await get(path), path).toBeUndefined()
  })

  it('answers another method than GET with 405, naming GET and HEAD, and leaves other paths alone', async () => {
    const response = await get('/property/42/', {}, 'POST')
    expect(response?.status).toBe(405)
    expect(response?.headers.get('Allow')).toBe('GET, HEAD')
    expect(await get('/property/42/extra/')).toBeUndefined()
    expect(await get('/nl/te-koop/')).toBeUndefined()
  })
})
