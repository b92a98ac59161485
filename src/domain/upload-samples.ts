// Tests only: small, structurally whole files of each upload type, made in code (no binary fixtures in the
// repo), for the upload checks' tests: unit, workerd and end-to-end.

const text = (value: string) => [...value].map((char) => char.charCodeAt(0))
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const u32le = (n: number) => u32be(n).reverse()
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff]

function crc32(bytes: number[]): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: number[]): number[] {
  const body = [...text(type), ...data]
  return [...u32be(data.length), ...body, ...u32be(crc32(body))]
}

export function samplePng(width = 3, height = 2): Uint8Array<ArrayBuffer> {
  const header = [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]
  // The pixels are not decoded by the checks: a zlib stream of nothing stands in for them.
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    ...pngChunk('IEND', []),
  ])
}

export function sampleJpeg(width = 4, height = 3): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
  const sos = [0xff, 0xda, 0x00, 0x0c, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...sos, 0x12, 0x34, 0x56, 0xff, 0xd9])
}

export function sampleWebp(width = 5, height = 4): Uint8Array<ArrayBuffer> {
  const bits = (width - 1) | ((height - 1) << 14)
  const vp8l = [0x2f, ...u32le(bits), 0]
  const chunk = [...text('VP8L'), ...u32le(vp8l.length), ...vp8l]
  return new Uint8Array([...text('RIFF'), ...u32le(4 + chunk.length), ...text('WEBP'), ...chunk])
}

export function samplePdf(): Uint8Array<ArrayBuffer> {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']
  let body = '%PDF-1.7\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(text(body))
}

/** A stored (uncompressed) ZIP of the given entries; a .docx with the parts Word needs by default. */
export function sampleZip(
  entries: Record<string, string> = { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' },
): Uint8Array<ArrayBuffer> {
  const local: number[] = []
  const central: number[] = []
  for (const [name, content] of Object.entries(entries)) {
    const data = text(content)
    const nameBytes = text(name)
    const shared = [
      20,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...u32le(crc32(data)),
      ...u32le(data.length),
      ...u32le(data.length),
      ...u16le(nameBytes.length),
      0,
      0,
    ]
    central.push(0x50, 0x4b, 0x01, 0x02, 20, 0, ...shared, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...u32le(local.length), ...nameBytes)
    local.push(0x50, 0x4b, 0x03, 0x04, ...shared, ...nameBytes, ...data)
  }
  const count = Object.keys(entries).length
  const end = [0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, ...u16le(count), ...u16le(count), ...u32le(central.length), ...u32le(local.length), 0, 0]
  return new Uint8Array([...local, ...central, ...end])
}

/** `file` with HTML after its end: a polyglot that must not pass for a picture. */
export function withHtmlAfter(file: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...file, ...text('<html><script>alert(document.domain)</script></html>')])
}

/**
 * A PNG whose pixels decode (a diagonal two-colour gradient, zlib-compressed with the platform's
 * CompressionStream): for the tests that resize a picture with Cloudflare Images, which the
 * structure-only samples above cannot feed.
 */
export async function decodablePng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const rows = new Uint8Array(height * (1 + width * 3))
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3)
    for (let x = 0; x < width; x++) {
      const shade = Math.round((255 * (x + y)) / Math.max(1, width + height - 2))
      rows.set([shade, 96, 255 - shade], row + 1 + x * 3)
    }
  }
  const compressed = new Uint8Array(
    await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  )
  const header = [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', [...compressed]),
    ...pngChunk('IEND', []),
  ])
}
