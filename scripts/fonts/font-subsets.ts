// What our web fonts are cut down to: what the four languages use, at most ~40 KB before first
// paint. Decision 025 says why these characters and these weights.

/** Printable ASCII: digits, punctuation, the URL and e-mail characters, the Latin alphabet. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')

/**
 * The accented letters nl, fr, en and de write, and those of the names a Belgian agency's clients,
 * streets and towns carry (Sánchez, Müller, Løvold is left out: see FALLBACK_CHARACTERS' note).
 */
const LETTERS = 'àáâäçèéêëìíîïñòóôöùúûüýÿæœßÀÁÂÄÇÈÉÊËÌÍÎÏÑÒÓÔÖÙÚÛÜÝÆŒ'

/**
 * Signs our catalogues, content and formatted numbers show: no-break space (French "m ²", Intl),
 * guillemets, degree (n°), superscripts (m²), middle dot (separators), ×, ½, §, ©, €, dashes,
 * curly quotes (’ “ ” „ ‘ ‚ ‹ ›), bullet, ellipsis, minus.
 */
const SIGNS = '\u00a0«»°²³·×÷§©®±½¼¾€–—‘’‚“”„•…‹›−'

/** Every character the subsetted faces must draw. */
export const FONT_CHARACTERS: string = ASCII + LETTERS + SIGNS

/**
 * Characters our text uses that the @fontsource latin files do not contain at all (so neither did the
 * fonts before decision 025): the browser draws them with the next font of the stack, as it always has.
 * ₂ (CO₂ on the EPC), arrows, ≠ ≤ ≥, ★ (review stars), the narrow no-break space French Intl puts
 * between thousands, and letters of other alphabets in names (ø, ł, Ÿ are in latin-ext files we do
 * not load: a name with one draws that letter in the fallback face).
 */
export const FALLBACK_CHARACTERS: string = '₂←→≠≤≥★\u202f'

/** OpenType features kept: kerning and marks, contextual forms, ligatures, tabular figures (tabular-nums). */
export const KEPT_FEATURES: ReadonlyArray<string> = ['kern', 'mark', 'mkmk', 'ccmp', 'locl', 'calt', 'liga', 'tnum', 'rvrn']

export type FontSubset = {
  /** File written into src/styles/fonts/. */
  file: string
  /** The @fontsource-variable file it is cut from (the latin subset: all of Latin-1 and the punctuation). */
  source: string
  /** A range keeps the variable wght axis limited to it; a number makes a static instance. */
  wght: number | { min: number; max: number }
}

export const FONT_SUBSETS: ReadonlyArray<FontSubset> = [
  // Body and interface text: font-normal, font-medium, font-semibold, and <strong> (bolder → 700).
  {
    file: 'inter-latin-400-700.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    wght: { min: 400, max: 700 },
  },
  // Headings (h1–h3, font-display) are regular; a few back-office and compare-view headings are semibold.
  { file: 'fraunces-latin-400.woff2', source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', wght: 400 },
  { file: 'fraunces-latin-600.woff2', source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', wght: 600 },
]

export const FONTS_FOLDER = 'src/styles/fonts'
