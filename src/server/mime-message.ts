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
  /** files sent along (a CV, a picture) */
  attachments?: Array<{ filename: string; contentType: string; content: Uint8Array }>
  /**
   * Bulk mail (alerts, newsletter): the https address whose POST unsubscribes at once. It goes out as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), which the
   * large mailbox providers require of bulk senders.
   */
  listUnsubscribe?: string
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
function base64Lines(content: string | Uint8Array): string {
  return (base64(typeof content === 'string' ? new TextEncoder().encode(content) : content).match(/.{1,76}/g) ?? []).join('\r\n')
}

/** RFC 8058 wants an https URI, and a header must not break: anything else is refused, not sent. */
function oneClickAddress(url: string): string {
  if (!/^https:\/\/[^\s<>"]+$/.test(url)) throw new Error('List-Unsubscribe must be an https URL')
  return url
}

/** The raw mail: headers, then the plain text and the HTML as alternatives, and the files after them. */
export function mimeMessage(mail: OutgoingMail, { messageId, date, boundary }: { messageId: string; date: Date; boundary: string }): string {
  const attachments = mail.attachments ?? []
  const alternative = attachments.length > 0 ? `${boundary}-alt` : boundary
  const headers = [
    `From: ${formatAddress(mail.from)}`,
    `To: ${formatAddress(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${formatAddress(mail.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    ...(mail.language ? [`Content-Language: ${mail.language}`] : []),
    ...(mail.listUnsubscribe ? [`List-Unsubscribe: <${oneClickAddress(mail.listUnsubscribe)}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
    'MIME-Version: 1.0',
    `Content-Type: ${attachments.length > 0 ? 'multipart/mixed' : 'multipart/alternative'}; boundary="${boundary}"`,
  ]
  const part = (type: string, body: string) =>
    [`--${alternative}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n')
  const bodies = [part('text/plain', mail.text), part('text/html', mail.html), `--${alternative}--`]
  if (attachments.length === 0) return [...headers, '', ...bodies, ''].join('\r\n')
  const files = attachments.map((file) => {
    const name = encodeHeaderText(file.filename.replace(/["\\]/g, ''))
    return [`--${boundary}`, `Content-Type: ${file.contentType}; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64', '', base64Lines(file.content)].join('\r\n')
  })
  return [...headers, '', `--${boundary}`, `Content-Type: multipart/alternative; boundary="${alternative}"`, '', ...bodies, ...files, `--${boundary}--`, ''].join('\r\n')
}
