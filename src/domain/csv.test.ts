import { describe, expect, it } from 'vitest'
import { csvCell, csvText } from './csv.ts'

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks (RFC 4180), and leave a plain one as it is', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Wavre, 1340')).toBe('"Wavre, 1340"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(4501)).toBe('4501')
    expect(csvCell(-5)).toBe('-5')
  })

  it('never hand a spreadsheet a formula typed by a visitor', () => {
    for (const formula of ['=1+1', '+32 470', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe(`"'=HYPERLINK(""http://evil.test"")"`)
    expect(csvCell('+32@example.be')).toBe("'+32@example.be")
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('CSV files', () => {
  it('for Excel: a BOM, so accents read right, and CRLF line ends', () => {
    expect(
      csvText(
        [
          ['Prénom', 'Ville'],
          ['Anné', 'Liège'],
        ],
        { byteOrderMark: true },
      ),
    ).toBe('\uFEFFPrénom,Ville\r\nAnné,Liège\r\n')
  })

  it('for scripts: no BOM, one CRLF-ended line per row', () => {
    expect(
      csvText(
        [
          ['email', 'language'],
          ['a@example.be', 'nl'],
          ['b@example.be', 'fr'],
        ],
        { byteOrderMark: false },
      ),
    ).toBe('email,language\r\na@example.be,nl\r\nb@example.be,fr\r\n')
  })
})
