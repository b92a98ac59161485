import { describe, expect, it } from 'vitest'
import { csv } from './subscription-export.ts'

describe('the subscribers export as CSV (decision 017)', () => {
  it('writes a header and one CRLF-ended line per row, without a BOM, and never a visitor’s formula', () => {
    expect(
      csv(
        ['email', 'language'],
        [
          ['a@example.be', 'nl'],
          ['b@example.be', 'fr'],
        ],
      ),
    ).toBe('email,language\r\na@example.be,nl\r\nb@example.be,fr\r\n')
    expect(csv(['email', 'zones'], [['=cmd@example.be', 'Wavre, 1340']])).toBe(`email,zones\r\n'=cmd@example.be,"Wavre, 1340"\r\n`)
  })
})
