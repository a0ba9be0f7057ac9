// An article's Markdown made into the HTML the web app shows as it is: rendered once here, so
// the browser never runs a Markdown renderer (decision 009).

import type { Element, Root } from 'hast'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { isInternalPath } from '#src/contract/blog'
import { markdownUrlTransform } from './markdown-url'

/** The attribute that carries an address, for the elements Markdown makes with one. */
const ADDRESS_OF: Record<string, string> = { a: 'href', img: 'src' }

function eachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    visit(child)
    eachElement(child, visit)
  }
}

/**
 * The page's title is its only <h1>, so a `#` heading in the body becomes an <h2>. Addresses
 * keep only the safe schemes of docs/product.md §5 (an unsafe one is removed, leaving a link without a target);
 * a link that leaves Cadence opens without giving the other site a hold on this page.
 */
function articleElements() {
  return (tree: Root) =>
    eachElement(tree, (element) => {
      if (element.tagName === 'h1') element.tagName = 'h2'
      const attribute = ADDRESS_OF[element.tagName]
      if (!attribute) return
      const value = element.properties[attribute]
      const address = typeof value === 'string' ? markdownUrlTransform(value) : ''
      if (address) element.properties[attribute] = address
      else delete element.properties[attribute]
      if (element.tagName === 'a' && !isInternalPath(address))
        element.properties.rel = ['noopener', 'noreferrer']
    })
}

// Raw HTML in the Markdown is dropped, not passed on: remark-rehype and rehype-stringify both
// leave `allowDangerousHtml` off, and every text and attribute is escaped on the way out.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(articleElements)
  .use(rehypeStringify)
  .freeze()

/** How many bodies are kept rendered: more than the blog has articles. */
const KEPT = 64
const rendered = new Map<string, string>()

/**
 * The article's body as HTML, safe to put into the page as it is. Rendering takes some
 * milliseconds, so each body is rendered once and kept, keyed by its own Markdown: an article
 * whose text changes is rendered anew, and the one read longest ago is let go first.
 */
export function articleHtml(markdown: string): string {
  const kept = rendered.get(markdown)
  if (kept !== undefined) {
    rendered.delete(markdown)
    rendered.set(markdown, kept)
    return kept
  }
  const html = String(processor.processSync(markdown))
  rendered.set(markdown, html)
  if (rendered.size > KEPT) {
    const oldest = rendered.keys().next().value
    if (oldest !== undefined) rendered.delete(oldest)
  }
  return html
}
