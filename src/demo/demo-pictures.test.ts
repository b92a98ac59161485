import { describe, expect, it } from 'vitest'
import { type DemoPictureKind, demoPictureKindFor, renderDemoPicture } from './demo-pictures.ts'

const KINDS: readonly DemoPictureKind[] = ['house', 'villa', 'apartment', 'studio', 'land', 'commercial', 'garage', 'investment', 'project']
const INDEXES = [1, 2, 3, 4, 5, 6]

// Node has no DOMParser, so this checks the XML subset the renderer emits: every byte belongs to a
// tag, tags nest and close, attributes are quoted and not repeated. Returns the first problem found.
function xmlProblem(doc: string): string | null {
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g
  const stack: string[] = []
  let consumed = 0
  for (const m of doc.matchAll(tag)) {
    if (m.index !== consumed) return `text or broken markup at ${consumed}: ${doc.slice(consumed, consumed + 40)}`
    consumed += m[0].length
    const [, closing, name = '', attrs = '', selfClosing] = m
    const names = [...attrs.matchAll(/([\w:-]+)="/g)].map((a) => a[1])
    if (new Set(names).size !== names.length) return `repeated attribute on <${name}>`
    if (closing) {
      if (attrs || selfClosing) return `malformed closing tag </${name}>`
      if (stack.pop() !== name) return `</${name}> does not close the open element`
    } else if (!selfClosing) stack.push(name)
    if (stack.length === 0 && consumed !== doc.length) return 'content after the root element'
  }
  if (consumed !== doc.length) return `unparsed tail at ${consumed}`
  if (stack.length) return `unclosed <${stack.join('>, <')}>`
  return null
}

const every = KINDS.flatMap((kind) => INDEXES.map((index) => ({ kind, index })))

describe('xmlProblem (the checker itself)', () => {
  it.each([
    ['<svg><g></svg>', 'does not close'],
    ['<svg><rect x="1" x="2"/></svg>', 'repeated attribute'],
    ['<svg>hello</svg>', 'text or broken markup'],
    ['<svg><rect x=1/></svg>', 'text or broken markup'],
    ['<svg><g>', 'unclosed'],
  ])('rejects %s', (doc, problem) => {
    expect(xmlProblem(doc)).toContain(problem)
  })

  it('accepts a nested document', () => {
    expect(xmlProblem('<svg a="1"><g><rect x="1"/></g><path d="M0 0"/></svg>')).toBeNull()
  })
})

describe('renderDemoPicture', () => {
  it('is deterministic: the same input gives the same bytes', () => {
    for (const { kind, index } of every) {
      const input = { seed: 4242, kind, index, width: 1360 }
      expect(renderDemoPicture(input)).toBe(renderDemoPicture({ ...input }))
    }
  })

  it.each(every)('$kind #$index is well-formed, self-contained and under 16 KB', ({ kind, index }) => {
    for (const seed of [1, 77, 90210]) {
      const svg = renderDemoPicture({ seed, kind, index, width: 1360 })
      expect(xmlProblem(svg)).toBeNull()
      expect(svg.length).toBeLessThan(16 * 1024)
      expect(svg).not.toMatch(/<script/i)
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i)
      expect(svg).not.toMatch(/href=/i)
      expect(svg).not.toMatch(/<(image|foreignObject|text|style)\b/i)
      // every paint server reference points at an id defined in this document
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
      expect(new Set(ids).size).toBe(ids.length)
      for (const ref of svg.matchAll(/url\(([^)]*)\)/g)) {
        expect(ref[1]).toMatch(/^#/)
        expect(ids).toContain(ref[1]?.slice(1))
      }
    }
  })

  it.each([
    { width: 1360, height: 907 },
    { width: 400, height: 267 },
    { width: 240, height: 160 },
    { width: 333, height: 222 },
  ])('opens with the svg root at $width × $height', ({ width, height }) => {
    const svg = renderDemoPicture({ seed: 3, kind: 'house', index: 1, width })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true)
    const root = svg.slice(0, svg.indexOf('>') + 1)
    expect(root).toContain(` width="${width}"`)
    expect(root).toContain(` height="${height}"`)
    expect(root).toContain(' viewBox="0 0 1360 907"')
    expect(root).toContain(' preserveAspectRatio="xMidYMid slice"')
    expect(root).toContain(' role="img"')
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('thumbnails (width ≤ 250) are valid and lighter than the full picture', () => {
    for (const kind of KINDS) {
      const thumb = renderDemoPicture({ seed: 11, kind, index: 1, width: 240 })
      const full = renderDemoPicture({ seed: 11, kind, index: 1, width: 1360 })
      expect(xmlProblem(thumb)).toBeNull()
      expect(thumb.length).toBeLessThan(full.length)
    }
  })

  it('different seeds give different pictures', () => {
    for (const { kind, index } of every) {
      const a = renderDemoPicture({ seed: 1, kind, index, width: 1360 })
      const b = renderDemoPicture({ seed: 2, kind, index, width: 1360 })
      expect(a).not.toBe(b)
    }
  })

  it('different indexes of one property give different pictures', () => {
    for (const kind of KINDS) {
      const pictures = INDEXES.map((index) => renderDemoPicture({ seed: 5, kind, index, width: 1360 }))
      expect(new Set(pictures).size).toBe(pictures.length)
    }
  })

  it('copes with out-of-range indexes and odd seeds', () => {
    for (const input of [
      { seed: -3.5, kind: 'villa' as const, index: 0, width: 800 },
      { seed: Number.MAX_SAFE_INTEGER, kind: 'land' as const, index: 99, width: 800 },
      { seed: 0, kind: 'garage' as const, index: Number.NaN, width: 800 },
    ])
      expect(xmlProblem(renderDemoPicture(input))).toBeNull()
  })
})

describe('demoPictureKindFor', () => {
  it.each([
    { typeId: 2, kind: 'studio' },
    { typeId: 3, kind: 'apartment' },
    { typeId: 4, kind: 'land' },
    { typeId: 5, kind: 'investment' },
    { typeId: 6, kind: 'commercial' },
    { typeId: 7, kind: 'garage' },
    { typeId: null, kind: 'house' },
    { typeId: undefined, kind: 'house' },
  ])('type $typeId → $kind', ({ typeId, kind }) => {
    expect(demoPictureKindFor(typeId, 1)).toBe(kind)
    expect(demoPictureKindFor(typeId, 987)).toBe(kind)
  })

  it('type 1 is a house or a villa, stable per seed, and both occur', () => {
    const kinds = Array.from({ length: 50 }, (_, seed) => demoPictureKindFor(1, seed))
    expect(new Set(kinds)).toEqual(new Set(['house', 'villa']))
    for (let seed = 0; seed < 50; seed++) expect(demoPictureKindFor(1, seed)).toBe(kinds[seed])
  })
})
