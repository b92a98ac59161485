// Names compared the way a reader does (spec §5: case and accents are ignored), for towns, search
// words and amounts in letters alike.

/** Lower case without accents: 'Liège' → 'liege' (spec §5: the accent-stripped name). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * A city name folded for comparison and search (spec §5: case and accents are ignored): 'LIÈGE' and
 * 'liege' both give 'liege'. Whitespace is collapsed and removed around dashes, so
 * 'Ottignies - Louvain-la-Neuve' equals 'Ottignies-Louvain-la-Neuve'. A dash stays distinct from a
 * space: official names carry their dashes, and an entry without them is a typo to fix at the source
 * rather than one to merge silently.
 */
export function foldName(name: string): string {
  return (
    foldAccents(name)
      // Typographic apostrophes come from word processors; 's-Gravenbrakel is the same town either way.
      .replace(/[‘’`´]/g, "'")
      .replace(/\s+/g, ' ')
      .replace(/ ?- ?/g, '-')
      .trim()
  )
}
