/*
 * How the router reads a query value (decision 022). The router's default reads each value as JSON, so
 * '300.000' — a Belgian price as a visitor types it in a GET form — became the number 300, and the
 * server then redirected the page to '?price=300'. A value is read as a number only when the number
 * writes back exactly as it came ('300', '3.5'); '300.000', '007' and '1e3' stay the text they are.
 */

/** JSON.parse, except that a number which would not write back as the same text is refused (it stays text). */
export function parseQueryValue(text: string): unknown {
  const value: unknown = JSON.parse(text)
  if (typeof value === 'number' && String(value) !== text) throw new SyntaxError(`'${text}' is text, not a number`)
  return value
}
