// Decision 034: the agency writes its pages in a small Markdown, read here into a tree that React
// draws, so no HTML string is ever made from what staff typed and every character is escaped by
// construction. The allow-list: headings (## and ###), paragraphs, bullet and numbered lists,
// links to the web, mail, phone or a page of the site, bold and italic. Anything else is text.

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: MarkdownInline[] }
  | { kind: 'em'; children: MarkdownInline[] }
  | { kind: 'link'; href: string; children: MarkdownInline[] }

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; children: MarkdownInline[] }
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] }

/** Why a piece of the text is shown as written rather than as the author meant, for the editor to say. */
export type MarkdownProblem = { line: number; code: 'link-target' | 'html' }

/** Where a link may lead: the web, a mail, a phone, or a page of this site (a path, not `//host`). */
export function isAllowedLinkTarget(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+|\/(?!\/)[^\s]*)$/i.test(href)
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/
const HTML_TAG = /<\/?[a-z][^>]*>/i

/** The text's blocks, and what in it could not be what it looks like (a link to `javascript:`, an HTML tag). */
export function parsePageMarkdown(source: string): { blocks: MarkdownBlock[]; problems: MarkdownProblem[] } {
  const blocks: MarkdownBlock[] = []
  const problems: MarkdownProblem[] = []
  let paragraph: string[] = []
  // a problem inside a paragraph is reported at the paragraph's first line
  let paragraphLine = 0
  let list: { ordered: boolean; items: MarkdownInline[][] } | undefined

  const inline = (text: string, line: number) => parseInline(text, line, problems)
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: inline(paragraph.join(' '), paragraphLine) })
    paragraph = []
  }
  const closeList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items })
    list = undefined
  }

  source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1
      const text = raw.trimEnd()
      if (HTML_TAG.test(text)) problems.push({ line, code: 'html' })
      const heading = HEADING.exec(text)
      const bullet = BULLET.exec(text)
      const item = bullet ?? NUMBERED.exec(text)
      if (text.trim() === '') {
        closeParagraph()
        closeList()
      } else if (heading) {
        closeParagraph()
        closeList()
        // the page's title is its only h1: a text's headings are h2, or h3 below them
        blocks.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, children: inline(heading[2]!, line) })
      } else if (item) {
        closeParagraph()
        const ordered = bullet === null
        if (list && list.ordered !== ordered) closeList()
        list ??= { ordered, items: [] }
        list.items.push(inline(item[1]!, line))
      } else if (list && /^\s{2,}\S/.test(raw)) {
        // an indented line goes on with the item above it
        const last = list.items.at(-1)!
        last.push({ kind: 'text', text: ' ' }, ...inline(text.trim(), line))
      } else {
        closeList()
        if (paragraph.length === 0) paragraphLine = line
        paragraph.push(text.trim())
      }
    })
  closeParagraph()
  closeList()
  return { blocks: mergeTexts(blocks), problems }
}

type Marker = '**' | '*' | '_'

/** Bold, italic and links within one block's text; a marker without its closing one stays text. */
function parseInline(text: string, line: number, problems: MarkdownProblem[]): MarkdownInline[] {
  const out: MarkdownInline[] = []
  let plain = ''
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain })
    plain = ''
  }
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    // CommonMark: a backslash before any ASCII punctuation makes it a plain character
    if (rest[0] === '\\' && rest.length > 1 && /[!-/:-@[-`{-~]/.test(rest[1]!)) {
      plain += rest[1]
      i += 2
      continue
    }
    const link = /^\[([^\]]+)\]\(([^)\s]*)\)/.exec(rest)
    if (link) {
      flush()
      const href = link[2]!
      if (isAllowedLinkTarget(href)) out.push({ kind: 'link', href, children: parseInline(link[1]!, line, problems) })
      else {
        problems.push({ line, code: 'link-target' })
        out.push(...parseInline(link[1]!, line, problems))
      }
      i += link[0].length
      continue
    }
    const marker: Marker | undefined = rest.startsWith('**') ? '**' : rest[0] === '*' || rest[0] === '_' ? (rest[0] as Marker) : undefined
    if (marker) {
      const close = findClosing(text, i + marker.length, marker)
      if (close > i + marker.length) {
        flush()
        const children = parseInline(text.slice(i + marker.length, close), line, problems)
        out.push(marker === '**' ? { kind: 'strong', children } : { kind: 'em', children })
        i = close + marker.length
        continue
      }
    }
    plain += rest[0]
    i += 1
  }
  flush()
  return out
}

/** Where `marker` closes what opened before `from`: not after a space, and `_` not inside a word. */
function findClosing(text: string, from: number, marker: Marker): number {
  if (/\s/.test(text[from] ?? ' ')) return -1
  for (let at = text.indexOf(marker, from); at !== -1; at = text.indexOf(marker, at + 1)) {
    if (marker === '*' && text[at + 1] === '*') {
      at += 1
      continue
    }
    if (/\s/.test(text[at - 1] ?? ' ')) continue
    if (marker === '_' && /\w/.test(text[at + 1] ?? '')) continue
    return at
  }
  return -1
}

function mergeTexts(blocks: MarkdownBlock[]): MarkdownBlock[] {
  const merge = (nodes: MarkdownInline[]): MarkdownInline[] =>
    nodes.reduce<MarkdownInline[]>((all, node) => {
      const previous = all.at(-1)
      if (node.kind === 'text' && previous?.kind === 'text') all[all.length - 1] = { kind: 'text', text: previous.text + node.text }
      else all.push(node.kind === 'text' ? node : { ...node, children: merge(node.children) })
      return all
    }, [])
  return blocks.map((block) =>
    block.kind === 'list' ? { ...block, items: block.items.map(merge) } : { ...block, children: merge(block.children) },
  )
}
