import { decodeHTMLStrict } from 'entities'

/**
 * Emptiness, HTML-to-text cleaning and summaries (spec §5 "Validation rules", §9 "Limits").
 *
 * Spacing: every whitespace run, including the U+00A0 that &nbsp; decodes to, becomes one plain
 * space. Cleaned text is meant for summaries, meta descriptions and search, where a hard space only
 * gets in the way of wrapping and matching.
 */

// spec §9 "Limits": description cleanup default 250 characters.
export const DESCRIPTION_SUMMARY_LENGTH = 250
// spec §9 "Limits": search description 100 characters.
export const SEARCH_DESCRIPTION_LENGTH = 100
// spec §9 "Limits": cut at a word break if past 80 %.
export const WORD_BREAK_THRESHOLD = 0.8
// spec §9 "Limits": … with an ellipsis.
const ELLIPSIS = '…'

/** spec §5: empty means null, undefined or blank text. 0 and false are values, not empty. */
export function isEmpty(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '')
}

// A line break or the end of a block separates words; stripping it silently would glue them ('Tuin</p><p>Garage').
const WORD_SEPARATING_TAG = /<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/gi
const ANY_TAG = /<[^>]*>/g
/**
 * Every HTML entity the CRM writes (`c&oelig;ur`, `&#233;`), with the well-kept `entities` decoder
 * rather than a table of our own (a missing name once showed raw on six listings). Strict: only
 * references closed by `;` are decoded, so 'AT&T' and '&amp' without one stay as written. A reference
 * to no character (`&#0;`, a lone surrogate) decodes to U+FFFD, which is dropped rather than shown.
 */
function decodeEntities(text: string): string {
  return decodeHTMLStrict(text).replace(/\uFFFD/g, '')
}

/**
 * spec §5: text cleaning strips tags, decodes entities, collapses whitespace.
 * Tags go before entities are decoded, so an escaped '&lt;b&gt;' stays visible as the text '<b>'.
 */
export function cleanText(html: string | null | undefined): string {
  if (html == null) return ''
  const withoutTags = html.replace(WORD_SEPARATING_TAG, ' ').replace(ANY_TAG, '')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

// Cut-off punctuation before the ellipsis would read '…,…' or '. …'; closing brackets and quotes stay as they carry meaning.
const TRAILING_PUNCTUATION = /[\s.,;:!?…–—-]+$/

/**
 * spec §9 "Limits": clean text (from cleanText; cleaned once, so an escaped '&lt;b&gt;' stays text),
 * cut to at most `max` characters plus the ellipsis. If the last word break in the first `max` characters lies past 80 % of `max`, the cut is there, so no word is
 * split; otherwise (one very long word, or long words near the end) the cut is at `max` itself.
 * A slice that already ends on a word break (the next character is a space) is whole words and is
 * kept whole.
 */
export function summarize(clean: string, max = DESCRIPTION_SUMMARY_LENGTH): string {
  if (clean.length <= max) return clean
  // Never end on half of a surrogate pair (an emoji), which would render as a replacement box.
  const end = /[\ud800-\udbff]/.test(clean[max - 1] ?? '') ? max - 1 : max
  const slice = clean.slice(0, end)
  const lastSpace = slice.lastIndexOf(' ')
  const endsOnBreak = clean[end] === ' '
  const cut = !endsOnBreak && lastSpace > max * WORD_BREAK_THRESHOLD ? slice.slice(0, lastSpace) : slice
  return cut.replace(TRAILING_PUNCTUATION, '') + ELLIPSIS
}

/** A CRM description as paragraphs of clean text, split at its block boundaries. */
export function descriptionParagraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>\s*<br\s*\/?>|\n{2,}/i)
    .map((part) => cleanText(part))
    .filter((part) => part !== '')
}
