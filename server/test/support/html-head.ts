import { DomUtils, parseDocument } from 'htmlparser2'

/** A page's <head> as a crawler or a link preview reads it: titles, meta tags, links and JSON-LD objects. */
export interface ParsedHead {
  titles: string[]
  /** By `name` or `property`: every content given. */
  meta: Map<string, string[]>
  links: Map<string, string[]>
  structuredData: Record<string, unknown>[]
}

const push = (map: Map<string, string[]>, key: string | undefined, value: string | undefined) => {
  if (key === undefined || value === undefined) return
  map.set(key, [...(map.get(key) ?? []), value])
}

/** Parses an HTML document (entities decoded, as browsers do) and collects what its <head> says. */
export function parseHead(html: string): ParsedHead {
  const head = DomUtils.getElementsByTagName('head', parseDocument(html))[0]
  if (!head) throw new Error('página sem <head>')
  const elements = (tag: string) => DomUtils.getElementsByTagName(tag, head)
  const meta = new Map<string, string[]>()
  for (const tag of elements('meta')) push(meta, tag.attribs.name ?? tag.attribs.property, tag.attribs.content)
  const links = new Map<string, string[]>()
  for (const tag of elements('link')) push(links, tag.attribs.rel, tag.attribs.href)
  return {
    titles: elements('title').map((tag) => DomUtils.textContent(tag)),
    meta,
    links,
    structuredData: elements('script')
      .filter((tag) => tag.attribs.type === 'application/ld+json')
      .map((tag) => JSON.parse(DomUtils.textContent(tag)) as Record<string, unknown>),
  }
}

/** The single value of a meta tag or link; fails when there is none or more than one. */
export function one(map: Map<string, string[]>, key: string): string {
  const values = map.get(key) ?? []
  if (values.length !== 1) throw new Error(`${key}: ${values.length} valores`)
  return values[0]!
}
