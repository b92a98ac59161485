import { siteConfig } from '#/config/site-config.ts'
import { escapeMarkup } from './markup-escape.ts'

// The one look of every mail the site sends (leads, owner login and password mails): a heading,
// paragraphs, a table of label/value lines, an optional quote of someone else's words, an optional
// button, more paragraphs; as text and HTML.

export type MailLine = {
  label: string
  value: string
  /** a tick (consent, opt-in) rather than something written */
  tick?: boolean
  /** the visitor's own words (a message), in the language they wrote in, which a page marks with `lang` */
  writtenIn?: string
}
/** Words the site passes on without writing them (a visitor's note): set apart and introduced as theirs. */
export type MailQuote = { label: string; text: string }
/**
 * A listing told in a mail (search alerts): a picture, a few short lines (the first is the title,
 * a `note` stands out, such as a lower price), the whole card linking to its page.
 */
export type MailCard = { href: string; image?: string; title: string; lines: string[]; note?: string; linkLabel: string }
/** Links listed under a label (a property's documents): each a name the reader knows, then its address. */
export type MailLinks = { label: string; items: Array<{ label: string; href: string }> /** paragraphs after the list */; after?: string[] }
/** A small link under the mail (manage or stop an alert). */
export type MailFooterLink = { href: string; label: string }
export type MailBody = {
  language: string
  heading: string
  intro: string[]
  lines: MailLine[]
  quote?: MailQuote
  outro: string[]
  action?: { href: string; label: string }
  cards?: MailCard[]
  links?: MailLinks
  footer?: { text: string; links: MailFooterLink[] }
}

/** "label: value" as plain text in a language: French typography puts a space before the colon. */
export function textLine(language: string, { label, value }: Pick<MailLine, 'label' | 'value'>): string {
  return `${label}${language === 'fr' ? '\u00a0: ' : ': '}${value}`
}

export function mailText({ language, heading, intro, lines, quote, outro, action, cards = [], links, footer }: MailBody): string {
  const button = action ? ['', textLine(language, { label: action.label, value: action.href })] : []
  const quoted = quote ? ['', quote.label, ...quote.text.split(/\r?\n/).map((line) => `> ${line}`)] : []
  const listed = cards.flatMap((card) => ['', card.title, ...(card.note ? [card.note] : []), ...card.lines, card.href])
  const linked = links
    ? [
        '',
        links.label,
        ...links.items.map((item) => `- ${textLine(language, { label: item.label, value: item.href })}`),
        ...(links.after ? ['', ...links.after] : []),
      ]
    : []
  const below = footer
    ? ['', '--', footer.text, ...footer.links.map((link) => textLine(language, { label: link.label, value: link.href }))]
    : []
  const table = lines.length > 0 ? ['', ...lines.map((line) => textLine(language, line))] : []
  const closing = outro.length > 0 ? ['', ...outro] : []
  return [heading, '', ...intro, ...listed, ...linked, ...table, ...quoted, ...button, ...closing, ...below].join('\n').trim() + '\n'
}

/** Listing cards as a mail client draws them: tables and inline styles, a fixed picture width. */
function cardsHtml(cards: ReadonlyArray<MailCard>, color: string): string {
  return cards
    .map((card) => {
      const picture = card.image
        ? `<a href="${escapeMarkup(card.href)}"><img src="${escapeMarkup(card.image)}" width="536" alt="" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:8px 8px 0 0"></a>`
        : ''
      const note = card.note ? `<p style="margin:0 0 6px;color:#b3261e;font-weight:600">${escapeMarkup(card.note)}</p>` : ''
      const lines = card.lines.map((line) => `<p style="margin:0 0 4px;color:#444">${escapeMarkup(line)}</p>`).join('')
      return `<table role="presentation" width="100%" style="border-collapse:separate;margin:0 0 20px;border:1px solid #e4ded4;border-radius:8px;max-width:538px">${picture ? `<tr><td style="padding:0">${picture}</td></tr>` : ''}<tr><td style="padding:14px 18px 16px"><h2 style="margin:0 0 6px;font-size:17px;line-height:1.35"><a href="${escapeMarkup(card.href)}" style="color:#1b1b1b;text-decoration:none">${escapeMarkup(card.title)}</a></h2>${note}${lines}<p style="margin:10px 0 0"><a href="${escapeMarkup(card.href)}" style="color:${color};font-weight:600">${escapeMarkup(card.linkLabel)}</a></p></td></tr></table>`
    })
    .join('')
}

export function mailHtml({ language, heading, intro, lines, quote, outro, action, cards = [], links, footer }: MailBody): string {
  const color = siteConfig().brand.colorDark
  const rows = lines
    .map(
      ({ label, value, writtenIn }) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#555;font-weight:600">${escapeMarkup(label)}</th><td${writtenIn ? ` lang="${escapeMarkup(writtenIn)}"` : ''} style="padding:6px 0;white-space:pre-wrap">${escapeMarkup(value)}</td></tr>`,
    )
    .join('')
  const paragraphs = (texts: string[]) => texts.map((text) => `<p style="margin:0 0 12px">${escapeMarkup(text)}</p>`).join('')
  const table = rows ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table>` : ''
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeMarkup(action.href)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeMarkup(action.href)}</p>`
    : ''
  const quoted = quote
    ? `<p style="margin:16px 0 6px;color:#555">${escapeMarkup(quote.label)}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ccc;color:#333;white-space:pre-wrap">${escapeMarkup(quote.text)}</blockquote>`
    : ''
  const linked = links
    ? `<p style="margin:16px 0 6px;font-weight:600">${escapeMarkup(links.label)}</p><ul style="margin:0 0 16px;padding-left:20px">${links.items
        .map(
          (item) =>
            `<li style="margin:0 0 6px"><a href="${escapeMarkup(item.href)}" style="color:${color};font-weight:600">${escapeMarkup(item.label)}</a></li>`,
        )
        .join('')}</ul>${paragraphs(links.after ?? [])}`
    : ''
  const below = footer
    ? `<hr style="border:0;border-top:1px solid #e4ded4;margin:24px 0 12px"><p style="margin:0 0 8px;font-size:13px;color:#555">${escapeMarkup(footer.text)}</p><p style="margin:0;font-size:13px">${footer.links.map((link) => `<a href="${escapeMarkup(link.href)}" style="color:${color}">${escapeMarkup(link.label)}</a>`).join(' · ')}</p>`
    : ''
  return `<!doctype html><html lang="${escapeMarkup(language)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5"><div style="max-width:600px;margin:0 auto"><h1 style="font-size:20px;color:${color}">${escapeMarkup(heading)}</h1>${paragraphs(intro)}${cardsHtml(cards, color)}${linked}${table}${quoted}${button}${paragraphs(outro)}${below}</div></body></html>`
}
