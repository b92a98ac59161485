// A mail as the send_email binding takes it: raw RFC 5322 text. Bodies and non-ASCII headers are
// base64 encoded, so any language and any character a visitor typed travel unchanged.

export type MailAddress = { email: string; name?: string }

export type OutgoingMail = {
  from: MailAddress
  to: MailAddress
  replyTo?: MailAddress
  subject: string
  text: string
  html: string
  /** the language of the body, for the Content-Language header */
  language?: string
}

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/

/** A header value, encoded (RFC 2047) when it is not plain ASCII. */
export function encodeHeaderText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ')
  if (ASCII_PRINTABLE.test(clean)) return clean
  return `=?UTF-8?B?${base64(new TextEncoder().encode(clean))}?=`
}

/** "Name <address>", the name encoded when needed; an address with a line break is refused. */
export function formatAddress({ email, name }: MailAddress): string {
  if (/[\r\n<>]/.test(email)) throw new Error('invalid mail address')
  if (!name) return `<${email}>`
  const quoted = ASCII_PRINTABLE.test(name) ? `"${name.replace(/["\\\r\n]/g, '')}"` : encodeHeaderText(name)
  return `${quoted} <${email}>`
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Base64 in lines of 76 characters, as MIME wants them. */
function base64Lines(text: string): string {
  return (base64(new TextEncoder().encode(text)).match(/.{1,76}/g) ?? []).join('\r\n')
}

/** The raw mail: headers, then a multipart/alternative body with the plain text and the HTML. */
export function mimeMessage(mail: OutgoingMail, { messageId, date, boundary }: { messageId: string; date: Date; boundary: string }): string {
  const headers = [
    `From: ${formatAddress(mail.from)}`,
    `To: ${formatAddress(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${formatAddress(mail.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    ...(mail.language ? [`Content-Language: ${mail.language}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ]
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n')
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join('\r\n')
}
