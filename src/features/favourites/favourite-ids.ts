import { MAX_ROW_ID } from '#/domain/catalogue-ids.ts'

// Decision 021: the kept properties are a list of property ids, stored in the
// browser (favourites-store.ts) and carried in a link (`?ids=12,34,56`). Everything that reads ids
// from outside — localStorage, a shared link, a server function's input — goes through `parseIds`.

/** How many properties a visitor can keep: a shortlist, and the most one server read returns. */
export const FAVOURITES_MAX = 30
/** Decision 021: compare up to four properties side by side; fewer than two is no comparison. */
export const COMPARE_MAX = 4
export const COMPARE_MIN = 2
/** The query parameter of a shared list and of a comparison. */
export const IDS_PARAM = 'ids'

/** One id as a row id (1 … MAX_ROW_ID), written with digits only (no `1e3`, no `+7`, no `07`). */
function idOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined
  const id = Number(text)
  return id <= MAX_ROW_ID ? id : undefined
}

/**
 * Ids from anything a visitor or a browser may hand us: `"12,34"`, `12`, `["12", "34"]` (a GET form's
 * repeated `ids`), a stored JSON array. Invalid entries are dropped, repeats kept once in their first
 * place, and the list is cut at `max`: a forged or stale value shows fewer properties, never an error.
 */
export function parseIds(value: unknown, max = FAVOURITES_MAX): number[] {
  const parts = Array.isArray(value)
    ? value.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    : typeof value === 'string'
      ? value.split(',')
      : [value]
  const ids: number[] = []
  for (const part of parts) {
    const id = idOf(part)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
    if (ids.length >= max) break
  }
  return ids
}

/** The ids as the link writes them: `12,34,56`. */
export function idsParam(ids: ReadonlyArray<number>): string {
  return ids.join(',')
}

/** A page's address with the list in its query (`/nl/favorieten/?ids=12,34`); `origin` is siteUrl's for a link to share. */
export function listLink(pagePath: string, ids: ReadonlyArray<number>, origin = ''): string {
  return `${origin}${pagePath}?${IDS_PARAM}=${idsParam(ids)}`
}

/**
 * The list after tapping a property's heart: added at the front when it was not kept, removed when
 * it was. A full list stays as it is (the heart says why): nothing kept is ever dropped silently.
 */
export function toggled(ids: ReadonlyArray<number>, id: number): number[] {
  if (ids.includes(id)) return ids.filter((kept) => kept !== id)
  return isFull(ids) ? [...ids] : [id, ...ids]
}

/** The list after keeping a shared selection: what was kept stays, the shared ids not yet kept follow, up to the cap. */
export function merged(kept: ReadonlyArray<number>, shared: ReadonlyArray<number>): number[] {
  return parseIds([...kept, ...shared].map(String))
}

/** Whether one more heart can be added (the cap is reached: the visitor must remove one first). */
export function isFull(ids: ReadonlyArray<number>): boolean {
  return ids.length >= FAVOURITES_MAX
}
