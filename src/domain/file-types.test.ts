import { describe, expect, it } from 'vitest'
import { sniffFileType } from './file-types'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('upload types by content (issue 5)', () => {
  it('recognises PDF and Word files, whatever they are called', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'), 'document')?.contentType).toBe('application/pdf')
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'document')?.extension).toBe('doc')
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'), 'document')?.extension).toBe('docx')
  })

  it('refuses other files, even zipped or named like a document', () => {
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....xl/workbook.xml'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes('MZ\x90\x00 this is an executable'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes('<script>alert(1)</script>'), 'document')).toBeUndefined()
    expect(sniffFileType(bytes('%PDF-1.7'), 'image')).toBeUndefined()
  })

  it('recognises JPEG, PNG and WebP pictures', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'image')?.contentType).toBe('image/jpeg')
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image')?.contentType).toBe('image/png')
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image')?.contentType).toBe('image/webp')
    expect(sniffFileType(bytes('<svg onload="alert(1)">'), 'image')).toBeUndefined()
  })
})
