import type { Readable } from 'node:stream'
import { SaxesParser } from 'saxes'
import type { Deadline } from './work-gate.ts'

/** What a part's XML is read with: called per element and per run of text, in document order. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void
  text?(text: string): void
  close?(name: string): void
}

/** An element's or attribute's name without its prefix: some writers spell <row> as <x:row>. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1)

/**
 * A strict XML parser (saxes) that calls `handlers`. It expands no entity a document declares (no DTD is read), so
 * a few bytes cannot grow into gigabytes of text; a handler that throws stops the parse.
 */
export function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser({ position: false })
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>))
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)))
  if (handlers.text) {
    parser.on('text', handlers.text)
    parser.on('cdata', handlers.text)
  }
  return parser
}

/** The part's text as it unpacks, a chunk at a time, the deadline asked before each one. */
export async function* textChunks(stream: Readable, deadline: Deadline): AsyncGenerator<string> {
  stream.setEncoding('utf8')
  for await (const chunk of stream) {
    deadline.check()
    yield chunk as string
  }
}

/** Reads a whole part through `handlers`; leaving early (a bound passed) stops the unpacking too. */
export async function readXml(stream: Readable, handlers: XmlHandlers, deadline: Deadline): Promise<void> {
  const parser = xmlParser(handlers)
  for await (const chunk of textChunks(stream, deadline)) parser.write(chunk)
  parser.close()
}
