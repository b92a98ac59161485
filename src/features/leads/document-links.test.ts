import { describe, expect, it } from 'vitest'
import { documentLinkExpiry, documentSubject, downloadFilename, parseDocumentSubject } from './document-links.ts'

describe('document links', () => {
  it('names the property and the document in the subject, and reads back only that shape', () => {
    expect(documentSubject(4100002, 5200007)).toBe('4100002:5200007')
    expect(parseDocumentSubject('4100002:5200007')).toEqual({ propertyId: 4100002, documentId: 5200007 })
    for (const bad of [
      '',
      '4100002',
      '4100002:',
      ':5200007',
      '0:1',
      '1:0',
      '01:2',
      '1:2:3',
      '1:-2',
      'a:b',
      '1:2 ',
      '99999999999999999:1',
    ]) {
      expect(parseDocumentSubject(bad), bad).toBeNull()
    }
  })

  it('expires 7 days after it is made', () => {
    const now = new Date('2026-11-26T10:00:00Z')
    expect(new Date(documentLinkExpiry(now)).toISOString()).toBe('2026-12-03T10:00:00.000Z')
  })

  it.each([
    ['EPC-certificaat', 'application/pdf', 'EPC-certificaat.pdf'],
    ['Plan du rez-de-chaussée', 'application/pdf', 'Plan du rez-de-chaussée.pdf'],
    ['brochure.pdf', 'application/pdf', 'brochure.pdf'],
    ['../../etc/passwd', 'application/pdf', 'etc_passwd.pdf'],
    ['a"b\\c/d\r\ne', 'application/pdf', 'a_b_c_d__e.pdf'],
    ['plan', 'image/png', 'plan.png'],
    ['...', 'application/pdf', 'document.pdf'],
    ['x'.repeat(300), 'application/pdf', `${'x'.repeat(100)}.pdf`],
  ])('saves %j (%s) as %j', (name, type, expected) => {
    expect(downloadFilename(name, type)).toBe(expected)
  })
})
