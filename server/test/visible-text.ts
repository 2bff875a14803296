import { DomUtils, parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'

/** Elements whose content a visitor never reads as text. */
const SILENT = new Set(['script', 'style', 'template', 'noscript'])

/**
 * The words a visitor reads (or hears) on a page the server drew, in order: every text of the page's root, one
 * entry per text node with its spaces collapsed, and each picture's alternative text as `[alt]`.
 */
export function visibleText(html: string): string[] {
  const document = parseDocument(html)
  const root = DomUtils.findOne((element) => element.attribs.id === 'root', document.children)
  const texts: string[] = []
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = node.data.replace(/\s+/g, ' ').trim()
        if (text) texts.push(text)
      } else if ('children' in node && node.type === 'tag') {
        const element = node as Element
        if (SILENT.has(element.name)) continue
        if (element.name === 'img' && element.attribs.alt) texts.push(`[${element.attribs.alt}]`)
        walk(element.children)
      }
    }
  }
  if (root) walk(root.children)
  return texts.map((text) => text.replace(/&nbsp;|\u00a0/g, ' '))
}
