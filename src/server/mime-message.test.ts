import { describe, expect, it } from 'vitest'
import { encodeHeaderText, formatAddress, mimeMessage } from './mime-message'

const decode = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0)))

describe('mail text', () => {
  it('keeps plain ASCII headers readable and encodes the rest', () => {
    expect(encodeHeaderText('New lead')).toBe('New lead')
    expect(encodeHeaderText('Demande d’estimation – Liège')).toMatch(/^=\?UTF-8\?B\?.+\?=$/)
    expect(decode(encodeHeaderText('Demande d’estimation – Liège').slice(10, -2))).toBe('Demande d’estimation – Liège')
  })

  it('cannot be given extra headers through a line break', () => {
    expect(encodeHeaderText('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com')
    expect(() => formatAddress({ email: 'a@b.be\r\nBcc: c@d.be' })).toThrow()
    expect(formatAddress({ email: 'jan@voorbeeld.be', name: 'Jan "the" Peeters' })).toBe('"Jan the Peeters" <jan@voorbeeld.be>')
  })

  it('carries the text and the HTML, each decodable, with Reply-To and Message-ID', () => {
    const raw = mimeMessage(
      { from: { email: 'site@immo.be', name: 'Immo' }, to: { email: 'leads@immo.be' }, replyTo: { email: 'marie@exemple.be', name: 'Marie Dubois' }, subject: 'Contact', text: 'Bonjour, à bientôt', html: '<p>Bonjour, à bientôt</p>', language: 'fr' },
      { messageId: 'abc@immo.be', date: new Date('2026-11-26T10:00:00Z'), boundary: 'b1' },
    )
    expect(raw).toContain('Reply-To: "Marie Dubois" <marie@exemple.be>')
    expect(raw).toContain('Message-ID: <abc@immo.be>')
    expect(raw).toContain('Date: Thu, 26 Nov 2026 10:00:00 +0000')
    const parts = raw.split('--b1').slice(1, 3).map((part) => decode(part.split('\r\n\r\n')[1]!))
    expect(parts).toEqual(['Bonjour, à bientôt', '<p>Bonjour, à bientôt</p>'])
  })

  it('offers one-click unsubscribe on bulk mail (RFC 8058), with an https address only', () => {
    const mail = { from: { email: 'site@immo.be' }, to: { email: 'koper@voorbeeld.be' }, subject: 'Nieuwe panden', text: 'x', html: '<p>x</p>' }
    const options = { messageId: 'm@immo.be', date: new Date('2026-11-26T10:00:00Z'), boundary: 'b1' }
    const raw = mimeMessage({ ...mail, listUnsubscribe: 'https://www.immo.be/api/unsubscribe/17.1795000000000.sig' }, options)
    expect(raw).toContain('List-Unsubscribe: <https://www.immo.be/api/unsubscribe/17.1795000000000.sig>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n')
    expect(mimeMessage(mail, options)).not.toContain('List-Unsubscribe')
    expect(() => mimeMessage({ ...mail, listUnsubscribe: 'http://www.immo.be/api/unsubscribe/1' }, options)).toThrow()
    expect(() => mimeMessage({ ...mail, listUnsubscribe: 'https://www.immo.be/x>\r\nBcc: a@b.be' }, options)).toThrow()
  })

  it('sends files after the text, as attachments', () => {
    const raw = mimeMessage(
      { from: { email: 'site@immo.be' }, to: { email: 'leads@immo.be' }, subject: 'CV', text: 'Voir pièce jointe', html: '<p>Voir pièce jointe</p>', attachments: [{ filename: 'cv marie.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.7 test') }] },
      { messageId: 'cv@immo.be', date: new Date('2026-11-26T10:00:00Z'), boundary: 'b2' },
    )
    expect(raw).toContain('Content-Type: multipart/mixed; boundary="b2"')
    expect(raw).toContain('Content-Disposition: attachment; filename="cv marie.pdf"')
    const file = raw.split('filename="cv marie.pdf"')[1]!.split('\r\n\r\n')[1]!.split('\r\n--b2--')[0]!
    expect(decode(file)).toBe('%PDF-1.7 test')
  })
})
