import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Decision 010 "Feature folders": imports run downward only. A capability (src/features/*) reaches
// down to what every capability shares (src/server/, src/domain/, src/i18n/ …), never the reverse, so
// a shared module can never end up depending on one feature's code. Demo code stays out of the
// production folders.

const SRC = dirname(fileURLToPath(import.meta.url))

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Every module a file imports (static, dynamic and re-exports), as a path relative to src/ when it is ours. */
function projectImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    const bare = specifier.split('?')[0]!
    if (bare.startsWith('~/')) return [bare.slice(2)]
    if (bare.startsWith('.')) {
      const target = relative(SRC, resolve(dirname(file), bare))
      return [target]
    }
    return []
  })
}

function topFolder(path: string): string {
  return path.split('/')[0]!
}

/** The files under `folder` whose imports break `allowed`, each with what it imports. */
function violations(folder: string, allowed: (target: string) => boolean): string[] {
  return sourceFiles(join(SRC, folder)).flatMap((file) =>
    projectImports(file, readFileSync(file, 'utf8'))
      .filter((target) => !allowed(target))
      .map((target) => `${relative(SRC, file)} imports ${target}`),
  )
}

describe('imports run downward (decision 010)', () => {
  it('finds static, dynamic and relative imports', () => {
    const file = join(SRC, 'server', 'example.ts')
    const text = `import a from '~/features/leads/x'\nimport { b } from '../domain/price'\nconst c = await import('./mailer.server')\nexport { d } from '../../locales/fr/messages.po?raw'\nimport 'fuse.js'`
    expect(projectImports(file, text)).toEqual(['features/leads/x', 'domain/price', 'server/mailer.server', '../locales/fr/messages.po'])
  })

  it('nothing under src/server/ imports a feature, a route or demo code', () => {
    expect(violations('server', (target) => !['features', 'routes', 'demo'].includes(topFolder(target)))).toEqual([])
  })

  it('src/admin/ (the back-office frame, guard and staff session) imports no feature, route, listing or demo code', () => {
    // STYLE.md "A layout that shows the architecture": the back-office features sit on src/admin/,
    // so the frame and the guard every one of them uses can never depend on one of them.
    expect(violations('admin', (target) => !['features', 'routes', 'listings', 'demo'].includes(topFolder(target)))).toEqual([])
  })

  it('src/domain/ imports only the domain and i18n', () => {
    expect(violations('domain', (target) => ['domain', 'i18n'].includes(topFolder(target)))).toEqual([])
  })

  it('src/i18n/ imports only i18n and the message catalogues: what it needs of config, requests or cookies its callers pass in', () => {
    // STYLE.md "A layout that shows the architecture": i18n is the bottom layer, so everything above may use it.
    expect(violations('i18n', (target) => topFolder(target) === 'i18n' || target.startsWith('../locales/'))).toEqual([])
  })

  it('no feature, component or shared module imports demo code: the Worker entry loads it on demand', () => {
    const production = ['features', 'admin', 'components', 'server', 'domain', 'i18n', 'content', 'config', 'routes']
    expect(production.flatMap((folder) => violations(folder, (target) => topFolder(target) !== 'demo'))).toEqual([])
  })

  it('the search engine is loaded on demand: only the server and the loader of the panel import its code (issue 21, decision 026)', () => {
    // A value imported from it by anything a route definition reaches puts the whole engine on
    // every page's first load (it happened once through the listing's reading of `q`).
    const valueImporters = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /^\s*import\s+(?!type\b)[^'"]*from\s+['"](~\/domain\/property-search|\.\/property-search)['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
    expect(valueImporters.filter((file) => !file.endsWith('.server.ts'))).toEqual([])
  })

  it('src/listings/ imports no feature, route or the back office: every feature reads the catalogue from it (decision 010)', () => {
    // Pages that compose several features (src/features/property-pages/) sit on top and hand widgets in as props.
    expect(violations('listings', (target) => !['features', 'routes', 'admin', 'demo'].includes(topFolder(target)))).toEqual([])
  })

  it('src/components/ imports no feature, route or the back office: a crossing widget is handed in as a prop (decision 010)', () => {
    // The footer's cookie settings button comes from the root route, the cards' heart from the page that shows them.
    expect(violations('components', (target) => !['features', 'routes', 'admin'].includes(topFolder(target)))).toEqual([])
  })

  it('server modules of a feature never import a React view', () => {
    // Server modules (*.server.ts) are bundled into the Worker: a React component there would drag UI code in.
    const serverFiles = sourceFiles(join(SRC, 'features')).filter((file) => file.endsWith('.server.ts'))
    const intoViews = serverFiles.flatMap((file) =>
      projectImports(file, readFileSync(file, 'utf8'))
        .filter((target) => /\/[A-Z][^/]*$/.test(target))
        .map((target) => `${relative(SRC, file)} imports ${target}`),
    )
    expect(intoViews).toEqual([])
  })
})
