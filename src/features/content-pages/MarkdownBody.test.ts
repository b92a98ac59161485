import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parsePageMarkdown } from '#/domain/page-markdown.ts'
import { MarkdownBody } from './MarkdownBody.tsx'

const html = (source: string) => renderToStaticMarkup(createElement(MarkdownBody, { blocks: parsePageMarkdown(source).blocks }))

describe('a page body drawn from its Markdown (decision 034)', () => {
  it('draws the allow-list as elements: headings, paragraphs, lists, bold, italic and links to the web', () => {
    expect(
      html('## Kop\n\n### Onder\n\nEen **vet** en *schuin* woord.\n\n- een\n- twee\n\n1. eerst\n\n[Site](https://example.test/a?b=1&c=2)'),
    ).toBe(
      '<h2>Kop</h2><h3>Onder</h3><p>Een <strong>vet</strong> en <em>schuin</em> woord.</p><ul><li>een</li><li>twee</li></ul><ol><li>eerst</li></ol>' +
        '<p><a href="https://example.test/a?b=1&amp;c=2" rel="noopener">Site</a></p>',
    )
  })

  it('links a page of the site by its path, a mail and a phone as written', () => {
    expect(html('[Contact](/nl/contact/), [mail](mailto:info@example.test) of [bel](tel:+3210223344)')).toBe(
      '<p><a href="/nl/contact/">Contact</a>, <a href="mailto:info@example.test">mail</a> of <a href="tel:+3210223344">bel</a></p>',
    )
  })

  it('escapes whatever else was typed: HTML stays text, a script link is its words', () => {
    expect(html('<script>alert(1)</script> & <b>x</b>\n\n[Klik](javascript:void)')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;x&lt;/b&gt;</p><p>Klik</p>',
    )
  })
})
