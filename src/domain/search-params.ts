import * as v from 'valibot'

// A page's search parameters, read by valibot schemas (TanStack Router takes a Standard Schema as
// `validateSearch`). A value that fails its schema is dropped, never an error page: a forged or
// stale address shows less, and the page still answers (DESIGN.md "Security baseline").

/** One parameter: its schema, or absent when it is missing or fails. */
export function optionalParam<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined)
}

/** `?flag=1` (the router reads it as 1, a form may send '1'): a flag in the address. */
export const FLAG_PARAM = v.pipe(
  v.union([v.literal(1), v.literal('1')]),
  v.transform(() => 1 as const),
)

/** The parameters of a page: each read by its schema, and a dropped one leaves no key behind. */
export function searchSchema<T extends v.ObjectEntries>(entries: T) {
  return v.pipe(
    v.object(entries),
    v.transform((search) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as typeof search),
  )
}
