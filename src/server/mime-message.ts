import { createMimeMessage, Mailbox } from 'mimetext/browser'

// A mail as the send_email binding takes it: raw RFC 5322 text, assembled by `mimetext`, the library
// Cloudflare documents for that binding (decision 031). Its browser build: CRLF line ends and no
// Node modules or MIME type database in the Worker. Bodies and files go base64, so any language and any
// character a visitor typed travel unchanged; subjects and names go as RFC 2047 UTF-8 words.

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

/** One header line's text: a line break would start a header of the sender's choosing. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

/** A file name inside a quoted parameter, encoded (RFC 2047) when it is not plain ASCII, as before mimetext. */
function fileName(name: string): string {
  const clean = oneLine(name.replace(/["\\]/g, ''))
  return ASCII_PRINTABLE.test(clean) ? clean : `=?UTF-8?B?${base64(new TextEncoder().encode(clean))}?=`
}

/** mimetext writes the address as given: one with a line break or angle brackets is refused here. */
function mailbox({ email, name }: MailAddress): { addr: string; name: string } {
  if (/[\r\n<>]/.test(email)) throw new Error('invalid mail address')
  return { addr: email, name: name ? oneLine(name) : '' }
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Base64 in lines of 76 characters, as MIME wants them; mimetext takes bodies already encoded. */
function base64Lines(content: string | Uint8Array): string {
  return (base64(typeof content === 'string' ? new TextEncoder().encode(content) : content).match(/.{1,76}/g) ?? []).join('\r\n')
}

/** RFC 8058 wants an https URI, and a header must not break: anything else is refused, not sent. */
function oneClickAddress(url: string): string {
  if (!/^https:\/\/[^\s<>"]+$/.test(url)) throw new Error('List-Unsubscribe must be an https URL')
  return url
}

/** The raw mail: headers, then the plain text and the HTML as alternatives, and the files after them. */
export function mimeMessage(
  mail: OutgoingMail,
  { messageId, date, boundary }: { messageId: string; date: Date; boundary: string },
): string {
  const message = createMimeMessage()
  message.boundaries = { mixed: boundary, alt: `${boundary}-alt`, related: `${boundary}-rel` }
  message.setSender(mailbox(mail.from))
  message.setTo(mailbox(mail.to))
  if (mail.replyTo) message.setHeader('Reply-To', new Mailbox(mailbox(mail.replyTo), { type: 'To' }))
  message.setSubject(oneLine(mail.subject))
  message.setHeader('Date', date.toUTCString().replace('GMT', '+0000'))
  message.setHeader('Message-ID', `<${messageId}>`)
  if (mail.language) message.setHeader('Content-Language', oneLine(mail.language))
  if (mail.listUnsubscribe) {
    message.setHeader('List-Unsubscribe', `<${oneClickAddress(mail.listUnsubscribe)}>`)
    message.setHeader('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
  }
  message.addMessage({ contentType: 'text/plain', charset: 'utf-8', encoding: 'base64', data: base64Lines(mail.text) })
  message.addMessage({ contentType: 'text/html', charset: 'utf-8', encoding: 'base64', data: base64Lines(mail.html) })
  for (const file of mail.attachments ?? []) {
    message.addAttachment({
      filename: fileName(file.filename),
      contentType: oneLine(file.contentType),
      encoding: 'base64',
      data: base64Lines(file.content),
    })
  }
  return `${message.asRaw()}\r\n`
}
