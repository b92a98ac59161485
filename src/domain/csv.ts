// CSV files staff download (the lead inbox's export, the subscriber lists): one writer for all.

export type CsvValue = string | number | null | undefined

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return
 * that hides one: OWASP "CSV injection") is prefixed with an apostrophe, so it shows as text; a
 * number is a number, even below zero.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A whole CSV file with CRLF line ends. With `byteOrderMark`, UTF-8 with a BOM: Excel then reads
 * accents right (the lead inbox's export is opened there); scripts reading the file want none.
 */
export function csvText(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, options: { byteOrderMark: boolean }): string {
  return `${options.byteOrderMark ? '\uFEFF' : ''}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
