import { describe, expect, it } from 'vitest'
import { mimeMessage, type OutgoingMail } from './mime-message.ts'

const decode = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0)))
/** A header's value, RFC 2047 words decoded. */
const header = (raw: string, name: string) => {
  const line = raw
    .split('\r\n\r\n')[0]!
    .split('\r\n')
    .find((row) => row.startsWith(`${name}: `))
  return line?.slice(name.length + 2).replace(/=\?utf-8\?B\?([^?]+)\?=/gi, (_, word: string) => decode(word))
}
/** The parts between one boundary's lines: their headers and their body, decoded when asked. */
const bodies = (raw: string, boundary: string) =>
  raw
    .split(new RegExp(`^--${boundary}(?:--)?\r$`, 'm'))
    .slice(1, -1)
    .map((part) => ({
      headers: part.split('\r\n\r\n')[0]!.trim(),
      get body() {
        return decode(part.split('\r\n\r\n')[1]!)
      },
    }))
const options = { messageId: 'abc@immo.be', date: new Date('2026-11-26T10:00:00Z'), boundary: 'b1' }

describe('mail text', () => {
  it('keeps plain ASCII headers readable and encodes the rest', () => {
    const raw = mimeMessage(
      { from: { email: 'site@immo.be' }, to: { email: 'leads@immo.be' }, subject: 'Demande d’estimation – Liège', text: 'x', html: 'x' },
      options,
    )
    expect(raw).toMatch(/^Subject: =\?utf-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m)
    expect(header(raw, 'Subject')).toBe('Demande d’estimation – Liège')
    expect(raw).toContain('To: <leads@immo.be>')
    expect(/^[\x20-\x7e\r\n]*$/.test(raw)).toBe(true)
  })

  it('cannot be given extra headers through a line break', () => {
    const mail: OutgoingMail = {
      from: { email: 'site@immo.be' },
      to: { email: 'leads@immo.be', name: 'Jan "the"\r\nBcc: c@d.be' },
      subject: 'Hello\r\nBcc: victim@example.com',
      text: 'x',
      html: 'x',
    }
    const raw = mimeMessage(mail, options)
    expect(raw).not.toMatch(/^Bcc:/m)
    expect(header(raw, 'Subject')).toBe('Hello Bcc: victim@example.com')
    expect(header(raw, 'To')).toBe('Jan "the" Bcc: c@d.be <leads@immo.be>')
    expect(() => mimeMessage({ ...mail, to: { email: 'a@b.be\r\nBcc: c@d.be' } }, options)).toThrow()
    expect(() => mimeMessage({ ...mail, replyTo: { email: 'a@b.be>, <c@d.be' } }, options)).toThrow()
  })

  it('carries the text and the HTML, each decodable, with Reply-To and Message-ID', () => {
    const raw = mimeMessage(
      {
        from: { email: 'site@immo.be', name: 'Immo' },
        to: { email: 'leads@immo.be' },
        replyTo: { email: 'marie@exemple.be', name: 'Marie Dubois' },
        subject: 'Contact',
        text: 'Bonjour, à bientôt',
        html: '<p>Bonjour, à bientôt</p>',
        language: 'fr',
      },
      options,
    )
    expect(header(raw, 'Reply-To')).toBe('Marie Dubois <marie@exemple.be>')
    expect(header(raw, 'From')).toBe('Immo <site@immo.be>')
    expect(raw).toContain('Message-ID: <abc@immo.be>\r\n')
    expect(raw).toContain('Date: Thu, 26 Nov 2026 10:00:00 +0000\r\n')
    expect(raw).toContain('Content-Language: fr\r\n')
    expect(raw).toContain('MIME-Version: 1.0\r\n')
    expect(raw).toContain('Content-Type: multipart/alternative; boundary=b1-alt\r\n')
    const parts = bodies(raw, 'b1-alt')
    expect(parts.map((part) => part.body)).toEqual(['Bonjour, à bientôt', '<p>Bonjour, à bientôt</p>'])
    expect(parts.map((part) => part.headers)).toEqual([
      'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64',
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64',
    ])
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true)
  })

  it('offers one-click unsubscribe on bulk mail (RFC 8058), with an https address only', () => {
    const mail = {
      from: { email: 'site@immo.be' },
      to: { email: 'koper@voorbeeld.be' },
      subject: 'Nieuwe panden',
      text: 'x',
      html: '<p>x</p>',
    }
    const raw = mimeMessage({ ...mail, listUnsubscribe: 'https://www.immo.be/api/unsubscribe/17.1795000000000.sig' }, options)
    expect(raw).toContain(
      'List-Unsubscribe: <https://www.immo.be/api/unsubscribe/17.1795000000000.sig>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n',
    )
    expect(mimeMessage(mail, options)).not.toContain('List-Unsubscribe')
    expect(() => mimeMessage({ ...mail, listUnsubscribe: 'http://www.immo.be/api/unsubscribe/1' }, options)).toThrow()
    expect(() => mimeMessage({ ...mail, listUnsubscribe: 'https://www.immo.be/x>\r\nBcc: a@b.be' }, options)).toThrow()
  })

  it('sends files after the text, as attachments', () => {
    const raw = mimeMessage(
      {
        from: { email: 'site@immo.be' },
        to: { email: 'leads@immo.be' },
        subject: 'CV',
        text: 'Voir pièce jointe',
        html: '<p>Voir pièce jointe</p>',
        attachments: [
          { filename: 'cv marie.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.7 test') },
          {
            filename: 'visite "à" Liège.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: new TextEncoder().encode('BEGIN:VCALENDAR'),
          },
        ],
      },
      { ...options, boundary: 'b2' },
    )
    expect(raw).toContain('Content-Type: multipart/mixed; boundary=b2\r\n')
    const [text, pdf, calendar] = bodies(raw, 'b2')
    expect(text!.headers).toContain('Content-Type: multipart/alternative; boundary=b2-alt')
    expect(bodies(raw, 'b2-alt').map((part) => part.body)).toEqual(['Voir pièce jointe', '<p>Voir pièce jointe</p>'])
    expect(pdf!.headers).toContain('Content-Disposition: attachment; filename="cv marie.pdf"')
    expect(pdf!.headers).toContain('Content-Type: application/pdf; name="cv marie.pdf"')
    expect(pdf!.body).toBe('%PDF-1.7 test')
    expect(calendar!.headers).toContain('Content-Type: text/calendar; charset=utf-8; method=PUBLISH; name="=?UTF-8?B?')
    expect(header(calendar!.headers, 'Content-Disposition')).toBe('attachment; filename="visite à Liège.ics"')
    expect(calendar!.body).toBe('BEGIN:VCALENDAR')
    expect(raw.endsWith('--b2--\r\n')).toBe(true)
  })
})
