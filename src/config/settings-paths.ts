// A value in the settings document at its path (`agency.phone`, `menu.2.params.title.fr`,
// `agency.closures.0.to`): the paths a refused save names its problems at (checkSettings), which the
// editor's fields are bound to, and at which a page carries its settings' changes to the browser
// (page-settings.ts).

type Node = Record<string, unknown> | unknown[]

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** The value at `path`, or undefined where the document has none. */
export function valueAt(document: unknown, path: string): unknown {
  let node: unknown = document
  for (const key of path.split('.')) {
    if (!isNode(node)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/**
 * A copy of `document` with `value` at `path`, sharing every branch the change does not touch (so
 * React redraws only what changed); `undefined` removes the key, as an optional text left empty.
 * A missing object on the way is made, so an optional group (`references`) can be set.
 */
export function withValueAt<T>(document: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.')
  const node: Node = isNode(document) ? document : {}
  const copy: Record<string, unknown> = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>
  const next = rest.length === 0 ? value : withValueAt(copy[key!], rest.join('.'), value)
  if (next === undefined && !Array.isArray(copy)) delete copy[key!]
  else copy[key!] = next
  return copy as T
}
