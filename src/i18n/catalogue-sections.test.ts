import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SECTIONS, SECTION_SOURCES, type CatalogueSection } from './catalogue-sections.ts'

// Decision 018, catalogues by section: a page's messages must be in the catalogues its routes load. A public page that reached
// a component whose messages live in the back office's or the portal's catalogue would show message
// ids to visitors (production builds carry no source texts). Server-only modules (*.server.ts,
// *.functions.ts) render through i18nFor, which loads every catalogue, so the walk stops there.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const MESSAGES = /\bmsg`|\bt`|<Trans\b|\buseLingui\b|\bdefineMessage\b|\bplural\(/

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? files(path) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function resolveModule(from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0]!
  const base = bare.startsWith('#/') ? join(ROOT, 'src', bare.slice(2)) : bare.startsWith('.') ? resolve(dirname(from), bare) : undefined
  if (!base) return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  // `import type` brings no messages along.
  return [
    ...text.matchAll(
      /(?:^\s*import\s+(?!type\b)([^'"]*?)from\s+|^\s*export\s+(?!type\b)[^'"]*?from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/gm,
    ),
  ].flatMap((match) => {
    const target = resolveModule(file, match[2]!)
    if (!target) return []
    return isFace(target) ? throughFace(target, importedNames(match[1])) : [target]
  })
}

// Decision 032: a feature's face (src/features/<name>/index.ts) re-exports modules of several
// catalogue sections. The bundle keeps only the modules whose names a page imports, so the walk goes
// on into those alone; a namespace import or a face's `export *` follows every module it names.
const isFace = (file: string) => /\/src\/features\/[^/]+\/index\.ts$/.test(file)

/** The names of `{ a, b as c, type T }` (value imports only), or undefined when all of a module is taken. */
function importedNames(clause: string | undefined): string[] | undefined {
  const braces = /\{([^}]*)\}/.exec(clause ?? '')
  if (!braces || /\*/.test(clause!) || /^\s*\w+\s*,/.test(clause!)) return undefined
  return braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!)
}

/** The modules a face takes `names` from (every module it re-exports when `names` is undefined). */
function throughFace(face: string, names: string[] | undefined): string[] {
  const text = readFileSync(face, 'utf8')
  return [...text.matchAll(/^export\s+(?!type\b)(\*|\{([^}]*)\})\s*from\s+['"]([^'"]+)['"]/gm)].flatMap((match) => {
    const exported = match[2]?.split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1)!,
    )
    const wanted = !names || !exported || exported.some((name) => names.includes(name))
    const target = wanted ? resolveModule(face, match[3]!) : undefined
    return target ? [target] : []
  })
}

const isServerOnly = (file: string) => /\.(server|functions)\.tsx?$/.test(file)

function sectionOf(file: string): CatalogueSection | undefined {
  const path = relative(ROOT, file)
  return CATALOGUE_SECTIONS.find((section) => SECTION_SOURCES[section].some((source) => path === source || path.startsWith(`${source}/`)))
}

/** The layout files above a route file (each folder's route.tsx up to src/routes/), which render around it. */
function layoutsAbove(route: string): string[] {
  const layouts: string[] = []
  for (let folder = dirname(route); folder.startsWith(join(ROOT, 'src/routes')); folder = dirname(folder)) {
    const layout = join(folder, 'route.tsx')
    if (layout !== route && existsSync(layout)) layouts.push(layout)
  }
  return layouts
}

/** The sections a route's pages load: its own `staticData.catalogues` and its layouts'. */
function namedSections(route: string): CatalogueSection[] {
  return [route, ...layoutsAbove(route)].flatMap((file) => {
    const named = /staticData:\s*\{\s*catalogues:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
    return [...named.matchAll(/'(\w+)'/g)].map((match) => match[1] as CatalogueSection)
  })
}

/** Modules with messages of a section the route does not load, reached from `route`. */
function strayMessages(route: string): string[] {
  const own = sectionOf(route)
  const allowed = new Set<CatalogueSection>([...(own ? [own] : []), ...namedSections(route)])
  const seen = new Set<string>([route])
  const queue = [route]
  const stray: string[] = []
  while (queue.length) {
    const file = queue.pop()!
    const section = sectionOf(file)
    if (section && !allowed.has(section) && MESSAGES.test(readFileSync(file, 'utf8')))
      stray.push(`${relative(ROOT, route)} reaches ${relative(ROOT, file)} (${section} catalogue)`)
    for (const next of imports(file)) {
      if (seen.has(next) || isServerOnly(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return stray
}

describe('catalogue sections (decision 018)', () => {
  const routes = files(join(ROOT, 'src/routes'))

  it('walks the route files and finds the section modules', () => {
    expect(routes.length).toBeGreaterThan(20)
    expect(sectionOf(join(ROOT, 'src/features/owner-portal/OwnerPasswordViews.tsx'))).toBe('owner')
    expect(sectionOf(join(ROOT, 'src/features/leads/LeadForm.tsx'))).toBe('forms')
    expect(sectionOf(join(ROOT, 'src/features/property-pages/components/CrmValueText.tsx'))).toBe('catalogue')
    // a file can be a section's on its own: the heart on the cards, not the header's count
    expect(sectionOf(join(ROOT, 'src/features/favourites/FavouriteToggle.tsx'))).toBe('catalogue')
    expect(sectionOf(join(ROOT, 'src/features/favourites/FavouritesHeaderLink.tsx'))).toBeUndefined()
    // the login page shows the owner's form and names its catalogue; a portal page inherits its layout's
    expect(namedSections(join(ROOT, 'src/routes/$lang/login.tsx'))).toEqual(['owner'])
    expect(namedSections(join(ROOT, 'src/routes/$lang/owner/password.tsx'))).toEqual(['owner'])
    expect(namedSections(join(ROOT, 'src/routes/admin/_staff/leads.index.tsx'))).toEqual(['admin'])
    expect(strayMessages(join(ROOT, 'src/routes/$lang/login.tsx'))).toEqual([])
    // the home shows property cards but no form: it names the catalogue's section only
    expect(namedSections(join(ROOT, 'src/routes/$lang/index.tsx'))).toEqual(['catalogue'])
    expect(namedSections(join(ROOT, 'src/routes/$lang/privacy.tsx'))).toEqual([])
    expect(imports(join(ROOT, 'src/routes/$lang/login.tsx')).map((file) => relative(ROOT, file))).toContain(
      'src/features/owner-portal/OwnerPasswordViews.tsx',
    )
    // through the portal's face (decision 032) the login takes its form, not the portal's pages
    expect(imports(join(ROOT, 'src/routes/$lang/login.tsx')).map((file) => relative(ROOT, file))).not.toContain(
      'src/features/owner-portal/OwnerPropertiesView.tsx',
    )
  })

  it('lets no page reach messages of a catalogue its routes do not load', () => {
    expect(routes.flatMap(strayMessages)).toEqual([])
  })

  it('lets the default not-found and error pages reach only the public catalogue', () => {
    // router.tsx names them for every path, so they may count on no section
    expect(['NotFoundPage.tsx', 'ErrorPage.tsx'].flatMap((file) => strayMessages(join(ROOT, 'src/features/not-found', file)))).toEqual([])
  })
})
