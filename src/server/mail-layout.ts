import { siteConfig } from '~/config/site-config'
import { escapeMarkup } from './markup-escape'

// The one look of every mail the site sends (leads, owner login and password mails): a heading,
// paragraphs, a table of label/value lines, an optional quote of someone else's words, an optional
// button, more paragraphs; as text and HTML.

export type MailLine = { label: string; value: string; /** a tick (consent, opt-in) rather than something written */ tick?: boolean }
/** Words the site passes on without writing them (a visitor's note): set apart and introduced as theirs. */
export type MailQuote = { label: string; text: string }
/** Links listed under a label (a property's documents): each a name the reader knows, then its address. */
export type MailLinks = { label: string; items: Array<{ label: string; href: string }>; /** paragraphs after the list */ after?: string[] }
export type MailBody = { language: string; heading: string; intro: string[]; lines: MailLine[]; quote?: MailQuote; outro: string[]; action?: { href: string; label: string }; links?: MailLinks }

/** "label: value" as plain text in a language: French typography puts a space before the colon. */
export function textLine(language: string, { label, value }: Pick<MailLine, 'label' | 'value'>): string {
  return `${label}${language === 'fr' ? '\u00a0: ' : ': '}${value}`
}

export function mailText({ language, heading, intro, lines, quote, outro, action, links }: MailBody): string {
  const button = action ? ['', textLine(language, { label: action.label, value: action.href })] : []
  const listed = links ? ['', links.label, ...links.items.map((item) => `- ${textLine(language, { label: item.label, value: item.href })}`), ...(links.after ? ['', ...links.after] : [])] : []
  const quoted = quote ? ['', quote.label, ...quote.text.split(/\r?\n/).map((line) => `> ${line}`)] : []
  return [heading, '', ...intro, '', ...listed, ...lines.map((line) => textLine(language, line)), ...quoted, ...button, '', ...outro].join('\n').trim() + '\n'
}

export function mailHtml({ language, heading, intro, lines, quote, outro, action, links }: MailBody): string {
  const color = siteConfig.brand.colorDark
  const rows = lines
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#555;font-weight:600">${escapeMarkup(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeMarkup(value)}</td></tr>`,
    )
    .join('')
  const paragraphs = (texts: string[]) => texts.map((text) => `<p style="margin:0 0 12px">${escapeMarkup(text)}</p>`).join('')
  const table = rows ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table>` : ''
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeMarkup(action.href)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeMarkup(action.href)}</p>`
    : ''
  const listed = links
    ? `<p style="margin:16px 0 6px;font-weight:600">${escapeMarkup(links.label)}</p><ul style="margin:0 0 16px;padding-left:20px">${links.items
        .map((item) => `<li style="margin:0 0 6px"><a href="${escapeMarkup(item.href)}" style="color:${color};font-weight:600">${escapeMarkup(item.label)}</a></li>`)
        .join('')}</ul>${paragraphs(links.after ?? [])}`
    : ''
  const quoted = quote
    ? `<p style="margin:16px 0 6px;color:#555">${escapeMarkup(quote.label)}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ccc;color:#333;white-space:pre-wrap">${escapeMarkup(quote.text)}</blockquote>`
    : ''
  return `<!doctype html><html lang="${escapeMarkup(language)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5"><h1 style="font-size:20px;color:${color}">${escapeMarkup(heading)}</h1>${paragraphs(intro)}${listed}${table}${quoted}${button}${paragraphs(outro)}</body></html>`
}
