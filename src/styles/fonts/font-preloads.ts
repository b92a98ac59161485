// Decision 025: the faces every public page draws above the fold (body text, the h1), asked for with the
// HTML instead of after the stylesheet. The semibold Fraunces is left to the stylesheet: few pages use it.
import frauncesRegular from './fraunces-latin-400.woff2?url'
import inter from './inter-latin-400-700.woff2?url'

// crossOrigin: fonts are always fetched in CORS mode; a preload without it is fetched twice.
export const FONT_PRELOADS = [inter, frauncesRegular].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}))
