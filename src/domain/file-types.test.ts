import { describe, expect, it } from 'vitest'
import { samplePdf, samplePng, sampleJpeg, sampleWebp, sampleZip, withHtmlAfter } from './upload-samples.ts'
import { OWN_STRUCTURE_CHECKS, sniffFileType, type StructureChecks } from './file-types.ts'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('upload types by content (decision 007)', () => {
  it('recognises PDF and Word files, whatever they are called', () => {
    expect(sniffFileType(samplePdf(), 'document')?.contentType).toBe('application/pdf')
    expect(sniffFileType(sampleZip(), 'document')?.extension).toBe('docx')
    const compound = new Uint8Array(2048)
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    compound.set([0xfe, 0xff, 9, 0], 28)
    expect(sniffFileType(compound, 'document')?.extension).toBe('doc')
  })

  it('refuses other files, even zipped or named like a document', () => {
    expect(sniffFileType(sampleZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), 'document')).toBeUndefined()
    expect(sniffFileType(bytes('MZ\x90\x00 this is an executable'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes('<script>alert(1)</script>'), 'document')).toBeUndefined()
    expect(sniffFileType(samplePdf(), 'image')).toBeUndefined()
  })

  it('recognises JPEG, PNG and WebP pictures, with their dimensions', () => {
    expect(sniffFileType(sampleJpeg(640, 480), 'image')).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
      dimensions: { width: 640, height: 480 },
    })
    expect(sniffFileType(samplePng(1200, 630), 'image')).toEqual({
      contentType: 'image/png',
      extension: 'png',
      dimensions: { width: 1200, height: 630 },
    })
    expect(sniffFileType(sampleWebp(300, 200), 'image')).toEqual({
      contentType: 'image/webp',
      extension: 'webp',
      dimensions: { width: 300, height: 200 },
    })
    expect(sniffFileType(bytes('<svg onload="alert(1)">'), 'image')).toBeUndefined()
  })
})

describe('upload structure, not only the first bytes (decision 031)', () => {
  it('refuses a picture, a PDF or a .docx with HTML after its end', () => {
    for (const image of [samplePng(), sampleJpeg(), sampleWebp()]) expect(sniffFileType(withHtmlAfter(image), 'image')).toBeUndefined()
    expect(sniffFileType(withHtmlAfter(samplePdf()), 'document')).toBeUndefined()
    expect(sniffFileType(withHtmlAfter(sampleZip()), 'document')).toBeUndefined()
  })

  it('refuses a first-bytes signature followed by anything else', () => {
    const html = '<html><body><script>alert(1)</script></body></html>'
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], html), 'image')).toBeUndefined()
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]), 'image')).toBeUndefined()
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image')).toBeUndefined()
    expect(sniffFileType(bytes('%PDF-1.7 test CV'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], html), 'document')).toBeUndefined()
  })

  it('refuses a PNG whose chunk is corrupt, and a picture without a size', () => {
    const png = samplePng()
    png[20] = png[20]! ^ 0xff // height changed: the IHDR CRC no longer matches
    expect(sniffFileType(png, 'image')).toBeUndefined()
    expect(sniffFileType(samplePng(0, 10), 'image')).toBeUndefined()
    expect(sniffFileType(sampleJpeg(0, 10), 'image')).toBeUndefined()
  })

  it('reads structure through a replaceable interface (a library could stand in)', () => {
    const library: StructureChecks = { ...OWN_STRUCTURE_CHECKS, imageDimensions: () => ({ width: 1, height: 1 }) }
    expect(sniffFileType(withHtmlAfter(samplePng()), 'image', library)?.contentType).toBe('image/png')
  })
})
