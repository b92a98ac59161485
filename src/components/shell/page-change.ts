/**
 * Whether a client-side navigation shows a new page, which moves focus to its heading and is
 * announced. A new path is; so is another page of the same results (`?page=`), asked for
 * like a link. A changed filter, search box or hash keeps the page: the results announce themselves
 * in their own live region, and focus stays where the visitor is working.
 */
export function isNewPage(from: { pathname: string; search: string }, to: { pathname: string; search: string }): boolean {
  if (from.pathname !== to.pathname) return true
  const before = new URLSearchParams(from.search)
  const after = new URLSearchParams(to.search)
  const pageChanged = before.get('page') !== after.get('page')
  for (const query of [before, after]) {
    query.delete('page')
    query.sort()
  }
  return pageChanged && before.toString() === after.toString()
}
