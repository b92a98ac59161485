import type { MarkdownBlock, MarkdownInline } from '#/domain/page-markdown.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'

// Decision 034: a page text the agency wrote, drawn from the blocks of src/domain/page-markdown.ts as
// React elements, so every character is escaped and nothing outside the allow-list is ever markup.

function Inline({ nodes }: { nodes: MarkdownInline[] }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'strong':
        return (
          <strong key={index}>
            <Inline nodes={node.children} />
          </strong>
        )
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        )
      case 'link':
        // a page of the site keeps the single-page navigation; the web opens as any link does
        return node.href.startsWith('/') ? (
          <SiteLink key={index} href={node.href}>
            <Inline nodes={node.children} />
          </SiteLink>
        ) : (
          <a key={index} href={node.href} rel={/^https?:/i.test(node.href) ? 'noopener' : undefined}>
            <Inline nodes={node.children} />
          </a>
        )
    }
  })
}

/** A page's body: headings (h2, h3), paragraphs and lists, in the page typography around it (`prose-page`). */
export function MarkdownBody({ blocks }: { blocks: MarkdownBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Heading = block.level === 2 ? 'h2' : 'h3'
        return (
          <Heading key={index}>
            <Inline nodes={block.children} />
          </Heading>
        )
      }
      case 'paragraph':
        return (
          <p key={index}>
            <Inline nodes={block.children} />
          </p>
        )
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline nodes={item} />
              </li>
            ))}
          </List>
        )
      }
    }
  })
}
