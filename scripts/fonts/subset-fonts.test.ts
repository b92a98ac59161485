// The committed font files draw every character of our set, and the set covers what the site writes:
// the four languages' catalogues, the content pages, the site's configuration and the demo CRM data.
// A translation or a text with a letter outside the set fails here (add it to FONT_CHARACTERS and
// run `npm run fonts:subset`), instead of showing one letter in another face.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import siteConfig from '../../app.config.ts'
import { HOME_MODULES } from '../../src/content/home-modules.ts'
import { HOME_BLOCKS } from '../../src/content/home.ts'
import { FEEDBACK_PAGES } from '../../src/content/feedback.ts'
import { PAGES } from '../../src/content/pages.ts'
import { SERVICE_ARTICLES } from '../../src/content/service-articles.ts'
import { TEAM, TEAM_PAGE } from '../../src/content/team.ts'
import { generateDemoFeed } from '../demo-data/generate-feed.ts'
import { FALLBACK_CHARACTERS, FONT_CHARACTERS, FONT_SUBSETS, FONTS_FOLDER } from './font-subsets.ts'

const require = createRequire(import.meta.url)

/** The characters a font file maps (its cmap), read with HarfBuzz after subset-font unpacks the WOFF2. */
async function charactersOf(font: Buffer): Promise<Set<string>> {
  const sfnt = await subsetFont(font, '', { targetFormat: 'sfnt', keepAllGlyphs: true })
  const face = new Face(new Blob(new Uint8Array(sfnt)))
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)))
}

async function axesOf(font: Buffer) {
  const sfnt = await subsetFont(font, '', { targetFormat: 'sfnt', keepAllGlyphs: true })
  return new Face(new Blob(new Uint8Array(sfnt))).getAxisInfos()
}

/** The text of every msgstr in a .po file (continuation lines joined, escapes undone). */
function msgstrs(po: string): string[] {
  const texts: string[] = []
  let current: string[] | undefined
  for (const line of po.split('\n')) {
    const start = /^msgstr(?:\[\d+\])? "(.*)"$/.exec(line)
    const more = /^"(.*)"$/.exec(line)
    if (start) texts.push(...(current = [start[1] ?? '']))
    else if (more && current) texts[texts.length - 1] += more[1] ?? ''
    else current = undefined
  }
  return texts.map((text) => JSON.parse(`"${text}"`) as string)
}

/** Every string inside a value (objects, arrays, maps), for content modules and the demo feed. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (value instanceof Map || value instanceof Set) for (const item of value.values()) stringsIn(item, into)
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into)
  return into
}

/** Characters of the texts that no face of ours draws and that are not knowingly left to the fallback. */
function uncovered(texts: string[]): string[] {
  const covered = new Set([...FONT_CHARACTERS, ...FALLBACK_CHARACTERS])
  const missing = new Set<string>()
  for (const text of texts) for (const character of text) if (character >= ' ' && !covered.has(character)) missing.add(character)
  return [...missing].map((character) => `${character} U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
}

describe('subsetted fonts', () => {
  it.each(FONT_SUBSETS.map((subset) => [subset.file, subset] as const))('%s draws every character of the set', async (file) => {
    const drawn = await charactersOf(readFileSync(join(FONTS_FOLDER, file)))
    expect([...FONT_CHARACTERS].filter((character) => !drawn.has(character))).toEqual([])
  })

  it.each(FONT_SUBSETS.map((subset) => [subset.file, subset] as const))('%s has the weights the set-up names', async (file, subset) => {
    const axes = await axesOf(readFileSync(join(FONTS_FOLDER, file)))
    if (typeof subset.wght === 'number') expect(axes).toEqual({})
    else expect(axes['wght']).toMatchObject({ min: subset.wght.min, max: subset.wght.max })
  })

  it('the folder holds only the files the set-up names (no stale face left behind)', () => {
    expect(
      readdirSync(FONTS_FOLDER)
        .filter((name) => name.endsWith('.woff2'))
        .sort(),
    ).toEqual(FONT_SUBSETS.map((subset) => subset.file).sort())
  })

  it('the characters left to the fallback font are ones the source fonts do not have', async () => {
    for (const source of new Set(FONT_SUBSETS.map((subset) => subset.source))) {
      const drawn = await charactersOf(readFileSync(require.resolve(source)))
      expect([...FALLBACK_CHARACTERS].filter((character) => drawn.has(character))).toEqual([])
    }
  })
})

describe('the character set covers what the site writes', () => {
  it.each(['nl', 'fr', 'en', 'de'])('the %s catalogues', (locale) => {
    const folder = join('locales', locale)
    const texts = readdirSync(folder)
      .filter((name) => name.endsWith('.po'))
      .flatMap((name) => msgstrs(readFileSync(join(folder, name), 'utf8')))
    expect(texts.length).toBeGreaterThan(500)
    expect(uncovered(texts)).toEqual([])
  })

  it('the content pages, the team and the site configuration (agency name, addresses)', () => {
    const texts = stringsIn([PAGES, SERVICE_ARTICLES, TEAM, TEAM_PAGE, HOME_BLOCKS, HOME_MODULES, FEEDBACK_PAGES, siteConfig])
    expect(texts.length).toBeGreaterThan(500)
    expect(uncovered(texts)).toEqual([])
  })

  it('the demo CRM data (town names, descriptions, testimonials)', () => {
    const texts = stringsIn(generateDemoFeed())
    expect(texts.length).toBeGreaterThan(1000)
    expect(uncovered(texts)).toEqual([])
  })

  it('a text with a letter outside the set is reported', () => {
    expect(uncovered(['Łódź', 'Ærøskøbing'])).toEqual(['Ł U+0141', 'ź U+017A', 'ø U+00F8'])
  })
})
