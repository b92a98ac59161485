import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './content-disposition.ts'

describe('attachmentDisposition', () => {
  it('gives an ASCII name every client reads and the exact UTF-8 one', () => {
    expect(attachmentDisposition('Plan du rez-de-chaussée.pdf')).toBe(
      `attachment; filename="Plan du rez-de-chaussee.pdf"; filename*=UTF-8''Plan%20du%20rez-de-chauss%C3%A9e.pdf`,
    )
    expect(attachmentDisposition('Plan (1).pdf')).toBe(`attachment; filename="Plan (1).pdf"; filename*=UTF-8''Plan%20%281%29.pdf`)
  })

  it('never lets a quote or a backslash of a visitor’s file name out of its header value', () => {
    expect(attachmentDisposition('cv "final"\\x.pdf')).toBe(
      `attachment; filename="cv _final__x.pdf"; filename*=UTF-8''cv%20%22final%22%5Cx.pdf`,
    )
  })
})
