import path from 'node:path'
import type { MarkdownFile, Problem } from './docs.ts'

export const DECISIONS_FOLDER = 'docs/decisions'
/** The file that holds the generated index of decisions, between the two markers. */
export const INDEX_FILE = 'docs/architecture.md'
export const INDEX_START = '<!-- decisions:start: written by `npm run docs:index` from each record; do not edit by hand -->'
export const INDEX_END = '<!-- decisions:end -->'

const RECORD_NAME = /^(\d{4})-[a-z0-9-]+\.md$/
const STATUSES = ['proposed', 'accepted', 'superseded', 'deprecated']
const STATUS_LINE = /^Status:\s*(.*)$/

interface DecisionRecord {
  file: string
  number: number
  title: string | undefined
  status: Status | undefined
}

interface Status {
  /** The Status line and the lines that continue it, up to a blank line or a heading. */
  text: string
  line: number
  /** Its first word, in lower case. */
  word: string
  /** The records its links point to. */
  targets: string[]
}

export function isDecisionRecord(file: string): boolean {
  return path.posix.dirname(file) === DECISIONS_FOLDER && RECORD_NAME.test(path.posix.basename(file))
}

/** The records docs/decisions/NNNN-name.md, in the order of their numbers. */
export function readDecisions(docs: MarkdownFile[]): DecisionRecord[] {
  return docs
    .filter((doc) => isDecisionRecord(doc.file))
    .map((doc) => ({
      file: doc.file,
      number: Number(RECORD_NAME.exec(path.posix.basename(doc.file))![1]),
      title: doc.headings[0]?.text.replace(/^\d+\.\s*/, ''),
      status: statusOf(doc),
    }))
    .sort((a, b) => a.number - b.number || a.file.localeCompare(b.file))
}

function statusOf(doc: MarkdownFile): Status | undefined {
  const start = doc.lines.findIndex((line) => STATUS_LINE.test(line))
  if (start === -1) return undefined
  const end = doc.lines.findIndex((line, index) => index > start && (line.trim() === '' || line.startsWith('#')))
  const last = end === -1 ? doc.lines.length : end
  const text = [STATUS_LINE.exec(doc.lines[start]!)![1]!, ...doc.lines.slice(start + 1, last)].join(' ').trim()
  const targets = doc.links
    .filter((link) => link.line > start && link.line <= last)
    .map((link) => path.posix.normalize(path.posix.join(DECISIONS_FOLDER, link.text.split('#')[0]!)))
  return { text, line: start + 1, word: /^[a-z]*/i.exec(text)![0].toLowerCase(), targets }
}

/**
 * Each record has a title and a Status line with a known status; a superseded one links to the record that replaces
 * it; numbers run 1, 2, 3... without gaps or repeats; the index in INDEX_FILE is the one `npm run docs:index` writes.
 */
export function checkDecisions(docs: MarkdownFile[]): Problem[] {
  const records = readDecisions(docs)
  const files = new Set(records.map((record) => record.file))
  const indexDoc = docs.find((doc) => doc.file === INDEX_FILE)
  return [
    ...records.flatMap((record) => recordProblems(record, files)),
    ...numberingProblems(records),
    ...(indexDoc ? indexProblems(indexDoc, records) : []),
  ]
}

function recordProblems({ file, title, status }: DecisionRecord, files: Set<string>): Problem[] {
  const problems: Problem[] = []
  const statuses = STATUSES.join(', ')
  if (!title) problems.push({ file, message: 'no title (a first line "# <title>")' })
  if (!status) return [...problems, { file, message: `no Status line (e.g. "Status: accepted"; one of ${statuses})` }]
  const { line, word } = status
  if (!STATUSES.includes(word)) problems.push({ file, line, message: `unknown status "${status.text}" (one of ${statuses})` })
  if (word === 'superseded' && !status.targets.some((target) => target !== file && files.has(target))) {
    const message = 'a superseded record links to the record that supersedes it: "Status: superseded by [decision N](NNNN-name.md)"'
    problems.push({ file, line, message })
  }
  return problems
}

function numberingProblems(records: DecisionRecord[]): Problem[] {
  const byNumber = new Map<number, string[]>()
  for (const { number, file } of records) byNumber.set(number, [...(byNumber.get(number) ?? []), path.posix.basename(file)])
  const repeats = [...byNumber].filter(([, names]) => names.length > 1)
  const gaps = Array.from({ length: Math.max(0, ...byNumber.keys()) }, (_, index) => index + 1).filter((n) => !byNumber.has(n))
  return [
    ...repeats.map(([number, names]) => ({ file: DECISIONS_FOLDER, message: `number ${number} is used by ${names.join(' and ')}` })),
    ...(gaps.length > 0 ? [{ file: DECISIONS_FOLDER, message: `numbers run 1, 2, 3... without gaps: no record ${gaps.join(', ')}` }] : []),
  ]
}

function indexProblems(indexDoc: MarkdownFile, records: DecisionRecord[]): Problem[] {
  const bounds = markers(indexDoc.lines)
  if (!bounds) {
    return [{ file: INDEX_FILE, message: `no decision index: add the lines ${INDEX_START} and ${INDEX_END}, then run npm run docs:index` }]
  }
  const current = indexDoc.lines.slice(bounds.start + 1, bounds.end).join('\n')
  return current === decisionIndex(records) ? [] : [{ file: INDEX_FILE, message: 'the decision index is stale: run npm run docs:index' }]
}

function markers(lines: string[]): { start: number; end: number } | undefined {
  const start = lines.indexOf(INDEX_START)
  const end = lines.indexOf(INDEX_END)
  return start === -1 || end < start ? undefined : { start, end }
}

/** The index table: each record's number linked to it, its title and its status (with the record that supersedes it). */
function decisionIndex(records: DecisionRecord[]): string {
  const link = (file: string) => path.posix.relative(path.posix.dirname(INDEX_FILE), file)
  const numbers = new Map(records.map((record) => [record.file, record.number]))
  const rows = records.map(({ file, number, title = '', status }) => {
    const successors = status?.word === 'superseded' ? status.targets.filter((target) => numbers.has(target)) : []
    const by = successors.map((target) => ` by [${numbers.get(target)}](${link(target)})`).join(',')
    return `| [${number}](${link(file)}) | ${title.replace(/\|/g, '\\|')} | ${status?.word || 'no status'}${by} |`
  })
  return ['| no. | decision | status |', '| --- | --- | --- |', ...rows].join('\n')
}

/** `text` of INDEX_FILE with the index written between its markers, or undefined when the markers are missing. */
export function withIndex(text: string, records: DecisionRecord[]): string | undefined {
  const lines = text.split('\n')
  const bounds = markers(lines)
  if (!bounds) return undefined
  return [...lines.slice(0, bounds.start + 1), decisionIndex(records), ...lines.slice(bounds.end)].join('\n')
}
