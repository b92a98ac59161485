import { describe, expect, it } from 'vitest'
import { isAllowedLinkTarget, parsePageMarkdown } from './page-markdown.ts'

const text = (value: string) => ({ kind: 'text', text: value })
const blocksOf = (source: string) => parsePageMarkdown(source).blocks

describe('the pages’ small Markdown (decision 034)', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    expect(
      blocksOf(
        '## Vendre avec nous\n\nNous estimons votre bien\nsous 48 heures.\n\n- une visite\n- une estimation\n\n1. signer\n2. vendre\n### Frais',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, children: [text('Vendre avec nous')] },
      { kind: 'paragraph', children: [text('Nous estimons votre bien sous 48 heures.')] },
      { kind: 'list', ordered: false, items: [[text('une visite')], [text('une estimation')]] },
      { kind: 'list', ordered: true, items: [[text('signer')], [text('vendre')]] },
      { kind: 'heading', level: 3, children: [text('Frais')] },
    ])
  })

  it('a text’s headings are never a second h1: # is h2, #### and deeper are h3', () => {
    expect(blocksOf('# Titre\n#### Détail').map((block) => block.kind === 'heading' && block.level)).toEqual([2, 3])
  })

  it('reads bold, italic and links inside a block, nested', () => {
    expect(blocksOf('Un **bien _rare_** à [Wavre](/fr/a-vendre/wavre/) ou *ailleurs*.')).toEqual([
      {
        kind: 'paragraph',
        children: [
          text('Un '),
          { kind: 'strong', children: [text('bien '), { kind: 'em', children: [text('rare')] }] },
          text(' à '),
          { kind: 'link', href: '/fr/a-vendre/wavre/', children: [text('Wavre')] },
          text(' ou '),
          { kind: 'em', children: [text('ailleurs')] },
          text('.'),
        ],
      },
    ])
  })

  it('HTML stays text, and the editor is told on which line', () => {
    const { blocks, problems } = parsePageMarkdown('Bonjour\n\n<script>alert(1)</script> <b>gras</b>')
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [text('<script>alert(1)</script> <b>gras</b>')] })
    expect(problems).toEqual([{ line: 3, code: 'html' }])
  })

  it('a link to anything but the web, a mail, a phone or a page of the site keeps only its words', () => {
    const { blocks, problems } = parsePageMarkdown('[cliquez](javascript:alert(1)) et [ici](//evil.example/)')
    expect(blocks).toEqual([{ kind: 'paragraph', children: [text('cliquez) et ici')] }])
    expect(problems).toEqual([
      { line: 1, code: 'link-target' },
      { line: 1, code: 'link-target' },
    ])
  })

  it('a problem inside a paragraph of several lines is reported at its first line', () => {
    expect(parsePageMarkdown('Intro\n\nLigne un\n[deux](javascript:x)').problems).toEqual([{ line: 3, code: 'link-target' }])
  })

  it.each([
    ['https://www.ipi.be/', true],
    ['mailto:info@immo-dyle.be', true],
    ['tel:+32 10 22 33 44', true],
    ['/nl/contact/', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//evil.example/', false],
    ['vbscript:x', false],
  ])('a link to %s is allowed: %s', (href, allowed) => {
    expect(isAllowedLinkTarget(href)).toBe(allowed)
  })

  it('markers that do not close, escaped markers and snake_case words stay as written', () => {
    expect(blocksOf('2 * 3 = 6, un_mot_long, \\*pas gras\\* et **ouvert')).toEqual([
      { kind: 'paragraph', children: [text('2 * 3 = 6, un_mot_long, *pas gras* et **ouvert')] },
    ])
  })

  it('an indented line continues its list item; Windows line ends read the same', () => {
    expect(blocksOf('- une visite\r\n  le samedi\r\n- une offre')).toEqual([
      { kind: 'list', ordered: false, items: [[text('une visite le samedi')], [text('une offre')]] },
    ])
  })
})
