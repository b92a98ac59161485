import { expect, test, type APIRequestContext } from '@playwright/test'
import { parseDocument } from 'htmlparser2'
import { getAttributeValue, selectAll, textContent, type Element } from './support/html-query.ts'
import { structuredDataProblems } from './support/structured-data.ts'

// Decision 015: a crawl over the whole sitemap, as a search engine sees the site. Every listed URL
// answers 200 without a redirect, names itself as canonical, carries the same complete and
// reciprocal hreflang set as the sitemap, has valid JSON-LD and a title no other page of its
// language has.

const SITE_URL = 'https://www.immo-dyle.be' // app.config.ts siteUrl: the sitemap's and the pages' origin
// Enough to finish in about a minute and a half, few enough to leave the server to the tests running beside it.
const PARALLEL_REQUESTS = 4

type SitemapEntry = { loc: string; alternates: Map<string, string> }

function parseSitemap(xml: string): SitemapEntry[] {
  const document = parseDocument(xml, { xmlMode: true })
  return selectAll(document, (element) => element.name === 'url').map((url) => {
    const loc = textContent(selectAll(url, (element) => element.name === 'loc')[0]!).trim()
    const alternates = new Map(
      selectAll(url, (element) => element.name === 'xhtml:link').map((link) => [
        getAttributeValue(link, 'hreflang')!,
        getAttributeValue(link, 'href')!,
      ]),
    )
    return { loc, alternates }
  })
}

type PageFacts = {
  url: string
  status: number
  language: string
  canonical: string[]
  alternates: Map<string, string>
  title: string
  /** the link preview's title (og:title) */
  shareTitle: string
  robots: string
  jsonLd: string[]
}

async function readPage(request: APIRequestContext, url: string): Promise<PageFacts> {
  const response = await request.get(url.replace(SITE_URL, ''), { maxRedirects: 0 })
  const document = parseDocument(await response.text())
  const links = selectAll(document, (element) => element.name === 'link')
  const metaRobots = selectAll(document, (element) => element.name === 'meta' && getAttributeValue(element, 'name') === 'robots')
  const [shareTitle] = selectAll(document, (element) => element.name === 'meta' && getAttributeValue(element, 'property') === 'og:title')
  return {
    url,
    status: response.status(),
    language: getAttributeValue(selectAll(document, (element) => element.name === 'html')[0] as Element, 'lang') ?? '',
    canonical: links.filter((link) => getAttributeValue(link, 'rel') === 'canonical').map((link) => getAttributeValue(link, 'href') ?? ''),
    alternates: new Map(
      links
        .filter((link) => getAttributeValue(link, 'rel') === 'alternate' && getAttributeValue(link, 'hreflang'))
        .map((link) => [getAttributeValue(link, 'hreflang')!, getAttributeValue(link, 'href') ?? '']),
    ),
    title: textContent(selectAll(document, (element) => element.name === 'title')[0] as Element).trim(),
    shareTitle: shareTitle ? (getAttributeValue(shareTitle as Element, 'content') ?? '') : '',
    robots: metaRobots.map((meta) => getAttributeValue(meta, 'content')).join(','),
    jsonLd: selectAll(document, (element) => element.name === 'script' && getAttributeValue(element, 'type') === 'application/ld+json').map(
      (script) => textContent(script),
    ),
  }
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

function sameAlternates(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([lang, href]) => b.get(lang) === href)
}

test('every sitemap URL is what a search engine needs: 200, self-canonical, reciprocal hreflang, valid JSON-LD, unique title', async ({
  request,
}) => {
  test.setTimeout(600_000)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const entries = parseSitemap(await sitemap.text())
  const listed = new Map(entries.map((entry) => [entry.loc, entry]))
  expect(entries.length).toBeGreaterThan(100)
  expect(listed.size, 'every URL is listed once').toBe(entries.length)

  const pages = await inParallel(entries, PARALLEL_REQUESTS, (entry) => readPage(request, entry.loc))
  const failures: Record<string, string[]> = {
    status: [],
    canonical: [],
    hreflang: [],
    reciprocal: [],
    robots: [],
    jsonLd: [],
    title: [],
    shareTitle: [],
  }
  const jsonLdTypes = new Map<string, number>()
  const titles = new Map<string, string[]>()
  for (const page of pages) {
    const entry = listed.get(page.url)!
    if (page.status !== 200) failures.status!.push(`${page.url} answers ${page.status}`)
    if (page.canonical.length !== 1 || page.canonical[0] !== page.url)
      failures.canonical!.push(`${page.url} has canonical ${page.canonical.join(' and ') || 'none'}`)
    if (!sameAlternates(page.alternates, entry.alternates))
      failures.hreflang!.push(
        `${page.url}: page ${JSON.stringify([...page.alternates])} ≠ sitemap ${JSON.stringify([...entry.alternates])}`,
      )
    // Every alternate is itself a listed URL (so it was crawled: 200, no redirect) that names this page back.
    for (const [lang, href] of entry.alternates) {
      const other = listed.get(href)
      if (!other) failures.reciprocal!.push(`${page.url}: ${lang} alternate ${href} is not in the sitemap`)
      else if (lang !== 'x-default' && other.alternates.get(page.language) !== page.url)
        failures.reciprocal!.push(`${page.url}: ${href} does not point back`)
    }
    if (/noindex/.test(page.robots)) failures.robots!.push(`${page.url} is noindex`)
    if (page.shareTitle.trim() === '') failures.shareTitle!.push(`${page.url} has no og:title`)
    for (const script of page.jsonLd) {
      const { types, problems } = structuredDataProblems(script)
      for (const type of types) jsonLdTypes.set(type, (jsonLdTypes.get(type) ?? 0) + 1)
      failures.jsonLd!.push(...problems.map((problem) => `${page.url}: ${problem}`))
    }
    const titleKey = `${page.language} ${page.title}`
    titles.set(titleKey, [...(titles.get(titleKey) ?? []), page.url])
  }
  for (const [title, urls] of titles)
    if (urls.length > 1) failures.title!.push(`"${title}" on ${urls.length} pages: ${urls.slice(0, 3).join(', ')}`)

  const summary = Object.entries(failures).map(([check, list]) => `${check}: ${entries.length - list.length}/${entries.length} ok`)
  console.log(`Crawled ${entries.length} sitemap URLs. ${summary.join('; ')}. JSON-LD: ${JSON.stringify(Object.fromEntries(jsonLdTypes))}`)
  const shown = Object.fromEntries(
    Object.entries(failures)
      .filter(([, list]) => list.length > 0)
      .map(([check, list]) => [check, [`${list.length} failures`, ...list.slice(0, 8)]]),
  )
  expect(shown).toEqual({})
  // The for-sale and for-rent lists, in the four languages, each a CollectionPage of its properties.
  expect(jsonLdTypes.get('CollectionPage') ?? 0).toBeGreaterThanOrEqual(8)
  // The content pages (services, team, contact, forms' pages, legal pages) and the services articles, in the four languages.
  expect(jsonLdTypes.get('WebPage') ?? 0).toBeGreaterThanOrEqual(40)
  expect(jsonLdTypes.get('Article') ?? 0).toBeGreaterThanOrEqual(4 * 5)
})

test('robots.txt lets crawlers reach the noindex pages (thank-you pages, the owner login), so they can read the noindex', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  const disallowed = robots
    .split('\n')
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.replace(/^disallow:\s*/i, '').trim())
  for (const path of [
    '/nl/bedankt/contact-me/',
    '/fr/merci/site-contact/',
    '/en/thank-you/sign-newsletter/',
    '/de/danke/demand-register/',
    '/fr/connexion/',
    '/nl/login/',
  ]) {
    const blocked = disallowed.filter(
      (rule) => rule !== '' && new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path),
    )
    expect(blocked, path).toEqual([])
    expect((await readPage(request, `${SITE_URL}${path}`)).robots).toBe('noindex')
  }
  expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap.xml$`, 'm'))
})

test('a list page is its own canonical, and a page past the last is not found', async ({ request }) => {
  const second = await readPage(request, `${SITE_URL}/fr/a-vendre/?page=2`)
  expect(second.status).toBe(200)
  expect(second.canonical).toEqual([`${SITE_URL}/fr/a-vendre/?page=2`])
  expect(second.alternates.get('nl-BE')).toBe(`${SITE_URL}/nl/te-koop/?page=2`)
  expect((await request.get('/fr/a-vendre/?page=99', { maxRedirects: 0 })).status()).toBe(404)
  // A filtered list points search engines at the list itself.
  const filtered = await readPage(request, `${SITE_URL}/fr/a-vendre/?type=3`)
  expect(filtered.canonical).toEqual([`${SITE_URL}/fr/a-vendre/`])
  expect(filtered.robots).toBe('noindex, follow')
})

test('the not-found page says so in its title, in its language', async ({ request }) => {
  for (const [path, title] of [
    ['/nl/bestaat-niet/', 'Pagina niet gevonden'],
    ['/fr/introuvable/', 'Page introuvable'],
    ['/de/gibt-es-nicht/', 'Seite nicht gefunden'],
  ]) {
    const page = await readPage(request, `${SITE_URL}${path}`)
    expect(page.status).toBe(404)
    expect(page.title).toBe(`${title} | Immo Dyle`)
  }
})
