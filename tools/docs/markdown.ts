/**
 * The few parts of a Markdown file the docs check reads, found by a small scanner rather than a full parser: the
 * docs use ATX headings, fenced code blocks, inline code and inline links, nothing else that matters here.
 */

export interface Fence {
  info: string
  /** 1-based line number of the first line inside the fence. */
  firstLine: number
  lines: string[]
}

export interface Located {
  text: string
  line: number
}

export interface MarkdownScan {
  fences: Fence[]
  headings: Located[]
  /** Inline code outside fences, a line break inside it read as a space. */
  codeSpans: Located[]
  /** Targets of inline links and images outside code. */
  links: Located[]
}

const FENCE_OPEN = /^(`{3,}|~{3,})\s*([^`]*)$/
const HEADING = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/
const LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/g
const HTML_COMMENT = /<!--[\s\S]*?-->/g

export function scanMarkdown(text: string): MarkdownScan {
  const lines = text.split('\n')
  const fences: Fence[] = []
  const prose = [...lines]
  let open: { marker: string; fence: Fence } | undefined
  lines.forEach((line, index) => {
    if (open) {
      prose[index] = ''
      if (closesFence(line.trim(), open.marker)) open = undefined
      else open.fence.lines.push(line)
      return
    }
    const start = FENCE_OPEN.exec(line.trimStart())
    if (!start) return
    prose[index] = ''
    open = { marker: start[1]!, fence: { info: start[2]!.trim(), firstLine: index + 2, lines: [] } }
    fences.push(open.fence)
  })
  const withoutComments = prose.join('\n').replace(HTML_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
  const { masked, codeSpans } = maskCodeSpans(withoutComments)
  return { fences, headings: findHeadings(prose), codeSpans, links: findLinks(masked) }
}

function closesFence(line: string, marker: string): boolean {
  return line.length >= marker.length && [...line].every((character) => character === marker[0])
}

/** Inline code spans (a run of n backticks up to the next run of exactly n), replaced by spaces in `masked`. */
function maskCodeSpans(text: string): { masked: string; codeSpans: Located[] } {
  const codeSpans: Located[] = []
  let masked = ''
  let position = 0
  const runs = /`+/g
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    const closing = new RegExp(`(?<!\`)\`{${run[0].length}}(?!\`)`, 'g')
    closing.lastIndex = run.index + run[0].length
    const close = closing.exec(text)
    if (!close) continue
    const inner = text.slice(run.index + run[0].length, close.index)
    codeSpans.push({ text: inner.replace(/\n/g, ' ').trim(), line: lineOf(text, run.index) })
    masked += text.slice(position, run.index) + text.slice(run.index, closing.lastIndex).replace(/[^\n]/g, ' ')
    position = closing.lastIndex
    runs.lastIndex = closing.lastIndex
  }
  return { masked: masked + text.slice(position), codeSpans }
}

function findLinks(masked: string): Located[] {
  return [...masked.matchAll(LINK)].map((match) => ({ text: match[1]!, line: lineOf(masked, match.index) }))
}

function findHeadings(prose: string[]): Located[] {
  return prose.flatMap((line, index) => {
    const heading = HEADING.exec(line)
    return heading ? [{ text: heading[1]!, line: index + 1 }] : []
  })
}

function lineOf(text: string, offset: number): number {
  let line = 1
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++
  return line
}

/** The anchors GitHub gives a file's headings: the rendered text in lower case, punctuation dropped, spaces as
 * hyphens, and -1, -2... after repeats. */
export function headingAnchors(headings: Located[]): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const { text } of headings) {
    const base = slug(plainText(text))
    const repeats = seen.get(base) ?? 0
    seen.set(base, repeats + 1)
    anchors.add(repeats === 0 ? base : `${base}-${repeats}`)
  }
  return anchors
}

function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
}

function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}
