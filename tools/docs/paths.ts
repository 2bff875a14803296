import path from 'node:path'
import { isDecisionRecord } from './decisions.ts'
import type { MarkdownFile, Problem } from './docs.ts'
import { hasPlaceholder, isInlinePath, patternRegExp } from './path-syntax.ts'
import type { Repository } from './repository.ts'
import { checkTreeCompleteness, treeEntries } from './trees.ts'

interface NamedPath {
  path: string
  line: number
  /** Folders (from the root, '' for the root itself) the path may be relative to. */
  bases: string[]
}

/**
 * What a doc names as a path exists: the entries of its tree blocks and its inline code that names a path (see
 * path-syntax.ts), unless git ignores it (build output, data). Decision records are left out: they describe the code
 * as it was when they were taken.
 */
export function checkPaths(repo: Repository, docs: MarkdownFile[]): Problem[] {
  const living = docs.filter((doc) => !isDecisionRecord(doc.file))
  const missing = living
    .flatMap((doc) => namedPaths(doc).map((named) => ({ file: doc.file, named })))
    .filter(({ named }) => !resolves(repo, named))
  // git matches a folder pattern (`dist/`) to a missing folder only when its name ends with a slash.
  const ignored = repo.ignored(missing.flatMap(({ named }) => candidates(named).flatMap((at) => [at, `${at}/`])))
  const isIgnored = (named: NamedPath) => candidates(named).some((at) => ignored.has(at) || ignored.has(`${at}/`))
  return [
    ...missing
      .filter(({ named }) => !isIgnored(named))
      .map(({ file, named }) => ({ file, line: named.line, message: missingMessage(named) })),
    ...living.flatMap((doc) => checkTreeCompleteness(repo, doc)),
  ]
}

/** Tree entries from the root; inline paths from the root or a folder of the file's tree blocks, or, when they
 * start with ./ or ../, from the file's own folder. */
function namedPaths(doc: MarkdownFile): NamedPath[] {
  const entries = treeEntries(doc)
  const folders = entries.filter((entry) => entry.path.endsWith('/') && !hasPlaceholder(entry.path))
  const bases = ['', ...new Set(folders.map((folder) => folder.path.replace(/\/$/, '')))]
  const ownFolder = path.posix.dirname(doc.file)
  const inline = doc.codeSpans
    .filter((span) => isInlinePath(span.text))
    .map(({ text, line }) => ({ path: text, line, bases: /^\.\.?\//.test(text) ? [ownFolder] : bases }))
  return [...entries.map(({ path, line }) => ({ path, line, bases: [''] })), ...inline]
}

function candidates({ path: named, bases }: NamedPath): string[] {
  return bases.map((base) => path.posix.normalize(path.posix.join(base, named)).replace(/(.)\/$/, '$1'))
}

function resolves(repo: Repository, named: NamedPath): boolean {
  const folderOnly = named.path.endsWith('/')
  const pool = folderOnly ? [...repo.folders] : [...repo.folders, ...repo.files]
  const exists = (candidate: string) => {
    if (candidate === '.' || candidate === './') return true
    if (!hasPlaceholder(candidate)) return repo.folders.has(candidate) || (!folderOnly && repo.files.has(candidate))
    const regex = patternRegExp(candidate)
    return pool.some((entry) => regex.test(entry))
  }
  if (candidates(named).some(exists)) return true
  // A file named alone (`main.tsx`, `global.css`) may sit in any folder.
  return !named.path.includes('/') && [...repo.files].some((file) => path.posix.basename(file) === named.path)
}

function missingMessage(named: NamedPath): string {
  const first = candidates(named)[0]!
  if (first === '..' || first.startsWith('../')) return `\`${named.path}\` points outside the repository`
  if (!named.path.includes('/')) return `\`${named.path}\` names no file of the repository`
  const where = named.bases.length > 1 ? ' (from the root or from a folder of the tree blocks of this file)' : ''
  return `\`${named.path}\` names no file or folder${where}`
}
