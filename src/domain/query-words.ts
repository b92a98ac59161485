// The words of a search query, apart from the engine: the listing reads its `q` with them on every
// page load (decision 028), and importing the engine for that put it on every page's first load.

/** Words are cut to this many characters: nobody types a longer one, and Fuse's bitap is limited to 32. */
const MAX_WORD_LENGTH = 32
const MAX_WORDS = 6

/** The words of a query: lower case, split on spaces and commas, at most MAX_WORDS. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
}
