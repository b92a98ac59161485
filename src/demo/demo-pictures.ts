// Demo property photographs drawn as SVG, so the demo catalogue looks furnished without shipping
// (or licensing) real photos. Every choice comes from a seeded PRNG: the same input gives the same
// bytes, so pages cache and snapshot cleanly, and all pictures of one property share one look.

import { mulberry32, type SeededRandom } from './seeded-random.ts'

export type DemoPictureKind = 'house' | 'villa' | 'apartment' | 'studio' | 'land' | 'commercial' | 'garage' | 'investment' | 'project'

export interface DemoPictureInput {
  seed: number
  kind: DemoPictureKind
  index: number
  width: number
}

const W = 1360
const H = 907
// Oblique projection for exteriors: depth goes up and to the right, which gives buildings volume
// without the cost of a real perspective.
const DX = 0.34
const DY = -0.13
// Below this width the picture is a thumbnail: textures and glazing bars would only add bytes.
const THUMBNAIL_MAX = 250

type Rng = SeededRandom

// FNV-1a over the joined parts, so seed, kind and index each move the stream
function hash(...parts: readonly (string | number)[]): number {
  const text = parts.join('|')
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

// Integer coordinates: sub-pixel precision is invisible here and costs bytes
const n = (v: number): number => Math.round(v)
// Opacities and offsets: two decimals, no leading zero
const f = (v: number): string => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.')
const op = (v: number): string => ` opacity="${f(v)}"`
const rx = (v: number): string => ` rx="${n(v)}"`

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16)
  const pb = Number.parseInt(b.slice(1), 16)
  let out = '#'
  for (const shift of [16, 8, 0]) {
    const v = Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
    out += v.toString(16).padStart(2, '0')
  }
  return out
}
const dark = (c: string, t: number): string => mix(c, '#000000', t)
const lite = (c: string, t: number): string => mix(c, '#ffffff', t)

// Path fragments, so many same-coloured shapes share one element
const box = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${-n(w)}z`
const pl = (pts: readonly number[]): string => `M${pts.map(n).join(' ')}Z`
const oval = (cx: number, cy: number, a: number, b: number): string =>
  `M${n(cx - a)} ${n(cy)}a${n(a)} ${n(b)} 0 1 0 ${n(2 * a)} 0a${n(a)} ${n(b)} 0 1 0 ${-n(2 * a)} 0z`

type Stop = readonly [number, string, number?]
type Daylight = 'morning' | 'noon' | 'golden' | 'overcast'

interface Look {
  kind: DemoPictureKind
  day: Daylight
  sky: readonly [string, string]
  glow: string
  sun: number
  shade: number
  tint: string
  tintA: number
  cloud: string
  green: string
  lawn: string
  brick: string
  mortar: string
  mortarA: number
  painted: boolean
  roof: string
  slate: boolean
  trim: string
  door: string
  stone: string
  form: number
  mirror: boolean
  wall: string
  floor: string
  fabric: string
  accent: string
  cabinet: string
  top: string
}

const DAYS: Record<Daylight, Pick<Look, 'sky' | 'glow' | 'sun' | 'shade' | 'tint' | 'tintA' | 'cloud'>> = {
  morning: { sky: ['#8db3da', '#f3e4d2'], glow: '#fff4de', sun: 0.6, shade: 0.26, tint: '#ffd9ad', tintA: 0.05, cloud: '#ffffff' },
  noon: { sky: ['#5b91cc', '#d6e8f4'], glow: '#ffffff', sun: 0.35, shade: 0.3, tint: '#ffffff', tintA: 0, cloud: '#ffffff' },
  golden: { sky: ['#7190b8', '#f5c58f'], glow: '#ffd69c', sun: 0.85, shade: 0.32, tint: '#ff9c45', tintA: 0.08, cloud: '#fde3c8' },
  // the Belgian grey: soft, low-contrast light
  overcast: { sky: ['#9ba5af', '#e0e2e3'], glow: '#ffffff', sun: 0, shade: 0.15, tint: '#7f8a94', tintA: 0.05, cloud: '#f0f1f2' },
}

// Belgian facades: Boom red, dark Flemish, Kempen yellow, sandy, whitewashed and limewashed brick
const BRICKS = [
  { c: '#a4553d', m: '#f1e4d2', painted: false },
  { c: '#b5663f', m: '#f1e2cc', painted: false },
  { c: '#8e4c3b', m: '#e2d5c3', painted: false },
  { c: '#c79e69', m: '#f6ecdb', painted: false },
  { c: '#b39376', m: '#f0e6d6', painted: false },
  { c: '#ece7dd', m: '#000000', painted: true },
  { c: '#dcd6cb', m: '#000000', painted: true },
  { c: '#75665c', m: '#d9cfc2', painted: false },
] as const
const ROOFS = [
  { c: '#3c4249', slate: true },
  { c: '#2f3237', slate: true },
  { c: '#9a4e37', slate: false },
  { c: '#5e4236', slate: false },
  { c: '#47494d', slate: false },
] as const
const DOORS = ['#2f3a40', '#5a3d2b', '#3c5446', '#6e2f2c', '#273447', '#8b857a']
const WALLS = ['#efebe4', '#e9e3d9', '#e4e5e0', '#ece4d7', '#dfe3dc', '#f2efe9']
const FLOORS = ['#c49a6c', '#b08358', '#d7be98', '#a39f97', '#8f6949']
const FABRICS = ['#d8cebf', '#8f9c8a', '#b97c5d', '#6e7c8c', '#c9b89c', '#56625a', '#b9b3aa']
const ACCENTS = ['#c47a4b', '#5f7f8c', '#b9925a', '#7d8f6a', '#a85f58', '#3f5166']
const CABINETS = ['#f1eee8', '#8a9886', '#2f3b48', '#b58c62', '#3a3b3d', '#cdc6b9']
const TOPS = ['#f3f1ec', '#dcd8d1', '#2d2d2f', '#c2ae93']
const GREENS = ['#5b7b45', '#4f6e3f', '#6a8450', '#587447']
const RENDERS = ['#efe6d2', '#f3f0e9', '#dcdcd5', '#e8d9ad', '#d3d9d7', '#e6cfc1', '#c9bca6']
const GLASS = '#4a5a68'
const ZINC = '#5d636a'
const BLUESTONE = '#666d74'
const WOOD = '#a47b55'

function pickFrom<T>(r: Rng, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T
}

function makeLook(r: Rng, kind: DemoPictureKind): Look {
  const dayRoll = r()
  const day: Daylight = dayRoll < 0.25 ? 'morning' : dayRoll < 0.55 ? 'noon' : dayRoll < 0.8 ? 'golden' : 'overcast'
  const d = DAYS[day]
  const brick = pickFrom(r, BRICKS)
  const roof = pickFrom(r, ROOFS)
  const green = pickFrom(r, GREENS)
  // grey days flatten colour; golden hour warms it
  const lawn = day === 'overcast' ? '#7f9264' : day === 'golden' ? '#8c9e55' : '#7e9c55'
  return {
    kind,
    day,
    ...d,
    green: day === 'overcast' ? mix(green, '#8a9188', 0.25) : green,
    lawn,
    brick: brick.c,
    mortar: brick.m,
    mortarA: brick.painted ? 0.06 : 0.3,
    painted: brick.painted,
    roof: roof.c,
    slate: roof.slate,
    trim: r() < 0.85 ? '#f6f4ef' : '#3a3d41',
    door: pickFrom(r, DOORS),
    stone: r() < 0.5 ? '#d9d4ca' : '#8a9096',
    form: Math.floor(r() * 6),
    mirror: r() < 0.5,
    wall: pickFrom(r, WALLS),
    floor: pickFrom(r, FLOORS),
    fabric: pickFrom(r, FABRICS),
    accent: pickFrom(r, ACCENTS),
    cabinet: pickFrom(r, CABINETS),
    top: pickFrom(r, TOPS),
  }
}

// Draw order of batched shapes: frames before glass, glass before glazing bars
const ORDER = ['li', 'fr', 'dr', 'gd', 'gk', 'gl', 'sh', 'mu', 'hd', 'sl', 'cp']
const rank = (key: string): number => {
  const i = ORDER.indexOf(key.split(':')[0] ?? '')
  return i < 0 ? ORDER.length : i
}

class Sketch {
  readonly defs: string[] = []
  readonly out: string[] = []
  private readonly queued = new Map<string, { attrs: string; d: string }>()
  private readonly made = new Set<string>()
  // window frames and lintels follow the building being drawn
  trim: string
  lintel: string | null = null

  readonly r: Rng
  // massing stream: shared by every picture of a property, so the rear view matches the street view
  readonly m: Rng
  readonly fine: boolean
  readonly pre: string
  readonly look: Look
  // position in the property's picture set, for scenes that vary their framing
  readonly index: number

  constructor(r: Rng, m: Rng, fine: boolean, pre: string, look: Look, index: number) {
    this.index = index
    this.r = r
    this.m = m
    this.fine = fine
    this.pre = pre
    this.look = look
    this.trim = look.trim
  }

  rnd(a: number, b: number, r: Rng = this.r): number {
    return a + (b - a) * r()
  }
  int(a: number, b: number, r: Rng = this.r): number {
    return Math.floor(this.rnd(a, b + 1, r))
  }
  pick<T>(xs: readonly T[]): T {
    return pickFrom(this.r, xs)
  }
  chance(p: number): boolean {
    return this.r() < p
  }
  url(id: string): string {
    return `url(#${this.pre}${id})`
  }
  def(id: string, body: () => string): string {
    if (!this.made.has(id)) {
      this.made.add(id)
      this.defs.push(body())
    }
    return this.url(id)
  }
  lin(id: string, stops: readonly Stop[], x2 = 0, y2 = 1): string {
    return this.def(id, () => `<linearGradient id="${this.pre}${id}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`)
  }
  radial(id: string, stops: readonly Stop[]): string {
    return this.def(id, () => `<radialGradient id="${this.pre}${id}">${stopTags(stops)}</radialGradient>`)
  }
  pattern(id: string, w: number, h: number, body: string, extra = ''): string {
    return this.def(
      id,
      () => `<pattern id="${this.pre}${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`,
    )
  }
  clip(id: string, d: string): string {
    this.def(id, () => `<clipPath id="${this.pre}${id}"><path d="${d}"/></clipPath>`)
    return ` clip-path="${this.url(id)}"`
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`)
  }
  poly(pts: readonly number[], fill: string, extra = ''): void {
    this.path(pl(pts), fill, extra)
  }
  path(d: string, fill: string, extra = ''): void {
    if (d) this.out.push(`<path d="${d}" fill="${fill}"${extra}/>`)
  }
  ell(cx: number, cy: number, a: number, b: number, fill: string, extra = ''): void {
    this.out.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(a)}" ry="${n(b)}" fill="${fill}"${extra}/>`)
  }
  line(d: string, color: string, width: number, extra = ''): void {
    if (d) this.out.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}"${extra}/>`)
  }
  open(attrs = ''): void {
    this.out.push(`<g${attrs}>`)
  }
  close(): void {
    this.out.push('</g>')
  }
  queue(key: string, attrs: string, d: string): void {
    const e = this.queued.get(key)
    if (e) e.d += d
    else this.queued.set(key, { attrs, d })
  }
  flush(): void {
    const keys = [...this.queued.keys()].sort((a, b) => rank(a) - rank(b))
    for (const key of keys) {
      const e = this.queued.get(key)
      if (e) this.out.push(`<path d="${e.d}"${e.attrs}/>`)
    }
    this.queued.clear()
  }

  // brick walls: flat colour, plus mortar courses when there is room to see them
  wall(d: string, color: string, side: boolean): void {
    this.path(d, color)
    if (!this.fine) return
    const id = side ? 'bs' : 'bf'
    const L = this.look
    // the side face leans with the oblique projection, so its courses lean too
    const skew = side ? ` patternTransform="skewY(${f((Math.atan2(DY, DX) * 180) / Math.PI)})"` : ''
    const fill = this.pattern(
      id,
      28,
      10,
      `<path d="M0 4.5h28M0 9.5h28M7 0v4.5M21 5v4.5" stroke="${L.mortar}" stroke-opacity="${f(L.mortarA)}"/>`,
      skew,
    )
    this.path(d, fill)
  }
  roofFill(): string {
    const L = this.look
    if (!this.fine) return L.roof
    const body = L.slate
      ? `<rect width="30" height="11" fill="${L.roof}"/><path d="M0 10.5h30M8 0v11M23 0v5" stroke="#fff" stroke-opacity=".09"/>`
      : `<rect width="24" height="13" fill="${L.roof}"/><rect y="9" width="24" height="4" fill="#000" opacity=".14"/><path d="M12 0v9" stroke="#000" stroke-opacity=".1"/>`
    return this.pattern('rf', L.slate ? 30 : 24, L.slate ? 11 : 13, body)
  }
  shadeOf(c: string, extra = 0): string {
    return mix(c, '#26303b', this.look.shade + extra)
  }

  render(width: number): string {
    const w = Number.isFinite(width) ? Math.max(1, Math.round(width)) : W
    const h = Math.max(1, Math.round((w * H) / W))
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">${defs}${this.out.join('')}</svg>`
  }
}

function stopTags(stops: readonly Stop[]): string {
  return stops.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`).join('')
}

// ---------------------------------------------------------------- landscape

function sky(s: Sketch, bottom: number): void {
  const L = s.look
  s.rect(
    0,
    0,
    W,
    bottom,
    s.lin('sk', [
      [0, L.sky[0]],
      [1, L.sky[1]],
    ]),
  )
  if (L.sun > 0) {
    const glow = s.radial('sn', [
      [0, L.glow, L.sun],
      [1, L.glow, 0],
    ])
    s.ell(s.rnd(120, 420), L.day === 'noon' ? 60 : bottom - 170, 560, 340, glow)
  }
  const grey = L.day === 'overcast'
  if (grey) {
    let light = ''
    let heavy = ''
    for (let i = 0; i < 9; i++) {
      const band = oval(s.rnd(-100, W + 100), s.rnd(20, bottom * 0.6), s.rnd(300, 600), s.rnd(24, 50))
      if (i % 3) light += band
      else heavy += band
    }
    s.path(heavy, '#7d8790', op(0.16))
    s.path(light, '#ffffff', op(0.22))
    return
  }
  const count = s.int(2, 5)
  let d = ''
  let far = ''
  for (let i = 0; i < count; i++) {
    const w = s.rnd(110, 230)
    const cx = s.rnd(-60, W + 60)
    const cy = s.rnd(40, bottom * 0.5)
    const hh = w * s.rnd(0.13, 0.2)
    // a flat base with two puffs reads as a fair-weather cumulus even at card size
    const parts =
      oval(cx, cy, w, hh * 0.55) + oval(cx - w * 0.3, cy - hh * 0.45, w * 0.42, hh) + oval(cx + w * 0.22, cy - hh * 0.6, w * 0.38, hh * 1.1)
    if (cy > bottom * 0.3) far += parts
    else d += parts
  }
  s.path(far, L.cloud, op(0.45))
  s.path(d, L.cloud, op(0.75))
}

function treeLine(s: Sketch, y: number, amp: number, fill: string, seg: number, bottom: number): void {
  let d = `M0 ${n(bottom)}L0 ${n(y)}`
  let x = 0
  while (x < W) {
    const step = seg * s.rnd(0.6, 1.3)
    const r = step * s.rnd(0.55, 0.75)
    d += `A${n(r)} ${n(r)} 0 0 1 ${n(x + step)} ${n(y + s.rnd(-amp, amp))}`
    x += step
  }
  s.path(`${d}L${W} ${n(bottom)}Z`, fill)
}

function farTrees(s: Sketch, hz: number): void {
  const L = s.look
  const haze = mix(L.green, L.sky[1], 0.55)
  treeLine(s, hz - s.rnd(40, 80), 18, haze, 70, hz + 2)
  if (s.chance(0.5)) {
    // a row of poplars: the Flemish field edge
    let d = ''
    const x0 = s.rnd(-100, W * 0.6)
    const count = s.int(5, 11)
    for (let i = 0; i < count; i++) {
      const h = s.rnd(120, 170)
      d += oval(x0 + i * s.rnd(34, 48), hz - h * 0.45, 15, h * 0.5)
    }
    s.path(d, mix(L.green, L.sky[1], 0.4))
  }
  treeLine(s, hz - s.rnd(10, 30), 14, mix(L.green, L.sky[1], 0.3), 55, hz + 2)
}

function ground(s: Sketch, hz: number, near: string, far: string): void {
  s.rect(
    0,
    hz,
    W,
    H - hz,
    s.lin('gd', [
      [0, far],
      [1, near],
    ]),
  )
}

function tree(s: Sketch, x: number, yg: number, sz: number, col: string): void {
  s.ell(x + sz * 0.3, yg, sz * 0.8, sz * 0.1, '#1d2618', op(0.18))
  s.poly([x - sz * 0.06, yg, x - sz * 0.035, yg - sz * 1.25, x + sz * 0.035, yg - sz * 1.25, x + sz * 0.06, yg], '#5a4938')
  s.path(
    oval(x, yg - sz * 1.6, sz * 0.62, sz * 0.55) +
      oval(x - sz * 0.42, yg - sz * 1.3, sz * 0.42, sz * 0.36) +
      oval(x + sz * 0.4, yg - sz * 1.35, sz * 0.45, sz * 0.4),
    col,
  )
  s.path(oval(x + sz * 0.3, yg - sz * 1.22, sz * 0.42, sz * 0.22), dark(col, 0.18), op(0.8))
  s.path(
    oval(x - sz * 0.2, yg - sz * 1.82, sz * 0.34, sz * 0.24) + oval(x - sz * 0.5, yg - sz * 1.42, sz * 0.2, sz * 0.15),
    lite(col, 0.14),
  )
}

function hedge(s: Sketch, x: number, y: number, w: number, h: number): void {
  const g = s.look.green
  if (w <= 0) return
  s.rect(
    x,
    y,
    w,
    h,
    s.lin('hg', [
      [0, lite(g, 0.12)],
      [1, dark(g, 0.3)],
    ]),
    rx(10),
  )
  if (!s.fine) return
  let d = ''
  for (let i = x + 12; i < x + w - 12; i += s.rnd(26, 40)) d += oval(i, y + 8, 16, 9)
  s.path(d, lite(g, 0.1))
}

function shrubs(s: Sketch, x: number, yg: number, w: number, h: number): void {
  const g = s.look.green
  let body = ''
  let light = ''
  for (let i = 0; i < 6; i++) {
    const cx = x + (w * (i + 0.5)) / 6 + s.rnd(-20, 20)
    const r = h * s.rnd(0.35, 0.55)
    body += oval(cx, yg - r * 0.9, r * 1.05, r)
    light += oval(cx - r * 0.25, yg - r * 1.25, r * 0.5, r * 0.4)
  }
  s.path(body, dark(g, 0.12))
  s.path(light, lite(g, 0.08))
}

// ---------------------------------------------------------------- openings

function win(s: Sketch, x: number, y: number, w: number, h: number, cols = 2, transom = true): void {
  const t = Math.max(5, n(w * 0.07))
  const L = s.look
  // bars, sills and lintels are strokes: a street holds dozens of windows and bytes add up
  if (s.fine && s.lintel) s.queue(`li:${s.lintel}`, stroke(s.lintel, 12), `M${n(x - 5)} ${n(y - 6)}h${n(w + 10)}`)
  s.queue(`fr:${s.trim}`, ` fill="${s.trim}"`, box(x, y, w, h))
  s.queue('gl', ` fill="${glass(s)}"`, box(x + t, y + t, w - 2 * t, h - 2 * t))
  if (s.fine) {
    const bar = Math.max(4, n(t * 0.8))
    let d = ''
    for (let c = 1; c < cols; c++) d += `M${n(x + (w * c) / cols)} ${n(y)}v${n(h)}`
    if (transom && h > w * 0.9) d += `M${n(x)} ${n(y + h * 0.3)}h${n(w)}`
    if (d) s.queue(`mu:${s.trim}:${bar}`, stroke(s.trim, bar), d)
  }
  s.queue(`sl:${L.stone}`, stroke(L.stone, 7), `M${n(x - 6)} ${n(y + h + 3)}h${n(w + 12)}`)
}

const stroke = (color: string, width: number): string => ` fill="none" stroke="${color}" stroke-width="${width}"`

function glass(s: Sketch): string {
  // a diagonal streak reads as a reflection in every pane without drawing one per window
  return s.lin(
    'gs',
    [
      [0, '#34414c'],
      [0.44, '#5d7080'],
      [0.5, '#93a7b6'],
      [0.57, '#586b7a'],
      [1, '#3a4752'],
    ],
    1,
    1,
  )
}

function door(s: Sketch, x: number, yg: number, w: number, h: number): void {
  s.queue(`fr:${s.trim}`, ` fill="${s.trim}"`, box(x - 7, yg - h - 7, w + 14, h + 7))
  s.queue('dr', ` fill="${s.look.door}"`, box(x, yg - h, w, h))
  s.queue('gl', ` fill="${glass(s)}"`, box(x + w * 0.38, yg - h + 14, w * 0.24, h * 0.5))
  s.queue('hd', ' fill="#c9b07a"', box(x + w * 0.8, yg - h * 0.5, 4, 22))
  s.queue(`sl:${s.look.stone}`, ` fill="${s.look.stone}"`, box(x - 14, yg - 3, w + 28, 9))
}

function garageDoor(s: Sketch, x: number, yg: number, w: number, h: number, col: string): void {
  s.queue(`fr:${dark(col, 0.35)}`, ` fill="${dark(col, 0.35)}"`, box(x - 5, yg - h - 5, w + 10, h + 5))
  s.queue(`gd:${col}`, ` fill="${col}"`, box(x, yg - h, w, h))
  if (!s.fine) return
  let d = ''
  for (let y = yg - h + 30; y < yg - 6; y += 30) d += `M${n(x)} ${n(y)}h${n(w)}`
  s.queue('gk', ` fill="none" stroke="#000" stroke-opacity=".16" stroke-width="2"`, d)
}

// ---------------------------------------------------------------- buildings

interface Mass {
  x: number
  yg: number
  w: number
  h: number
  dp: number
}

interface Site {
  x0: number
  x1: number
  doorX: number
  garageX: number | null
}

function walls(s: Sketch, m: Mass, color = s.look.brick): void {
  const sx = m.dp * DX
  const sy = m.dp * DY
  const r = m.x + m.w
  s.wall(pl([r, m.yg, r + sx, m.yg + sy, r + sx, m.yg - m.h + sy, r, m.yg - m.h]), s.shadeOf(color), true)
  s.wall(box(m.x, m.yg - m.h, m.w, m.h), color, false)
  // the eaves throw a soft band of shade along the top of the facade
  s.rect(
    m.x,
    m.yg - m.h,
    m.w,
    34,
    s.lin('ev', [
      [0, '#1c232b', 0.3],
      [1, '#1c232b', 0],
    ]),
  )
}

function castShadow(s: Sketch, m: Mass, len: number): void {
  const sx = m.dp * DX
  const sy = m.dp * DY
  const r = m.x + m.w
  const a = s.look.shade * 0.9
  s.poly([r, m.yg, r + sx, m.yg + sy, r + sx + len, m.yg + sy + 4, r + len * 0.7, m.yg + 12], '#1f2a20', op(a))
  s.rect(m.x - 8, m.yg - 2, m.w + 16, 10, '#1f2a20', op(a * 0.8))
}

function sideWindow(s: Sketch, x: number, y: number, w: number, h: number): void {
  const k = DY / DX
  s.poly([x, y, x + w, y + w * k, x + w, y + h + w * k, x, y + h], s.shadeOf(s.trim, 0.05))
  s.poly([x + 4, y + 5, x + w - 4, y + 5 + (w - 8) * k, x + w - 4, y + h - 5 + (w - 8) * k, x + 4, y + h - 5], dark(GLASS, 0.2))
}

function chimney(s: Sketch, x: number, base: number, top: number): void {
  s.rect(x, top, 40, base - top, dark(s.look.brick, 0.12))
  s.rect(x + 28, top, 12, base - top, s.shadeOf(s.look.brick, 0.1))
  s.rect(x - 4, top - 8, 48, 10, s.look.stone)
}

function dormer(s: Sketch, cx: number, by: number, dw: number, dh: number, flat: boolean): void {
  const L = s.look
  if (flat) {
    // the wide zinc dormer of a renovated Flemish roof
    s.rect(cx - dw / 2 - 10, by - dh - 14, dw + 20, dh + 22, ZINC)
    s.rect(cx - dw / 2 - 14, by - dh - 20, dw + 28, 8, dark(ZINC, 0.25))
    win(s, cx - dw / 2 + 6, by - dh, dw - 12, dh - 6, 3, false)
  } else {
    s.rect(cx - dw / 2, by - dh, dw, dh + 10, L.painted ? L.brick : lite(L.roof, 0.08))
    s.poly([cx - dw / 2 - 12, by - dh + 6, cx, by - dh - dw * 0.6, cx + dw / 2 + 12, by - dh + 6], dark(L.roof, 0.08))
    win(s, cx - dw / 2 + 10, by - dh + 10, dw - 20, dh - 14, 2, false)
  }
}

// Ridge parallel to the street: the classic Belgian detached house (and, hipped, the villa)
function longHouse(s: Sketch, m: Mass, hip: boolean, rear: boolean, skip: readonly [number, number] | null): Site {
  const L = s.look
  const sx = m.dp * DX
  const sy = m.dp * DY
  const eY = m.yg - m.h
  const pitch = s.rnd(0.75, 0.95, s.m)
  const rh = (m.dp / 2) * pitch
  const rY = eY - rh + sy / 2
  const o = 16
  castShadow(s, m, 170)
  walls(s, m)
  if (!hip) s.wall(pl([m.x + m.w, eY, m.x + m.w + sx, eY + sy, m.x + m.w + sx / 2, rY]), s.shadeOf(L.brick), true)
  if (m.dp > 300 && s.fine) sideWindow(s, m.x + m.w + sx * 0.3, m.yg - 160, sx * 0.35, 100)
  const storeys = m.h > 250 ? 2 : 1
  const upper = eY + 38
  const nb = Math.max(3, Math.round(m.w / 155))
  const bw = m.w / nb
  // bays hidden behind a forward wing get no openings; the door takes a middle free bay
  const free: number[] = []
  for (let i = 0; i < nb; i++) if (!skip || m.x + bw * i + bw * 0.1 > skip[1]) free.push(i)
  const doorBay = free[Math.max(0, Math.floor(free.length / 2) - (s.m() < 0.5 ? 0 : 1))] ?? 0
  let doorX = m.x + bw * (doorBay + 0.5)
  const ww = Math.min(110, bw * 0.62)
  for (const i of free) {
    const cx = m.x + bw * (i + 0.5)
    if (rear) win(s, cx - bw * 0.4, m.yg - 160, bw * 0.8, 160, 2, false)
    else if (i === doorBay) door(s, cx - 32, m.yg, 64, 136)
    else win(s, cx - ww / 2, m.yg - 158, ww, 112)
    if (storeys === 2) win(s, cx - ww * 0.45, upper, ww * 0.9, 100)
  }
  if (rear) doorX = m.x + m.w / 2
  s.flush()
  const front = hip
    ? [m.x - o, eY + 10, m.x + m.w + o, eY + 10, m.x + m.w - m.dp / 2 + sx / 2, rY, m.x + m.dp / 2 + sx / 2, rY]
    : [m.x - o, eY + 10, m.x + m.w + o, eY + 10, m.x + m.w + sx / 2 + o, rY, m.x + sx / 2 - o, rY]
  if (hip) s.poly([m.x + m.w + o, eY + 10, m.x + m.w + sx + o, eY + sy + 10, m.x + m.w - m.dp / 2 + sx / 2, rY], s.shadeOf(L.roof, 0.1))
  s.poly(front, s.roofFill())
  s.poly(
    front,
    s.lin('rs', [
      [0, '#ffffff', 0.1],
      [1, '#000000', 0.12],
    ]),
  )
  if (!hip) {
    s.line(
      `M${n(m.x + m.w + o)} ${n(eY + 10)}L${n(m.x + m.w + sx / 2 + o)} ${n(rY)}L${n(m.x + m.w + sx + o)} ${n(eY + sy + 10)}`,
      dark(L.roof, 0.25),
      8,
    )
  }
  s.rect(m.x - o, eY + 4, m.w + 2 * o, 9, ZINC)
  // dormers and a chimney sit on the roof plane, a third of the way up
  const t = 0.32
  const by = eY + 10 + t * (rY - eY - 10)
  if (storeys === 1 || s.m() < 0.4) {
    const flat = s.m() < 0.35
    const count = flat ? 1 : nb > 4 ? 2 : 1
    for (let i = 0; i < count; i++) {
      const cx = m.x + (m.w * (i + 1)) / (count + 1) + t * (sx / 2) + (skip ? m.w * 0.12 : 0)
      dormer(s, cx, by, flat ? Math.min(300, m.w * 0.45) : 110, flat ? 110 : 96, flat)
    }
    s.flush()
  }
  if (s.m() < 0.7 && !hip) chimney(s, m.x + m.w * 0.78 + sx * 0.42, eY + 0.85 * (rY - eY), rY - 40)
  return { x0: m.x, x1: m.x + m.w + sx, doorX, garageX: null }
}

function gableFront(s: Sketch, m: Mass, stepped: boolean, rear: boolean, roofUnder = true): { apexY: number } {
  const L = s.look
  const sx = m.dp * DX
  const sy = m.dp * DY
  const eY = m.yg - m.h
  const gh = (m.w / 2) * s.rnd(1.05, 1.25, s.m)
  const ax = m.x + m.w / 2
  const aY = eY - gh
  const o = stepped ? 0 : 12
  if (roofUnder) {
    const plane = [m.x + m.w + o, eY + 8, ax, aY - 6, ax + sx, aY - 6 + sy, m.x + m.w + sx + o, eY + sy + 8]
    s.poly(plane, L.roof)
    if (s.fine) {
      // courses run along the depth, parallel to the ridge
      let d = ''
      for (let i = 1; i < 9; i++) {
        const px = ax + ((m.x + m.w + o - ax) * i) / 9
        const py = aY - 6 + ((eY + 8 - aY + 6) * i) / 9
        d += `M${n(px)} ${n(py)}l${n(sx)} ${n(sy)}`
      }
      s.line(d, '#000', 1.5, op(0.15))
    }
    s.poly(plane, '#1f2933', op(L.shade * 0.6))
  }
  let gable: number[]
  if (stepped) {
    // the Flemish stepped gable (trapgevel): steps climbing to a crowned top
    const steps = m.w > 380 ? 6 : 5
    const sw = m.w / (2 * steps + 2)
    const sh = gh / (steps + 1)
    const left: number[] = [m.x, eY]
    let cap = ''
    for (let i = 0; i < steps; i++) {
      const y = eY - (i + 1) * sh
      left.push(m.x + i * sw, y, m.x + (i + 1) * sw, y)
      cap += box(m.x + i * sw - 3, y - 5, sw + 4, 7)
      cap += box(m.x + m.w - (i + 1) * sw - 1, y - 5, sw + 4, 7)
    }
    const top = eY - (steps + 1) * sh
    left.push(m.x + steps * sw, top)
    cap += box(m.x + steps * sw - 4, top - 7, 2 * sw + 8, 9)
    const right: number[] = []
    for (let i = left.length - 2; i >= 0; i -= 2) right.push(2 * ax - (left[i] ?? 0), left[i + 1] ?? 0)
    gable = [...left, ...right]
    s.wall(pl(gable), L.brick, false)
    s.queue('cp', ` fill="${L.stone}"`, cap)
  } else {
    gable = [m.x, eY, ax, aY, m.x + m.w, eY]
    s.wall(pl(gable), L.brick, false)
    s.line(`M${n(m.x - o)} ${n(eY + 8)}L${n(ax)} ${n(aY - 6)}L${n(m.x + m.w + o)} ${n(eY + 8)}`, dark(L.roof, 0.15), 12)
  }
  // attic window in the gable
  if (!rear) win(s, ax - 34, eY - gh * 0.55, 68, 92)
  return { apexY: aY }
}

// Gable facing the street, stepped or plain, with a lower garage wing: the Flemish town-edge house
function gableHouse(s: Sketch, cx: number, yg: number, stepped: boolean, rear: boolean): Site {
  const L = s.look
  const w = s.rnd(380, 440, s.m)
  const dp = 560
  const sx = dp * DX
  const ww = s.rnd(240, 290, s.m)
  const x = cx - (w + sx) / 2 + ww / 2
  const m: Mass = { x, yg, w, h: 330, dp }
  castShadow(s, m, 180)
  // garage wing, flat-roofed with a stone coping
  const wingH = 180
  s.wall(box(x - ww, yg - wingH, ww, wingH), L.brick, false)
  s.rect(x - ww - 6, yg - wingH - 14, ww + 6, 16, L.stone)
  s.rect(
    x - ww,
    yg - wingH + 2,
    ww,
    26,
    s.lin('ev', [
      [0, '#1c232b', 0.3],
      [1, '#1c232b', 0],
    ]),
  )
  const sx2 = m.dp * DX
  const sy2 = m.dp * DY
  s.wall(pl([x + w, yg, x + w + sx2, yg + sy2, x + w + sx2, yg - m.h + sy2, x + w, yg - m.h]), s.shadeOf(L.brick), true)
  s.wall(box(x, yg - m.h, w, m.h), L.brick, false)
  gableFront(s, m, stepped, rear)
  s.rect(
    x,
    yg - m.h,
    w,
    24,
    s.lin('ev', [
      [0, '#1c232b', 0.3],
      [1, '#1c232b', 0],
    ]),
  )
  if (s.fine) sideWindow(s, x + w + sx2 * 0.35, yg - 170, sx2 * 0.3, 110)
  let garageX: number | null = null
  if (rear) {
    win(s, x + 30, yg - 160, w - 60, 160, 3, false)
    win(s, x - ww + 30, yg - 150, ww - 60, 108, 2)
  } else {
    door(s, x + 44, yg, 64, 140)
    win(s, x + 150, yg - 160, w - 200, 116, 2)
    garageX = x - ww / 2
    garageDoor(s, x - ww + 28, yg, ww - 56, 140, s.pick(['#f2f0ea', '#3b3e42', '#8a6a4c', '#c9c5bc']))
  }
  win(s, x + 50, yg - m.h + 40, 96, 108)
  win(s, x + w - 146, yg - m.h + 40, 96, 108)
  s.flush()
  return { x0: x - ww, x1: x + w + sx, doorX: rear ? x + w / 2 : x + 76, garageX }
}

function villaHouse(s: Sketch, cx: number, yg: number, rear: boolean): Site {
  const w = s.rnd(760, 840, s.m)
  const dp = 520
  const sx = dp * DX
  const x = cx - (w + sx) / 2
  const tall = s.m() < 0.5
  const m: Mass = { x, yg, w, h: tall ? 330 : 200, dp }
  const wingW = s.rnd(290, 330, s.m)
  const fd = 160
  const wx = x + 50 - fd * DX
  const site = longHouse(s, m, true, rear, [x, wx + wingW + (fd + 30) * DX])
  // the forward wing: a gable to the street, like most Belgian villas since the sixties
  const wing: Mass = { x: wx, yg: yg - fd * DY, w: wingW, h: m.h - 10, dp: fd + 30 }
  walls(s, wing)
  gableFront(s, wing, false, rear)
  if (rear) win(s, wx + 30, wing.yg - 160, wingW - 60, 160, 3, false)
  else win(s, wx + 50, wing.yg - 170, wingW - 100, 126, 3)
  if (tall) win(s, wx + wingW / 2 - 55, wing.yg - wing.h + 40, 110, 96)
  s.flush()
  return { ...site, x0: wx }
}

function houseScene(s: Sketch, villa: boolean, rear: boolean): void {
  const L = s.look
  const hz = s.rnd(585, 615)
  sky(s, hz + 10)
  farTrees(s, hz)
  ground(s, hz, dark(L.lawn, 0.12), lite(L.lawn, 0.1))
  const yg = 718
  const cx = W / 2 + s.rnd(-60, 60)
  // a big tree behind the house anchors it in the garden
  const bx = s.chance(0.5) ? s.rnd(70, 220) : s.rnd(1140, 1300)
  tree(s, bx, yg - 20, s.rnd(150, 190), dark(L.green, 0.05))
  const form = villa ? 3 + (L.form % 2) : L.form % 3
  let site: Site
  if (form === 0) {
    const w = s.rnd(580, 680, s.m)
    const h = s.m() < 0.5 ? 330 : 190
    site = longHouse(s, { x: cx - (w + 180) / 2, yg, w, h, dp: 520 }, false, rear, null)
  } else if (form === 3) {
    site = villaHouse(s, cx, yg, rear)
  } else if (form === 4) {
    const w = s.rnd(820, 900, s.m)
    site = longHouse(s, { x: cx - (w + 190) / 2, yg, w, h: 200, dp: 560 }, false, rear, null)
  } else {
    site = gableHouse(s, cx, yg, form === 1, rear)
  }
  if (rear) terrace(s, site, yg)
  else frontYard(s, site, yg)
}

function frontYard(s: Sketch, site: Site, yg: number): void {
  const L = s.look
  const paving = L.day === 'overcast' ? '#b9b4aa' : '#cfc6b6'
  const path = (x: number, top: number, half: number): void =>
    s.poly([x - half, top, x + half, top, x + half * 2.4, 862, x - half * 2.4, 862], paving)
  path(site.doorX, yg + 6, 34)
  if (site.garageX !== null) path(site.garageX, yg + 2, 90)
  const gaps = [site.doorX, site.garageX ?? -999].sort((a, b) => a - b)
  const hy = 792
  let x = -10
  for (const g of gaps) {
    const half = g === site.garageX ? 220 : 90
    if (g < -100) continue
    hedge(s, x, hy, g - half - x, 58)
    x = g + half
  }
  hedge(s, x, hy, W + 10 - x, 58)
  // shrub in front of the facade corner
  const side = s.chance(0.5) ? site.x0 - 20 : site.x1 + 10
  tree(s, side, 800, s.rnd(70, 95), lite(L.green, 0.05))
  s.rect(0, 856, W, 51, L.day === 'overcast' ? '#b1ada5' : '#c6c0b6')
  s.rect(0, 856, W, 7, '#9b968d')
  if (s.fine) {
    let d = ''
    for (let i = 40; i < W; i += 96) d += `M${i} 863l-8 44`
    s.line(d, '#000', 2, op(0.1))
  }
}

function terrace(s: Sketch, site: Site, yg: number): void {
  const L = s.look
  const x0 = site.x0 - 40
  const x1 = site.x1 + 20
  const stone = L.day === 'golden' ? '#d8c9b3' : '#cbc6bc'
  s.poly([x0, yg + 4, x1, yg + 4, x1 + 120, yg + 130, x0 - 120, yg + 130], stone)
  if (s.fine) {
    let d = ''
    for (let i = 1; i < 4; i++) {
      const y = yg + 4 + i * 31
      d += `M${n(x0 - i * 30)} ${y}H${n(x1 + i * 30)}`
    }
    for (let x = x0; x < x1; x += 90) d += `M${n(x)} ${yg + 4}L${n(x + ((x - site.doorX) / (x1 - x0)) * 240)} ${yg + 130}`
    s.line(d, '#000', 1.5, op(0.12))
  }
  // garden table set under a parasol
  const tx = site.doorX + s.rnd(-120, 120)
  const ty = yg + 80
  s.ell(tx + 40, ty + 40, 170, 18, '#000', op(0.12))
  s.rect(tx - 110, ty - 56, 220, 12, WOOD)
  s.rect(tx - 96, ty - 44, 10, 84, dark(WOOD, 0.2))
  s.rect(tx + 86, ty - 44, 10, 84, dark(WOOD, 0.2))
  let chairs = ''
  for (const dir of [1, -1]) {
    const cx = tx - dir * 150
    chairs += `M${n(cx)} ${ty + 40}V${ty - 20}l${-8 * dir} -90M${n(cx)} ${ty - 20}h${56 * dir}v60`
  }
  s.line(chairs, '#3f4347', 9, ' stroke-linejoin="round"')
  s.rect(tx - 3, ty - 260, 6, 204, '#6e6a64')
  s.path(
    `M${n(tx - 190)} ${n(ty - 215)}Q${n(tx)} ${n(ty - 300)} ${n(tx + 190)} ${n(ty - 215)}Z`,
    s.look.fabric === '#d8cebf' ? '#efe9df' : lite(s.look.fabric, 0.2),
  )
  // tall hedges close the garden at both sides
  shrubs(s, -80, yg + 150, 300, 300)
  shrubs(s, W - 200, yg + 150, 300, 300)
  s.rect(
    0,
    yg + 130,
    W,
    H - yg - 130,
    s.lin('lf', [
      [0, L.lawn],
      [1, dark(L.lawn, 0.15)],
    ]),
  )
  if (s.fine) {
    // mowing stripes
    let d = ''
    for (let i = -4; i < 8; i += 2)
      d += pl([W / 2 + i * 120, yg + 130, W / 2 + (i + 1) * 120, yg + 130, W / 2 + (i + 1) * 300, H, W / 2 + i * 300, H])
    s.path(d, '#ffffff', op(0.05))
  }
}

// ---------------------------------------------------------------- other exteriors

function blockScene(s: Sketch, project: boolean): void {
  const L = s.look
  const hz = 640
  sky(s, hz + 10)
  farTrees(s, hz)
  if (project) crane(s, s.chance(0.5) ? s.rnd(140, 320) : s.rnd(1040, 1220))
  ground(s, hz, '#a9a59c', '#c4c0b7')
  const floors = s.int(4, 6, s.m)
  const gf = 116
  const fh = 96
  const h = gf + fh * (floors - 1)
  const w = s.rnd(800, 880, s.m)
  const dp = 420
  const sx = dp * DX
  const sy = dp * DY
  const x = W / 2 - (w + sx) / 2 + s.rnd(-40, 40)
  const yg = 812
  const brick = s.m() < 0.5
  const color = brick ? L.brick : pickFrom(s.m, ['#ece7df', '#e2dccf', '#d5d2cb'])
  const m: Mass = { x, yg, w, h, dp }
  castShadow(s, m, 160)
  if (brick) walls(s, m)
  else {
    s.poly([x + w, yg, x + w + sx, yg + sy, x + w + sx, yg - h + sy, x + w, yg - h], s.shadeOf(color))
    s.rect(x, yg - h, w, h, color)
  }
  // modern blocks: anthracite frames, as built in Belgium since the 2000s
  s.trim = '#3a3e43'
  s.lintel = null
  const cols = Math.round(w / 118)
  const cw = w / cols
  const slabs: string[] = []
  const rails: string[] = []
  for (let fl = 1; fl < floors; fl++) {
    const top = yg - gf - fh * fl
    slabs.push(box(x - 4, top + fh - 6, w + 8, 8))
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.2
      win(s, wx, top + 14, cw * 0.6, fh - 30, 2, false)
    }
    // balconies on alternating bays: slab plus glass railing
    for (let c = fl % 2; c < cols - 1; c += 3) {
      const bx = x + c * cw + cw * 0.1
      const bw = cw * 1.8
      slabs.push(box(bx - 6, top + fh - 12, bw + 12, 14))
      rails.push(box(bx - 6, top + fh - 54, bw + 12, 42))
    }
    const k = DY / DX
    if (s.fine) {
      const px = x + w + sx * 0.3
      const py = top + 18
      s.poly([px, py, px + sx * 0.4, py + sx * 0.4 * k, px + sx * 0.4, py + fh - 32 + sx * 0.4 * k, px, py + fh - 32], dark(GLASS, 0.15))
    }
  }
  s.rect(x, yg - gf, w, gf, dark(color, 0.25))
  win(s, x + w * 0.35, yg - gf + 14, w * 0.3, gf - 14, 4, false)
  for (let c = 0; c < cols; c++) if (c < cols * 0.35 || c > cols * 0.66) win(s, x + c * cw + 12, yg - gf + 20, cw - 24, gf - 40, 2, false)
  s.flush()
  s.path(slabs.join(''), lite(color, 0.45))
  s.path(rails.join(''), '#dce9ef', op(0.55))
  s.line(rails.map((d) => d.replace(/v.*$/, '')).join(''), '#5b6068', 3)
  s.rect(x - 8, yg - h - 14, w + 16, 16, lite(color, 0.4))
  s.poly(
    [x + w + 8, yg - h - 14, x + w + sx + 8, yg - h - 14 + sy, x + w + sx + 8, yg - h + 2 + sy, x + w + 8, yg - h + 2],
    s.shadeOf(lite(color, 0.4)),
  )
  if (floors < 6) {
    // recessed penthouse: set back from the parapet
    const px = x + 90 + 60 * DX
    const py = yg - h + 60 * DY
    s.rect(px, py - 80, w - 180, 80, lite(color, 0.1))
    s.poly(
      [px + w - 180, py, px + w - 180 + 200 * DX, py + 200 * DY, px + w - 180 + 200 * DX, py - 80 + 200 * DY, px + w - 180, py - 80],
      s.shadeOf(color),
    )
    win(s, px + 30, py - 66, w - 240, 64, 6, false)
    s.flush()
    s.rect(px - 10, py - 90, w - 160, 12, lite(color, 0.4))
    s.rect(x, yg - h - 40, w, 26, '#dce9ef', op(0.45))
  }
  // pavement and young street trees
  s.rect(
    0,
    yg + 12,
    W,
    H - yg,
    s.lin('pv', [
      [0, '#cdc8be'],
      [1, '#aaa59b'],
    ]),
  )
  s.rect(0, yg + 2, W, 14, project ? '#8fb06a' : dark(L.lawn, 0.05))
  for (let i = 0; i < 4; i++) tree(s, 90 + i * 390 + s.rnd(-30, 30), 872, s.rnd(80, 100), lite(L.green, 0.08))
}

function crane(s: Sketch, x: number): void {
  const top = 120
  const base = 640
  let d = `M${n(x)} ${base}V${top}M${n(x + 26)} ${base}V${top}`
  for (let y = base; y > top + 20; y -= 40) d += `M${n(x)} ${y}l26 -40`
  d += `M${n(x - 420)} ${top}H${n(x + 180)}M${n(x - 420)} ${top + 18}H${n(x + 26)}M${n(x + 13)} ${top - 60}L${n(x - 420)} ${top}M${n(x + 13)} ${top - 60}L${n(x + 180)} ${top}M${n(x - 260)} ${top + 18}v160`
  s.line(d, '#d2a23c', 5, op(0.85))
  s.rect(x + 120, top - 2, 60, 30, '#8a8780', op(0.85))
}

function garageScene(s: Sketch): void {
  const L = s.look
  const hz = s.rnd(600, 630)
  sky(s, hz + 10)
  farTrees(s, hz)
  treeLine(s, hz - 170, 30, L.green, 90, hz + 2)
  s.rect(
    0,
    hz,
    W,
    H - hz,
    s.lin('as', [
      [0, '#8f8f8d'],
      [1, '#6c6c6b'],
    ]),
  )
  // the street picture shows the whole row; the next ones step closer to a few doors
  const close = s.index % 2 === 0
  const z = close ? 1.45 : 1
  const count = close ? s.int(2, 3) : s.int(3, 5)
  const dw = 168 * z
  const pier = 30 * z
  const w = count * (dw + pier) + pier
  const h = 236 * z
  const dp = 360
  const x = W / 2 - (w + dp * DX) / 2 + s.rnd(-40, 40)
  const yg = close ? 800 : 760
  const brick = s.m() < 0.6
  const color = brick ? L.brick : '#b9b6ae'
  const m: Mass = { x, yg, w, h, dp }
  castShadow(s, m, 130)
  if (brick) walls(s, m)
  else {
    s.poly([x + w, yg, x + w + dp * DX, yg + dp * DY, x + w + dp * DX, yg - h + dp * DY, x + w, yg - h], s.shadeOf(color))
    s.rect(x, yg - h, w, h, color)
    if (s.fine) {
      let d = ''
      for (let y = yg - h + 24; y < yg; y += 24) d += `M${n(x)} ${n(y)}h${n(w)}`
      s.line(d, '#000', 1, op(0.08))
    }
  }
  const doorCol = pickFrom(s.m, ['#eeece6', '#c8c4bb', '#3d4146', '#7b5f47'])
  for (let i = 0; i < count; i++) garageDoor(s, x + pier + i * (dw + pier), yg, dw, 186 * z, doorCol)
  s.flush()
  s.rect(x - 8, yg - h - 16, w + 16, 20, '#d8d5ce')
  s.poly(
    [x + w + 8, yg - h - 16, x + w + 8 + dp * DX, yg - h - 16 + dp * DY, x + w + 8 + dp * DX, yg - h + 4 + dp * DY, x + w + 8, yg - h + 4],
    s.shadeOf('#d8d5ce'),
  )
  // forecourt: a concrete strip and a gutter line in front of the doors
  s.poly([x - 40, yg, x + w + 40, yg, x + w + 160, yg + 60 * z, x - 160, yg + 60 * z], '#a9a7a1')
  s.rect(x - 160, yg + 60 * z, w + 320, 5, '#55575a', op(0.5))
  shrubs(s, -60, yg + 10, Math.max(120, x), 130)
  tree(s, x + w + dp * DX + 120, yg - 10, 120, L.green)
}

function landScene(s: Sketch): void {
  const L = s.look
  const hz = s.rnd(520, 590)
  sky(s, hz + 10)
  farTrees(s, hz)
  if (s.chance(0.5)) {
    // a distant whitewashed farmhouse under a dark roof
    const fx = s.rnd(200, 1100)
    s.rect(fx, hz - 34, 110, 36, '#e9e5dc')
    s.poly([fx - 6, hz - 32, fx + 116, hz - 32, fx + 96, hz - 62, fx + 14, hz - 62], '#4a4643')
  }
  treeLine(s, hz - 8, 10, dark(L.green, 0.05), 40, hz + 6)
  ground(s, hz, dark(L.lawn, 0.15), lite(L.lawn, 0.15))
  const vx = W / 2 + s.rnd(-300, 300)
  if (s.fine) {
    let d = ''
    for (let i = -8; i < 9; i += 2) d += pl([vx, hz, vx, hz, W / 2 + (i + 1) * 240, H, W / 2 + i * 240, H])
    s.path(d, '#ffffff', op(0.05))
  }
  const hr = s.rnd(-200, 600)
  treeLine(s, hz + 40, 8, dark(L.green, 0.12), 36, hz + 62)
  s.rect(0, hz + 56, W, 40, lite(L.lawn, 0.1))
  s.rect(hr + 700, hz + 20, W, 60, lite(L.lawn, 0.12))
  // a solitary oak in the field
  const ox = s.chance(0.5) ? s.rnd(150, 450) : s.rnd(900, 1200)
  tree(s, ox, hz + 70, s.rnd(110, 150), L.green)
  // fence posts receding along one side of the plot
  const left = s.chance(0.5)
  let posts = ''
  let wire = ''
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    const q = 1 / (1 + t * 5)
    const px = left ? 120 + (1 - q) * 420 : W - 120 - (1 - q) * 420
    const py = H - 40 - (1 - q) * (H - 40 - hz - 20)
    posts += box(px - 6 * q, py - 150 * q, 12 * q, 150 * q)
    wire += `${i ? 'L' : 'M'}${n(px)} ${n(py - 120 * q)}`
  }
  s.line(wire, '#6b665d', 2, op(0.7))
  s.path(posts, '#6f5a44')
  if (s.fine) {
    let d = ''
    for (let i = 0; i < 40; i++) d += oval(s.rnd(0, W), s.rnd(hz + 120, H), 4, 3)
    s.path(d, s.pick(['#f3efe2', '#e9d36b', '#e7a6a0']), op(0.85))
  }
}

// Frontal street of townhouses: the Belgian city, for studios, investment and commercial buildings
function streetScene(s: Sketch, mode: 'studio' | 'investment' | 'shop'): void {
  const L = s.look
  sky(s, 820)
  if (s.chance(0.5)) treeLine(s, 470, 30, mix(L.green, L.sky[1], 0.35), 70, 820)
  const yg = 820
  const scale = mode === 'shop' ? 1.3 : 1
  s.open(scale === 1 ? '' : ` transform="matrix(${scale} 0 0 ${scale} ${n(W / 2 - (W / 2) * scale)} ${n(907 - 907 * scale)})"`)
  const fw = mode === 'shop' ? 560 : s.rnd(330, 380, s.m)
  const fx = W / 2 - fw / 2 + s.rnd(-40, 40)
  const featured = (x: number): void => facade(s, x, yg, fw, mode === 'shop' ? 2 : s.int(2, 3, s.m), true, mode)
  featured(fx)
  let x = fx
  const left = W / 2 - W / 2 / scale
  const right = W / 2 + W / 2 / scale
  while (x > left) {
    const w = s.rnd(240, 330)
    x -= w
    facade(s, x, yg, w, s.int(2, 3), false, mode)
  }
  x = fx + fw
  while (x < right) {
    const w = s.rnd(240, 330)
    facade(s, x, yg, w, s.int(2, 3), false, mode)
    x += w
  }
  s.flush()
  s.close()
  s.rect(0, 820, W, 50, '#c8c3ba')
  s.rect(0, 866, W, 41, '#77746f')
  if (s.fine) {
    // cobbles (kasseien)
    const cob = s.pattern('cb', 26, 14, '<path d="M0 13.5h26M0 6.5h26M6 0v7M19 7v7" stroke="#fff" stroke-opacity=".18"/>')
    s.rect(0, 866, W, 41, cob)
  }
  s.rect(0, 864, W, 6, '#9d9890')
}

function facade(s: Sketch, x: number, yg: number, w: number, floors: number, main: boolean, mode: 'studio' | 'investment' | 'shop'): void {
  const L = s.look
  const brick = main ? !L.painted : s.chance(0.4)
  const color = main ? (L.painted ? L.brick : L.brick) : brick ? s.pick(BRICKS.slice(0, 5)).c : s.pick(RENDERS)
  const gf = mode === 'shop' && main ? 250 : 190
  const fh = 150
  const top = yg - gf - fh * floors
  const roofKind = main ? L.form % 4 : s.int(0, 3)
  s.trim = main || s.chance(0.8) ? '#f6f4ef' : '#3a3e43'
  // lintels only on the featured facade: neighbours are context, and bytes add up on a street
  s.lintel = brick && main ? dark(color, 0.12) : null
  if (brick && main) s.wall(box(x, top, w, yg - top), color, false)
  else s.rect(x, top, w, yg - top, color)
  // a light shadow where the neighbour's party wall meets this facade
  s.rect(x, top, 8, yg - top, '#000', op(0.06))
  const cols = w > 300 ? 3 : 2
  const cw = w / cols
  for (let fl = 0; fl < floors; fl++) {
    const wy = top + fh * fl + 24
    for (let c = 0; c < cols; c++) win(s, x + c * cw + cw * 0.24, wy, cw * 0.52, fh - 52, 2)
  }
  s.rect(x, yg - gf - 10, w, 10, lite(color, 0.25))
  if (roofKind === 0) {
    // 19th-century cornice
    s.rect(x - 4, top - 26, w + 8, 26, lite(color, 0.35))
    s.rect(x - 8, top - 34, w + 16, 10, dark(color, 0.08))
  } else if (roofKind === 1) {
    const steps = 4
    const sw = w / (2 * steps + 2)
    const sh = 34
    let d = `M${n(x)} ${n(top)}`
    for (let i = 0; i < steps; i++) d += `V${n(top - (i + 1) * sh)}H${n(x + (i + 1) * sw)}`
    d += `V${n(top - (steps + 1) * sh)}H${n(x + w - steps * sw)}`
    for (let i = steps; i > 0; i--) d += `V${n(top - i * sh)}H${n(x + w - (i - 1) * sw)}`
    s.path(`${d}V${n(top)}Z`, color)
  } else if (roofKind === 2) {
    s.poly([x, top, x + w, top, x + w, top - 110, x, top - 110], main ? s.roofFill() : L.roof)
    s.rect(x, top - 4, w, 8, ZINC)
    if (w > 260) {
      s.rect(x + w / 2 - 50, top - 96, 100, 90, lite(L.roof, 0.06))
      win(s, x + w / 2 - 36, top - 84, 72, 76, 2, false)
    }
  } else {
    s.rect(x, top - 14, w, 14, dark(color, 0.15))
  }
  // ground floor: bluestone plinth, then a shopfront or a door with windows
  const shop = main && mode !== 'studio'
  if (shop) shopfront(s, x, yg, w, gf)
  else {
    s.rect(x, yg - 36, w, 36, BLUESTONE)
    door(s, x + cw * 0.28, yg, Math.min(80, cw * 0.5), 160)
    for (let c = 1; c < cols; c++) win(s, x + c * cw + cw * 0.22, yg - gf + 24, cw * 0.56, 120, 2)
  }
}

function shopfront(s: Sketch, x: number, yg: number, w: number, gf: number): void {
  const frame = s.pick(['#2e3a35', '#263241', '#3a3a3c', '#5b3a2e'])
  const awning = s.pick(['#2f4f45', '#6b2f2f', '#2e3b52', '#b07a3c', '#3d3d3d'])
  s.rect(x + 8, yg - gf, w - 16, gf, frame)
  const wx = x + 26
  const wy = yg - gf + 70
  const ww = w * 0.66
  const wh = gf - 100
  s.rect(
    wx,
    wy,
    ww,
    wh,
    s.lin('sw', [
      [0, '#f3d9a4'],
      [1, '#6c5b48'],
    ]),
  )
  if (s.fine) {
    // shelves and goods behind the glass, lit warm
    let shelves = ''
    let goods = ''
    for (let i = 1; i < 4; i++) {
      const y = wy + (wh * i) / 4
      shelves += box(wx + 10, y, ww - 20, 4)
      for (let g = wx + 20; g < wx + ww - 40; g += s.rnd(26, 46)) goods += box(g, y - s.rnd(14, 26), s.rnd(12, 22), 30)
    }
    s.path(goods, s.pick(['#8d6e55', '#a7865e', '#6f7d74']), op(0.8))
    s.path(shelves, '#f6efe2', op(0.8))
  }
  s.rect(
    wx,
    wy,
    ww,
    wh,
    s.lin(
      'sr',
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#ffffff', 0.12],
      ],
      1,
      1,
    ),
  )
  s.rect(wx - 8, yg - 24, ww + 16, 24, BLUESTONE)
  const dx = wx + ww + 22
  s.rect(dx, wy - 10, x + w - 26 - dx, yg - wy + 10, dark(GLASS, 0.1))
  s.rect(
    dx + 10,
    wy,
    x + w - 46 - dx,
    yg - wy,
    s.lin('dg', [
      [0, '#e4c892'],
      [1, '#5a4a3a'],
    ]),
  )
  // the awning leans out over the pavement, its valance scalloped
  const ay = yg - gf + 56
  const stripes = s.fine
    ? s.pattern('aw', 64, 10, `<rect width="64" height="10" fill="${awning}"/><rect width="32" height="10" fill="#f1ece2"/>`)
    : awning
  s.poly([x + 16, ay, x + w - 16, ay, x + w + 4, ay + 92, x - 4, ay + 92], stripes)
  s.poly(
    [x + 16, ay, x + w - 16, ay, x + w + 4, ay + 92, x - 4, ay + 92],
    s.lin('aS', [
      [0, '#000', 0.25],
      [1, '#000', 0],
    ]),
  )
  let val = `M${n(x - 4)} ${n(ay + 92)}`
  const sc = (w + 8) / Math.round((w + 8) / 40)
  for (let i = x - 4; i < x + w; i += sc) val += `v18a${n(sc / 2)} ${n(sc / 3)} 0 0 0 ${n(sc)} 0v-18`
  s.path(`${val}Z`, awning)
  s.rect(
    x - 4,
    ay + 110,
    w + 8,
    40,
    s.lin('ash', [
      [0, '#000', 0.3],
      [1, '#000', 0],
    ]),
  )
}

// ---------------------------------------------------------------- interiors

interface Room {
  vx: number
  vy: number
  k: number
}

// Interiors use one-point perspective: room coordinates are the picture at q = 1, scaled towards
// the vanishing point by q for anything further away (back wall at q = k).
const at = (rm: Room, q: number, x: number, y: number): [number, number] => [rm.vx + q * (x - rm.vx), rm.vy + q * (y - rm.vy)]
const depth = (rm: Room, q: number): string => ` transform="matrix(${f(q)} 0 0 ${f(q)} ${n(rm.vx * (1 - q))} ${n(rm.vy * (1 - q))})"`
const quad = (rm: Room, qa: number, qb: number, pts: readonly number[]): number[] => {
  // pts: x0 y0 x1 y1 (at qa) then x2 y2 x3 y3 (at qb)
  const out: number[] = []
  for (let i = 0; i < 4; i++) out.push(...at(rm, i < 2 ? qa : qb, pts[i * 2] ?? 0, pts[i * 2 + 1] ?? 0))
  return out
}

function roomShell(s: Sketch, wall: string, floor: string, tiles = false): Room {
  const rm: Room = { vx: W / 2 + s.rnd(-100, 100), vy: s.rnd(360, 390), k: s.rnd(0.68, 0.72) }
  const [x0, y0] = at(rm, rm.k, 0, 0)
  const [x1, y1] = at(rm, rm.k, W, H)
  s.poly([0, 0, W, 0, x1, y0, x0, y0], lite(wall, 0.3))
  s.poly([0, 0, x0, y0, x0, y1, 0, H], dark(wall, 0.03))
  s.poly([W, 0, x1, y0, x1, y1, W, H], dark(wall, 0.1))
  s.rect(x0, y0, x1 - x0, y1 - y0, wall)
  s.poly(
    [0, H, x0, y1, x1, y1, W, H],
    s.lin('fl', [
      [0, lite(floor, 0.12)],
      [1, dark(floor, 0.1)],
    ]),
  )
  if (s.fine) {
    let d = ''
    const count = tiles ? 8 : 18
    for (let i = 1; i < count; i++) {
      const [a, b] = at(rm, rm.k, (W * i) / count, H)
      const [c, e] = at(rm, 1.6, (W * i) / count, H)
      d += `M${n(a)} ${n(b)}L${n(c)} ${n(e)}`
    }
    if (tiles) for (const q of [0.7, 0.8, 0.93, 1.1]) d += `M0 ${n(at(rm, q, 0, H)[1])}H${W}`
    s.line(d, dark(floor, 0.35), tiles ? 2 : 1.5, op(0.3))
  }
  // light pools on the back wall, as from a window out of frame
  s.ell(
    rm.vx - 120,
    (y0 + y1) / 2,
    (x1 - x0) * 0.55,
    (y1 - y0) * 0.55,
    s.radial('wl', [
      [0, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ]),
  )
  // skirting boards
  s.rect(x0, y1 - 14 * rm.k, x1 - x0, 14 * rm.k, lite(wall, 0.5))
  s.poly([...at(rm, rm.k, 0, H - 14), ...at(rm, 1.2, 0, H - 14), ...at(rm, 1.2, 0, H), ...at(rm, rm.k, 0, H)], lite(wall, 0.4))
  s.poly([...at(rm, rm.k, W, H - 14), ...at(rm, 1.2, W, H - 14), ...at(rm, 1.2, W, H), ...at(rm, rm.k, W, H)], wall)
  return rm
}

function viewOut(s: Sketch, d: string, x: number, y: number, w: number, h: number): void {
  // what the window looks out on: bright sky, a tree line and a lawn, clipped to the glazing
  const L = s.look
  s.open(s.clip(`c${s.defs.length}`, d))
  s.rect(
    x,
    y,
    w,
    h,
    s.lin('vw', [
      [0, lite(L.sky[0], 0.45)],
      [1, lite(L.sky[1], 0.55)],
    ]),
  )
  s.rect(x, y + h * 0.55, w, h * 0.45, lite(L.green, 0.35))
  s.path(oval(x + w * 0.25, y + h * 0.55, w * 0.35, h * 0.15) + oval(x + w * 0.8, y + h * 0.5, w * 0.3, h * 0.2), lite(L.green, 0.2))
  s.rect(x, y + h * 0.75, w, h * 0.25, lite(L.lawn, 0.35))
  s.close()
}

function backWindow(s: Sketch, rm: Room, x: number, y: number, w: number, h: number, cols: number, curtain: string | null = null): void {
  s.open(depth(rm, rm.k))
  s.rect(x - 14, y - 14, w + 28, h + 28, '#f8f7f4')
  viewOut(s, box(x, y, w, h), x, y, w, h)
  let d = ''
  for (let c = 1; c < cols; c++) d += box(x + (w * c) / cols - 6, y, 12, h)
  s.path(d + box(x, y + h * 0.22, w, 10), '#f8f7f4')
  if (curtain) s.path(box(x - 70, y - 30, 60, H - y + 30) + box(x + w + 10, y - 30, 60, H - y + 30), curtain, op(0.92))
  s.close()
  // daylight falling through onto the floor
  const [a, b] = at(rm, rm.k, x, H)
  const [c] = at(rm, rm.k, x + w, H)
  s.poly(
    [a, b, c, b, c + 140, H + 40, a - 240, H + 40],
    s.lin('lp', [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]),
    op(0.8),
  )
}

function sideWindow3d(s: Sketch, rm: Room, qa: number, qb: number, ya: number, yb: number, curtain: string | null): void {
  const frame = quad(rm, qa, qb, [0, ya - 16, 0, yb + 16, 0, yb + 16, 0, ya - 16])
  s.poly(
    [frame[0] ?? 0, frame[1] ?? 0, ...at(rm, qb + 0.01, 0, ya - 16), ...at(rm, qb + 0.01, 0, yb + 16), frame[2] ?? 0, frame[3] ?? 0],
    '#f8f7f4',
  )
  const pane = [...at(rm, qa + 0.01, 0, ya), ...at(rm, qb - 0.005, 0, ya), ...at(rm, qb - 0.005, 0, yb), ...at(rm, qa + 0.01, 0, yb)]
  const xs = pane.filter((_, i) => i % 2 === 0)
  const ys = pane.filter((_, i) => i % 2 === 1)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  viewOut(s, pl(pane), minX, minY, Math.max(...xs) - minX, Math.max(...ys) - minY)
  const qm = (qa + qb) / 2
  s.line(`M${at(rm, qm, 0, ya).map(n).join(' ')}L${at(rm, qm, 0, yb).map(n).join(' ')}`, '#f8f7f4', 10)
  s.poly(
    [...at(rm, qa, 0, H), ...at(rm, qb, 0, H), ...at(rm, qb - 0.02, 700, H), ...at(rm, qa - 0.03, 700, H)],
    s.lin(
      'lq',
      [
        [0, '#ffffff', 0.4],
        [1, '#ffffff', 0],
      ],
      1,
      0,
    ),
    op(0.7),
  )
  if (curtain) {
    for (const [q1, q2] of [
      [qa - 0.04, qa + 0.005],
      [qb - 0.005, qb + 0.05],
    ] as const)
      s.poly([...at(rm, q1, 6, ya - 60), ...at(rm, q2, 6, ya - 60), ...at(rm, q2, 6, H - 10), ...at(rm, q1, 6, H - 10)], curtain, op(0.92))
  }
}

function plant(s: Sketch, x: number, y: number, sz: number, pot: string): void {
  const L = s.look
  s.ell(x, y, sz * 0.34, sz * 0.05, '#000', op(0.15))
  let a = ''
  let b = ''
  for (let i = 0; i < 11; i++) {
    const ang = (-160 + i * 14 + s.rnd(-6, 6)) * (Math.PI / 180)
    const len = sz * s.rnd(0.6, 1.05)
    const bx = x
    const by = y - sz * 0.5
    const tx = bx + Math.cos(ang) * len
    const ty = by + Math.sin(ang) * len
    const mx = (bx + tx) / 2
    const my = (by + ty) / 2
    const px = -Math.sin(ang) * sz * 0.12
    const py = Math.cos(ang) * sz * 0.12
    const leaf = `M${n(bx)} ${n(by)}Q${n(mx + px)} ${n(my + py)} ${n(tx)} ${n(ty)}Q${n(mx - px)} ${n(my - py)} ${n(bx)} ${n(by)}Z`
    if (i % 2) a += leaf
    else b += leaf
  }
  s.path(a, dark(L.green, 0.1))
  s.path(b, lite(L.green, 0.1))
  s.poly([x - sz * 0.3, y - sz * 0.52, x + sz * 0.3, y - sz * 0.52, x + sz * 0.22, y, x - sz * 0.22, y], pot)
}

function sofa(s: Sketch, x: number, w: number, col: string): void {
  const y = H
  s.rect(x - 10, y - 16, w + 20, 18, '#000', op(0.15))
  s.rect(x + 20, y - 22, 14, 22, '#3b2f25')
  s.rect(x + w - 34, y - 22, 14, 22, '#3b2f25')
  s.rect(x + 10, y - 270, w - 20, 180, dark(col, 0.08), rx(26))
  s.rect(x + 50, y - 160, w - 100, 140, dark(col, 0.04), rx(14))
  const n2 = w > 620 ? 3 : 2
  const cw = (w - 120) / n2
  let back = ''
  let seat = ''
  for (let i = 0; i < n2; i++) {
    back += box(x + 62 + i * cw, y - 262, cw - 8, 112)
    seat += box(x + 62 + i * cw, y - 168, cw - 8, 52)
  }
  s.path(back, lite(col, 0.04), ' stroke-linejoin="round"')
  s.path(seat, lite(col, 0.1))
  s.rect(x - 6, y - 190, 90, 172, col, rx(24))
  s.rect(x + w - 84, y - 190, 90, 172, col, rx(24))
  s.rect(x + 100, y - 240, 120, 104, s.look.accent, `${rx(22)} transform="rotate(-8 ${n(x + 160)} ${n(y - 188)})"`)
  s.rect(x + w - 230, y - 236, 116, 100, lite(s.look.fabric, 0.45), `${rx(22)} transform="rotate(7 ${n(x + w - 172)} ${n(y - 186)})"`)
}

function art(s: Sketch, x: number, y: number, w: number, h: number): void {
  const L = s.look
  s.rect(x + 6, y + 8, w, h, '#000', op(0.1))
  s.rect(x, y, w, h, '#2f2c29')
  s.rect(x + 8, y + 8, w - 16, h - 16, '#f6f3ec')
  s.rect(x + w * 0.18, y + h * 0.2, w * 0.64, h * 0.6, lite(L.fabric, 0.3))
  s.ell(x + w * 0.42, y + h * 0.5, w * 0.16, w * 0.16, L.accent, op(0.85))
  s.rect(x + w * 0.5, y + h * 0.48, w * 0.28, h * 0.3, dark(L.fabric, 0.15), op(0.8))
}

function lamp(s: Sketch, x: number, y: number, shade: string): void {
  s.ell(
    x,
    y + 30,
    120,
    80,
    s.radial('lg', [
      [0, '#fff3d6', 0.55],
      [1, '#fff3d6', 0],
    ]),
  )
  s.poly([x - 40, y, x + 40, y, x + 54, y + 60, x - 54, y + 60], shade)
}

function armchair(s: Sketch, x: number, col: string, facingRight: boolean): void {
  // drawn in profile, so it reads as turned towards the coffee table
  s.open(facingRight ? ` transform="matrix(-1 0 0 1 ${n(2 * x + 340)} 0)"` : '')
  s.rect(x + 20, H - 12, 320, 14, '#000', op(0.15))
  s.path(box(x + 30, H - 50, 14, 50) + box(x + 290, H - 50, 14, 50), '#3b2f25')
  s.rect(x, H - 180, 340, 134, col, rx(26))
  s.rect(x + 250, H - 400, 96, 360, dark(col, 0.1), rx(40))
  s.rect(x + 6, H - 250, 300, 72, lite(col, 0.08), rx(32))
  s.close()
}

function living(s: Sketch): void {
  const L = s.look
  const rm = roomShell(s, L.wall, L.floor)
  const side = s.chance(0.5)
  const curtain = s.fine ? mix('#f3efe7', L.fabric, 0.2) : null
  if (side) sideWindow3d(s, rm, rm.k + 0.04, rm.k + 0.27, 140, 790, curtain)
  else backWindow(s, rm, 890, 100, 350, 807, 2, curtain)
  s.poly(quad(rm, rm.k + 0.1, 1.02, [140, H, 1220, H, 1220, H, 140, H]), lite(L.fabric, 0.35), op(0.9))
  s.open(depth(rm, rm.k + 0.015))
  const sx = side ? 240 : 50
  const sw = 780
  art(s, sx + sw / 2 - 190, 180, 380, 260)
  if (side && s.fine) {
    s.rect(sx + sw + 110, 300, 8, 607, '#2f2c29')
    lamp(s, sx + sw + 114, 240, '#efe6d4')
  }
  sofa(s, sx, sw, L.fabric)
  s.close()
  s.open(depth(rm, rm.k + 0.05))
  plant(s, side ? 110 : 1290, H, 340, s.pick(['#c4714d', '#efece6', '#3d3d3d']))
  s.close()
  s.open(depth(rm, 0.88))
  const tx = side ? 560 : 380
  s.ell(tx + 200, H - 4, 230, 14, '#000', op(0.15))
  s.rect(tx, H - 150, 400, 24, s.pick([WOOD, '#2f2c29', '#d9d4ca']))
  s.path(box(tx + 30, H - 126, 14, 126) + box(tx + 356, H - 126, 14, 126), '#2f2c29')
  if (s.fine) {
    s.rect(tx + 60, H - 176, 120, 26, lite(L.accent, 0.2))
    s.rect(tx + 70, H - 196, 100, 20, '#f2efe7')
    s.path(`M${n(tx + 290)} ${H - 150}c-40 0-40-70 0-70c40 0 40 70 0 70z`, '#eae6de')
  }
  s.close()
  s.open(depth(rm, 0.93))
  if (side) armchair(s, 1010, lite(L.accent, 0.15), false)
  else armchair(s, 10, lite(L.accent, 0.15), true)
  s.close()
}

function kitchen(s: Sketch): void {
  const L = s.look
  const rm = roomShell(s, L.wall, L.floor)
  const cab = L.cabinet
  const line = dark(cab, 0.2)
  s.open(depth(rm, rm.k))
  const x0 = 70
  const x1 = 1290
  s.rect(x0, 390, x1 - x0, 240, lite(cab, 0.55))
  if (s.fine)
    s.rect(
      x0,
      390,
      x1 - x0,
      240,
      s.pattern('tl', 40, 20, '<path d="M0 19.5h40M20 0v10M0 10h40M10 10v10" stroke="#000" stroke-opacity=".08"/>'),
    )
  s.rect(x0, 140, 400, 250, cab)
  s.rect(x1 - 430, 140, 230, 250, cab)
  viewOut(s, box(540, 150, 300, 330), 540, 150, 300, 330)
  s.path(
    box(526, 136, 328, 14) + box(526, 480, 328, 14) + box(526, 136, 14, 350) + box(840, 136, 14, 350) + box(684, 136, 12, 350),
    '#f8f7f4',
  )
  s.rect(x1 - 200, 140, 200, 767, cab)
  s.rect(x0, 640, x1 - x0 - 200, 250, cab)
  s.rect(x0, 880, x1 - x0 - 200, 27, dark(cab, 0.35))
  let d = `M${x0 + 200} 140v250M${x1 - 315} 140v250M${x1 - 100} 140v767M${x1 - 200} 520h200`
  for (let xx = x0 + 180; xx < x1 - 200; xx += 180) d += `M${xx} 640v240`
  s.line(d, line, 3)
  s.rect(x0 - 8, 622, x1 - x0 - 192, 22, L.top)
  // tap under the window
  s.line('M690 622v-70q0-24 24-24h26v20', '#8f9297', 7)
  s.close()
  // island
  const qb = rm.k + 0.1
  const qf = rm.k + 0.26
  const top = 630
  s.poly(quad(rm, qb, qf, [310, top, 1060, top, 1060, top, 310, top]), L.top)
  s.open(depth(rm, qf))
  s.rect(306, top, 758, 24, dark(L.top, 0.08))
  s.rect(320, top + 24, 730, H - top - 24, dark(cab, 0.06))
  if (s.fine) {
    let dd = ''
    for (let xx = 320 + 182; xx < 1040; xx += 182) dd += `M${xx} ${top + 24}V${H - 20}`
    s.line(dd, line, 3)
  }
  s.rect(320, H - 20, 730, 20, dark(cab, 0.4))
  s.close()
  s.open(depth(rm, (qb + qf) / 2))
  if (s.fine) {
    s.ell(560, top - 26, 80, 26, '#efece6')
    s.path(oval(530, top - 40, 22, 20) + oval(570, top - 44, 22, 20), s.pick(['#d9a441', '#b9472f', '#8da14a']))
  }
  // pendants over the island
  const shade = s.pick(['#2d2d2f', '#c5a46a', '#ece8df'])
  for (const px of [500, 690, 880]) {
    s.line(`M${px} 0V${n(260)}`, '#2d2d2f', 3)
    s.ell(
      px,
      330,
      110,
      70,
      s.radial('pg', [
        [0, '#fff1cf', 0.5],
        [1, '#fff1cf', 0],
      ]),
    )
    s.path(`M${px - 60} 320a60 60 0 0 1 120 0z`, shade)
  }
  s.close()
  s.open(depth(rm, qf + 0.07))
  for (const sx of [420, 680, 940]) {
    s.line(`M${sx - 40} ${H}l10 -220M${sx + 40} ${H}l-10 -220M${sx - 34} ${H - 80}h68`, '#2d2d2f', 7)
    s.rect(sx - 56, H - 240, 112, 26, s.pick([WOOD, L.fabric, '#2d2d2f']), rx(12))
  }
  s.close()
}

function bedroom(s: Sketch): void {
  const L = s.look
  const rm = roomShell(s, L.wall, L.floor)
  sideWindow3d(s, rm, rm.k + 0.04, rm.k + 0.26, 150, 720, s.fine ? mix('#f3efe7', L.fabric, 0.25) : null)
  s.poly(quad(rm, rm.k + 0.05, 1.02, [260, H, 1120, H, 1120, H, 260, H]), lite(L.fabric, 0.4), op(0.85))
  s.open(depth(rm, rm.k))
  s.rect(350, 0, 660, H, mix(L.wall, L.accent, 0.25))
  art(s, 560, 170, 240, 170)
  for (const nx of [180, 1030]) {
    s.rect(nx, 700, 150, 207, s.pick([WOOD, '#efece6', '#2f2c29']))
    if (s.fine) s.rect(nx + 60, 640, 30, 60, '#efe9dc')
    lamp(s, nx + 75, 580, '#f4eee2')
  }
  s.rect(380, 440, 600, 380, L.fabric, rx(18))
  s.close()
  const qb = rm.k + 0.02
  const qf = rm.k + 0.27
  const ty = 690
  s.poly(quad(rm, qb, qf, [370, ty, 990, ty, 1000, ty, 360, ty]), '#f3f1ec')
  s.open(depth(rm, qb + 0.01))
  s.path(box(410, 580, 250, 120) + box(700, 580, 250, 120), '#fbfaf7', ' stroke="#e2ded6" stroke-width="3" stroke-linejoin="round"')
  s.rect(480, 630, 170, 86, L.accent, rx(24))
  s.rect(710, 630, 170, 86, lite(L.fabric, 0.3), rx(24))
  s.close()
  // a throw across the foot of the bed
  s.poly(quad(rm, qf - 0.08, qf, [365, ty, 995, ty, 1000, ty, 360, ty]), L.accent, op(0.92))
  s.open(depth(rm, qf))
  s.rect(360, ty, 640, 110, '#ece9e3', rx(10))
  s.rect(360, ty, 640, 74, dark(L.accent, 0.06), rx(8))
  s.rect(372, ty + 110, 616, 70, dark(L.fabric, 0.1))
  s.rect(372, H - 14, 616, 14, '#000', op(0.2))
  s.close()
}

function bathroom(s: Sketch): void {
  const L = s.look
  const tile = s.pick(['#e9e6e0', '#d7dcd9', '#e3d7c7', '#cfd3d6', '#e6e1d8'])
  const rm = roomShell(s, tile, s.pick(['#b6b2aa', '#8d8a86', '#d2ccc2']), true)
  const vx = s.rnd(150, 230)
  const wood = s.pick([WOOD, '#2f3236', '#8c9a8b', '#efece6'])
  s.poly(quad(rm, rm.k + 0.05, rm.k + 0.16, [vx + 80, H, vx + 460, H, vx + 460, H, vx + 80, H]), lite(L.fabric, 0.35))
  s.open(depth(rm, rm.k))
  if (s.fine) s.rect(0, 0, W, H, s.pattern('tw', 60, 120, '<path d="M0 119.5h60M59.5 0v120" stroke="#fff" stroke-opacity=".6"/>'))
  // vanity: mirror with wall lights, floating cabinet, basin
  s.rect(vx + 40, 150, 480, 330, '#e3e8ea', rx(16))
  s.rect(
    vx + 40,
    150,
    480,
    330,
    s.lin(
      'mr',
      [
        [0, '#ffffff', 0.7],
        [0.45, '#ffffff', 0.05],
        [1, '#ffffff', 0.4],
      ],
      1,
      1,
    ),
    rx(16),
  )
  for (const lx of [vx, vx + 548]) {
    s.ell(
      lx + 6,
      300,
      60,
      90,
      s.radial('lg', [
        [0, '#fff3d6', 0.5],
        [1, '#fff3d6', 0],
      ]),
    )
    s.rect(lx, 250, 14, 90, '#efe3c7', rx(7))
  }
  s.rect(vx - 10, 590, 580, 22, '#f6f5f2')
  s.rect(vx, 612, 560, 170, wood)
  s.line(`M${n(vx + 280)} 622v150`, '#000', 3, op(0.2))
  s.rect(vx, 782, 560, 14, '#000', op(0.12))
  s.path(`M${n(vx + 190)} 590a90 44 0 0 0 180 0z`, '#fbfbfa')
  s.line(`M${n(vx + 280)} 520v20h-40`, '#9a9da2', 8)
  // towel radiator with a towel over it
  const rx0 = vx - 130
  let bars = `M${n(rx0)} 300V${H - 120}M${n(rx0 + 80)} 300V${H - 120}`
  for (let y = 320; y < H - 130; y += 34) bars += `M${n(rx0)} ${y}h80`
  s.line(bars, '#f4f4f2', 8)
  s.rect(rx0 + 6, 330, 68, 240, L.accent, rx(6))
  s.close()
  if (s.chance(0.5)) {
    s.open(depth(rm, rm.k + 0.1))
    s.path('M820 690h520q0 150-110 180h-300q-110-30-110-180z', '#fbfbfa')
    s.path(
      'M820 690h520q0 150-110 180h-300q-110-30-110-180z',
      s.lin(
        'bt',
        [
          [0, '#000', 0],
          [1, '#000', 0.12],
        ],
        1,
        0,
      ),
    )
    s.ell(1080, 690, 260, 20, '#e1e5e8')
    s.line('M1290 690v-80h-40', '#9a9da2', 8)
    s.close()
  } else {
    s.open(depth(rm, rm.k))
    s.line('M1160 60v60M1120 120h80', '#9a9da2', 8)
    s.rect(1110, 120, 100, 12, '#9a9da2')
    s.rect(950, 380, 180, 80, dark(tile, 0.08))
    s.close()
    s.open(depth(rm, rm.k + 0.14))
    s.rect(880, 40, 480, H - 40, '#dcebf0', op(0.3))
    s.line('M880 40V907', '#b9c3c8', 6)
    s.close()
  }
  s.open(depth(rm, 0.95))
  plant(s, 60, H, 240, '#efece6')
  s.close()
}

function shopInterior(s: Sketch): void {
  const L = s.look
  const rm = roomShell(s, '#f1efea', '#a9a6a0', true)
  sideWindow3d(s, rm, rm.k + 0.03, rm.k + 0.16, 90, 860, null)
  sideWindow3d(s, rm, rm.k + 0.18, rm.k + 0.32, 90, 860, null)
  s.open(depth(rm, rm.k))
  // two shelving units with neat rows of goods, as a boutique would show them
  const colors = [s.pick(['#a7865e', '#c9b79c', '#8c9a8b']), s.pick(['#6f7d74', '#3f5166', '#b26b4f']), '#ece8e0']
  const goods = ['', '', '']
  let frame = ''
  for (const ux of [330, 800]) {
    frame += box(ux, 120, 14, 787) + box(ux + 406, 120, 14, 787)
    for (let y = 300; y < 900; y += 160) {
      frame += box(ux, y, 420, 12)
      let g = ux + 24
      let i = s.int(0, 2)
      while (g < ux + 380) {
        const w = s.rnd(36, 60)
        const h = s.rnd(70, 110)
        goods[i % 3] += box(g, y - h, w, h)
        g += w + 10
        i++
      }
    }
  }
  colors.forEach((c, i) => s.path(goods[i] ?? '', c))
  s.path(frame, s.pick([WOOD, '#2f3236']))
  s.close()
  const qb = rm.k + 0.12
  const qf = rm.k + 0.22
  s.poly(quad(rm, qb, qf, [760, 600, 1240, 600, 1240, 600, 760, 600]), '#efece6')
  s.open(depth(rm, qf))
  s.rect(760, 600, 480, H - 600, s.pick([WOOD, '#2f3236', L.cabinet]))
  s.close()
  s.open(depth(rm, rm.k + 0.1))
  for (const px of [420, 700, 980]) {
    s.line(`M${px} 0V220`, '#2d2d2f', 3)
    s.ell(
      px,
      300,
      110,
      70,
      s.radial('pg', [
        [0, '#fff1cf', 0.5],
        [1, '#fff1cf', 0],
      ]),
    )
    s.path(`M${px - 60} 280a60 60 0 0 1 120 0z`, '#2d2d2f')
  }
  s.close()
  s.open(depth(rm, 0.9))
  plant(s, 1250, H, 340, '#efece6')
  s.close()
}

// Apartment terrace: deck, glass balustrade and a view over the town
function terraceScene(s: Sketch): void {
  const L = s.look
  const rm: Room = { vx: W / 2 + s.rnd(-150, 150), vy: 380, k: 0.45 }
  const by = at(rm, rm.k, 0, H)[1]
  sky(s, by)
  farTrees(s, by - 50)
  // the town in the haze: gables and flat roofs
  for (const [base, haze] of [
    [by - 60, 0.55],
    [by - 20, 0.35],
  ] as const) {
    let roofs = ''
    for (let x = -20; x < W; ) {
      const w = s.rnd(70, 150)
      const top = base - s.rnd(10, 90)
      roofs += s.chance(0.5) ? pl([x, by, x, top, x + w / 2, top - w * 0.4, x + w, top, x + w, by]) : box(x, top, w, by - top)
      x += w + s.rnd(0, 12)
    }
    s.path(roofs, mix('#8b7f76', L.sky[1], haze))
  }
  s.rect(
    0,
    by,
    W,
    H - by,
    s.lin('dk', [
      [0, lite(WOOD, 0.15)],
      [1, dark(WOOD, 0.2)],
    ]),
  )
  if (s.fine) {
    let d = ''
    for (let x = -2000; x < 3400; x += 90) {
      const [a, b] = at(rm, rm.k, x, H)
      const [c, e] = at(rm, 1.6, x, H)
      d += `M${n(a)} ${n(b)}L${n(c)} ${n(e)}`
    }
    s.line(d, '#000', 2, op(0.15))
  }
  s.open(depth(rm, rm.k))
  s.rect(-1800, H - 320, 5000, 320, '#dfeaef', op(0.35))
  let posts = ''
  for (let x = -1800; x < 3200; x += 420) posts += `M${x} ${H - 320}V${H}`
  s.line(`${posts}M-1800 ${H - 320}H3200`, '#5b6068', 12)
  s.close()
  s.open(depth(rm, 0.6))
  plant(s, 30, H, 420, '#3d3d3d')
  sofa(s, 330, 780, L.fabric)
  s.close()
  s.open(depth(rm, 0.8))
  s.ell(1000, H - 4, 150, 14, '#000', op(0.15))
  s.ell(1000, H - 160, 130, 22, s.pick(['#2f3236', '#d9d4ca', WOOD]))
  s.rect(994, H - 150, 12, 150, '#2f3236')
  s.close()
}

// ---------------------------------------------------------------- assembly

type Scene =
  | 'house'
  | 'villa'
  | 'garden'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'block'
  | 'terrace'
  | 'street'
  | 'shop'
  | 'shopInside'
  | 'garage'
  | 'land'

const SEQUENCES: Record<DemoPictureKind, readonly Scene[]> = {
  house: ['house', 'garden', 'living', 'kitchen', 'bedroom', 'bathroom'],
  villa: ['villa', 'garden', 'living', 'kitchen', 'bedroom', 'bathroom'],
  apartment: ['block', 'living', 'kitchen', 'bedroom', 'bathroom', 'terrace'],
  project: ['block', 'living', 'kitchen', 'terrace', 'bedroom', 'bathroom'],
  studio: ['street', 'living', 'kitchen', 'bathroom', 'bedroom'],
  investment: ['street', 'block', 'living', 'kitchen', 'bedroom', 'bathroom'],
  commercial: ['shop', 'shopInside', 'street', 'bathroom'],
  garage: ['garage'],
  land: ['land'],
}

const SCENES: Record<Scene, (s: Sketch) => void> = {
  house: (s) => houseScene(s, false, false),
  villa: (s) => houseScene(s, true, false),
  garden: (s) => houseScene(s, s.look.kind === 'villa', true),
  living,
  kitchen,
  bedroom,
  bathroom,
  block: (s) => blockScene(s, s.look.kind === 'project'),
  terrace: terraceScene,
  street: (s) => streetScene(s, s.look.kind === 'studio' ? 'studio' : 'investment'),
  shop: (s) => streetScene(s, 'shop'),
  shopInside: shopInterior,
  garage: garageScene,
  land: landScene,
}

export function renderDemoPicture(input: DemoPictureInput): string {
  const { seed, kind } = input
  const index = Number.isFinite(input.index) ? Math.max(1, Math.floor(input.index)) : 1
  const sequence = SEQUENCES[kind] ?? SEQUENCES.house
  const scene = sequence[(index - 1) % sequence.length] ?? 'house'
  const look = makeLook(mulberry32(hash('look', seed, kind)), kind)
  const fine = !(input.width <= THUMBNAIL_MAX)
  // ids are unique per picture, so several inline SVGs on one page never share a gradient
  const pre = `d${hash(seed, kind, index).toString(36)}`
  const s = new Sketch(mulberry32(hash('pic', seed, kind, index)), mulberry32(hash('mass', seed, kind)), fine, pre, look, index)
  // the garden view looks at the house from behind, so its massing is mirrored
  const mirror = scene === 'garden' ? !look.mirror : look.mirror
  s.open(mirror ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : '')
  SCENES[scene](s)
  s.flush()
  s.close()
  if (look.tintA > 0) s.rect(0, 0, W, H, look.tint, op(look.tintA))
  // a faint vignette, as a wide lens gives
  s.rect(
    0,
    0,
    W,
    H,
    s.radial('vg', [
      [0.6, '#000', 0],
      [1, '#000', 0.22],
    ]),
  )
  return s.render(input.width)
}

export function demoPictureKindFor(typeId: number | null | undefined, seed: number): DemoPictureKind {
  switch (typeId) {
    case 1:
      // about a third of the houses are shown as villas, stable per property
      return mulberry32(hash('villa', seed))() < 0.35 ? 'villa' : 'house'
    case 2:
      return 'studio'
    case 3:
      return 'apartment'
    case 4:
      return 'land'
    case 5:
      return 'investment'
    case 6:
      return 'commercial'
    case 7:
      return 'garage'
    default:
      return 'house'
  }
}
