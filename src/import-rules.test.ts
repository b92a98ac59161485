import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Decision 010 "Feature folders": imports run downward only. A capability (src/features/*) reaches
// down to what every capability shares (src/server/, src/domain/, src/i18n/ …), never the reverse, so
// a shared module can never end up depending on one feature's code. Demo code stays out of the
// production folders. Decision 032 "Feature faces": a feature reaches another only through its face
// (index.ts, index.server.ts), and no cycle joins two features.

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
    // `#/…` is src/ (package.json#imports); the extension is left out so a face reads features/<name>/index
    const bare = specifier.split('?')[0]!.replace(/\.tsx?$/, '')
    if (bare.startsWith('#/')) return [bare.slice(2)]
    if (bare.startsWith('.')) return [relative(SRC, resolve(dirname(file), bare))]
    return []
  })
}

function topFolder(path: string): string {
  return path.split('/')[0]!
}

function featureOf(path: string): string | undefined {
  const [top, feature] = path.split('/')
  return top === 'features' ? feature : undefined
}

/** feature → the features its production files import, each with one import that shows it. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  const production = sourceFiles(join(SRC, 'features')).filter((file) => !/\.test(-support)?\.tsx?$/.test(file))
  for (const file of production) {
    const from = featureOf(relative(SRC, file))!
    for (const target of projectImports(file, readFileSync(file, 'utf8'))) {
      const to = featureOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, `${relative(SRC, file)} imports ${target}`)
      graph.set(from, edges)
    }
  }
  return graph
}

/** Each cycle of the graph once, as `a → b → a (the imports that close it)`, found by a depth-first walk. */
function featureCycles(graph: Map<string, Map<string, string>>): string[] {
  const cycles = new Map<string, string>()
  const done = new Set<string>()
  const walk = (feature: string, path: string[]) => {
    if (path.includes(feature)) {
      const loop = [...path.slice(path.indexOf(feature)), feature]
      const imports = loop.slice(0, -1).map((from, i) => graph.get(from)!.get(loop[i + 1]!)!)
      // the same cycle found from another of its features is counted once
      const key = [...loop.slice(0, -1)].sort().join(' ')
      if (!cycles.has(key)) cycles.set(key, `${loop.join(' → ')} (${imports.join('; ')})`)
      return
    }
    if (done.has(feature)) return
    for (const next of [...(graph.get(feature)?.keys() ?? [])].sort()) walk(next, [...path, feature])
    done.add(feature)
  }
  for (const feature of [...graph.keys()].sort()) walk(feature, [])
  return [...cycles.values()]
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
    const text = `import a from '#/features/leads/x.ts'\nimport { b } from '../domain/price.ts'\nconst c = await import('./mailer.server.ts')\nexport { d } from '../../locales/fr/messages.po?raw'\nimport 'fuse.js'`
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

  it('the search engine is loaded on demand: only the server and the loader of the panel import its code (decision 026)', () => {
    // A value imported from it by anything a route definition reaches puts the whole engine on
    // every page's first load (it happened once through the listing's reading of `q`).
    const valueImporters = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /^\s*import\s+(?!type\b)[^'"]*from\s+['"](~\/domain\/property-search|\.\/property-search)['"]/m.test(readFileSync(file, 'utf8')),
      )
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

  it('a feature imports another only through its face: features/<name> or features/<name>/index.server (decision 032)', () => {
    // Tests may reach into another feature's files (a route table, a store to seed); the layers above still hold for them.
    const features = sourceFiles(join(SRC, 'features')).filter((file) => !/\.test\.tsx?$/.test(file))
    const intoFiles = features.flatMap((file) => {
      const own = featureOf(relative(SRC, file))
      return projectImports(file, readFileSync(file, 'utf8'))
        .filter((target) => topFolder(target) === 'features' && featureOf(target) !== own)
        .filter((target) => !/^features\/[^/]+(\/index(\.server)?)?$/.test(target))
        .map((target) => `${relative(SRC, file)} imports ${target}`)
    })
    expect(intoFiles).toEqual([])
  })

  it('no cycle between features: what two features share sits below both (decision 032)', () => {
    expect(featureCycles(featureGraph())).toEqual([])
  })

  it('finds a cycle between features, and names the imports that close it', () => {
    const graph = new Map([
      ['leads', new Map([['subscriptions', 'features/leads/a.ts imports features/subscriptions']])],
      ['subscriptions', new Map([['leads', 'features/subscriptions/b.ts imports features/leads']])],
      ['home', new Map([['leads', 'features/home/c.ts imports features/leads']])],
    ])
    expect(featureCycles(graph)).toEqual([
      'leads → subscriptions → leads (features/leads/a.ts imports features/subscriptions; features/subscriptions/b.ts imports features/leads)',
    ])
  })

  it('every feature has a face, index.ts, and it re-exports no server-only module (decision 032)', () => {
    // Server-only exports go in index.server.ts: the browser's bundle must never reach a *.server.ts module.
    const folders = readdirSync(join(SRC, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.filter((folder) => !existsSync(join(SRC, 'features', folder.name, 'index.ts'))).map((folder) => folder.name)).toEqual([])
    const serverExports = folders.flatMap((folder) => {
      const face = join(SRC, 'features', folder.name, 'index.ts')
      if (!existsSync(face)) return []
      return projectImports(face, readFileSync(face, 'utf8'))
        .filter((target) => /\.server$/.test(target))
        .map((target) => `features/${folder.name}/index.ts re-exports ${target}`)
    })
    expect(serverExports).toEqual([])
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
