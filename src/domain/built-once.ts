/**
 * A value made on first use and kept: for Intl formatters and lookup tables that a module would
 * otherwise build while it loads. On a phone every module of the first page is evaluated in one
 * task before hydration starts (decision 023), and a time-zone formatter alone costs several
 * milliseconds there; made on first use, the cost falls inside React's time-sliced render instead.
 */
export function builtOnce<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}
