import { DomUtils, type parseDocument } from 'htmlparser2'

// The few DOM queries the crawl needs, over htmlparser2's tree (no browser: 1,200 pages parse in seconds).
type Document = ReturnType<typeof parseDocument>
type Node = Document | Document['children'][number]
export type Element = Extract<Node, { name: string; attribs: Record<string, string> }>

/** Every element below `root` that passes `test`, in document order. */
export function selectAll(root: Node | Node[], test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(
    (element) => test(element as Element),
    Array.isArray(root) ? root : 'children' in root ? root.children : [],
  ) as Element[]
}

export function textContent(node: Node | undefined): string {
  return node ? DomUtils.textContent(node) : ''
}

export function getAttributeValue(element: Element | undefined, name: string): string | undefined {
  return element?.attribs[name]
}
