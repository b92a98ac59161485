import { describe, expect, it } from 'vitest'
import { samplePdf, samplePng, sampleJpeg, sampleWebp, sampleZip, withHtmlAfter } from './upload-samples'
import { OWN_STRUCTURE_CHECKS, sniffFileType, type StructureChecks } from './file-types'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('upload types by content (issue 5)', async () => {
  it('recognises PDF and Word files, whatever they are called', async () => {
    expect((await sniffFileType(samplePdf(), 'document'))?.contentType).toBe('application/pdf')
    expect((await sniffFileType(sampleZip(), 'document'))?.extension).toBe('docx')
    const compound = new Uint8Array(2048)
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    compound.set([0xfe, 0xff, 9, 0], 28)
    expect((await sniffFileType(compound, 'document'))?.extension).toBe('doc')
  })

  it('refuses other files, even zipped or named like a document', async () => {
    expect(await sniffFileType(sampleZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), 'document')).toBeUndefined()
    expect(await sniffFileType(bytes('MZ\x90\x00 this is an executable'), 'document')).toBeUndefined()
    expect(await sniffFileType(bytes('<script>alert(1)</script>'), 'document')).toBeUndefined()
    expect(await sniffFileType(samplePdf(), 'image')).toBeUndefined()
  })

  it('recognises JPEG, PNG and WebP pictures, with their dimensions', async () => {
    expect(await sniffFileType(sampleJpeg(640, 480), 'image')).toEqual({ contentType: 'image/jpeg', extension: 'jpg', dimensions: { width: 640, height: 480 } })
    expect(await sniffFileType(samplePng(1200, 630), 'image')).toEqual({ contentType: 'image/png', extension: 'png', dimensions: { width: 1200, height: 630 } })
    expect(await sniffFileType(sampleWebp(300, 200), 'image')).toEqual({ contentType: 'image/webp', extension: 'webp', dimensions: { width: 300, height: 200 } })
    expect(await sniffFileType(bytes('<svg onload="alert(1)">'), 'image')).toBeUndefined()
  })
})

describe('upload structure, not only the first bytes (issue 15)', async () => {
  it('refuses a picture, a PDF or a .docx with HTML after its end', async () => {
    for (const image of [samplePng(), sampleJpeg(), sampleWebp()]) expect(await sniffFileType(withHtmlAfter(image), 'image')).toBeUndefined()
    expect(await sniffFileType(withHtmlAfter(samplePdf()), 'document')).toBeUndefined()
    expect(await sniffFileType(withHtmlAfter(sampleZip()), 'document')).toBeUndefined()
  })

  it('refuses a first-bytes signature followed by anything else', async () => {
    const html = '<html><body><script>alert(1)</script></body></html>'
    expect(await sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], html), 'image')).toBeUndefined()
    expect(await sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]), 'image')).toBeUndefined()
    expect(await sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image')).toBeUndefined()
    expect(await sniffFileType(bytes('%PDF-1.7 test CV'), 'document')).toBeUndefined()
    expect(await sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'), 'document')).toBeUndefined()
    expect(await sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], html), 'document')).toBeUndefined()
  })

  it('refuses a PNG whose chunk is corrupt, and a picture without a size', async () => {
    const png = samplePng()
    png[20] = png[20]! ^ 0xff // height changed: the IHDR CRC no longer matches
    expect(await sniffFileType(png, 'image')).toBeUndefined()
    expect(await sniffFileType(samplePng(0, 10), 'image')).toBeUndefined()
    expect(await sniffFileType(sampleJpeg(0, 10), 'image')).toBeUndefined()
  })

  it('reads structure through a replaceable interface (a library could stand in)', async () => {
    const library: StructureChecks = { ...OWN_STRUCTURE_CHECKS, imageDimensions: () => ({ width: 1, height: 1 }) }
    expect((await sniffFileType(withHtmlAfter(samplePng()), 'image', library))?.contentType).toBe('image/png')
  })
})
