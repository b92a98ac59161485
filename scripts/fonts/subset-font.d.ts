// subset-font 2.9 ships no types; the part of its API (README) scripts/fonts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    keepFeatures?: string[]
    variationAxes?: Record<string, Axis>
    noHinting?: boolean
    keepAllGlyphs?: boolean
  }
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: Options): Promise<Buffer>
}
