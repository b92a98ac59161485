// node scripts/fonts/fallback-metrics.ts — the size-adjust / ascent-override / descent-override values
// of the local fallback faces in src/styles/app.css, so that text drawn in Arial or Times before our
// fonts arrive takes the room it will take in Inter or Fraunces (decision 025: CLS ≤ 0.02 when they swap).
// Widths come from shaping the same four-language sample with both faces (HarfBuzz); the fallback
// metrics are read from Liberation Sans and Liberation Serif, made to Arial's and Times New Roman's
// measurements (Debian: fonts-liberation).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const SAMPLE =
  'Maison de caractère à vendre à Wavre, quatre chambres, jardin orienté sud. ' +
  'Ruime gezinswoning te koop in Leuven met drie slaapkamers en een tuin. ' +
  'Bright family home for sale near the station, energy label B, 1.250.000 €. ' +
  'Großzügiges Haus zum Verkauf mit Garten und Garage, Besichtigung nach Vereinbarung.'

type Metrics = { upem: number; ascender: number; descender: number; lineGap: number; width: number }

async function metricsOf(font: Uint8Array | Buffer, wght?: number): Promise<Metrics> {
  const sfnt = await subsetFont(font, '', { targetFormat: 'sfnt', keepAllGlyphs: true, ...(wght ? { variationAxes: { wght } } : {}) })
  const face = new Face(new Blob(new Uint8Array(sfnt)))
  const hbFont = new Font(face)
  const buffer = new ShapingBuffer()
  buffer.addText(SAMPLE)
  buffer.guessSegmentProperties()
  shape(hbFont, buffer)
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0)
  const { ascender, descender, lineGap } = hbFont.hExtents()
  return { upem: face.upem, ascender, descender, lineGap, width }
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

function overrides(web: Metrics, fallback: Metrics): string {
  const sizeAdjust = web.width / web.upem / (fallback.width / fallback.upem)
  return [
    `size-adjust: ${percent(sizeAdjust)};`,
    `ascent-override: ${percent(web.ascender / web.upem / sizeAdjust)};`,
    `descent-override: ${percent(-web.descender / web.upem / sizeAdjust)};`,
    `line-gap-override: ${percent(web.lineGap / web.upem / sizeAdjust)};`,
  ].join(' ')
}

const ours = (file: string) => readFileSync(`src/styles/fonts/${file}`)
const system = (file: string) => readFileSync(`/usr/share/fonts/truetype/liberation/${file}`)
const inter = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))

console.log(
  'Inter 400 over Arial:         ',
  overrides(await metricsOf(ours('inter-latin-400-700.woff2')), await metricsOf(system('LiberationSans-Regular.ttf'))),
)
console.log('Inter 600 over Arial Bold:    ', overrides(await metricsOf(inter, 600), await metricsOf(system('LiberationSans-Bold.ttf'))))
console.log(
  'Fraunces 400 over Times:      ',
  overrides(await metricsOf(ours('fraunces-latin-400.woff2')), await metricsOf(system('LiberationSerif-Regular.ttf'))),
)
console.log(
  'Fraunces 600 over Times Bold: ',
  overrides(await metricsOf(ours('fraunces-latin-600.woff2')), await metricsOf(system('LiberationSerif-Bold.ttf'))),
)
