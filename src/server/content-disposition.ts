/**
 * `Content-Disposition: attachment` with the name twice: an ASCII one every client reads, and the
 * exact one (RFC 6266 `filename*`, RFC 8187 encoding) for those that read UTF-8. One for every
 * download the Worker answers (documents, the lead inbox's CSV and uploads).
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}
