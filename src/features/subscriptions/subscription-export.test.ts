import { describe, expect, it } from 'vitest'
import { csv, csvField } from './subscription-export'

describe('the subscribers export as CSV (issue 17)', () => {
  it('quotes a field with a comma, a quote or a line break, and leaves a plain one as it is', () => {
    expect(csvField('ann@example.be')).toBe('ann@example.be')
    expect(csvField('Wavre, 1340')).toBe('"Wavre, 1340"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(-5)).toBe('-5')
  })

  it('never hands a spreadsheet a formula typed by a visitor', () => {
    expect(csvField('=HYPERLINK("http://evil.test")')).toBe(`"'=HYPERLINK(""http://evil.test"")"`)
    expect(csvField('+32@example.be')).toBe("'+32@example.be")
    expect(csvField('@sum')).toBe("'@sum")
  })

  it('writes a header and one CRLF-ended line per row', () => {
    expect(csv(['email', 'language'], [['a@example.be', 'nl'], ['b@example.be', 'fr']])).toBe('email,language\r\na@example.be,nl\r\nb@example.be,fr\r\n')
  })
})
