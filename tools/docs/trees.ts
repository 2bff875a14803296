import path from 'node:path'
import type { MarkdownFile, Problem } from './docs.ts'
import type { Fence } from './markdown.ts'
import { hasPlaceholder, isTreeName } from './path-syntax.ts'
import type { Repository } from './repository.ts'

export interface TreeEntry {
  /** The full path from the root, ending in a slash for a folder. */
  path: string
  line: number
  /** The folder entry it is indented under, '' at the block's first level. */
  parent: string
  name: string
}

/** The entries of a file's tree blocks: its code fences without a language. */
export function treeEntries(doc: MarkdownFile): TreeEntry[] {
  return doc.fences.filter((fence) => fence.info === '').flatMap(entriesOf)
}

/**
 * A line is an entry when its first word names a folder or a file and it is indented at most one step (two spaces)
 * deeper than the entry before it; deeper lines continue the description above them. An entry sits in the nearest
 * folder entry indented less.
 */
function entriesOf(fence: Fence): TreeEntry[] {
  const entries: TreeEntry[] = []
  const folders: { indent: number; path: string }[] = []
  let lastIndent = 0
  fence.lines.forEach((text, index) => {
    const [, spaces = '', name = ''] = /^( *)(\S+)(?: {2,}.*)?$/.exec(text) ?? []
    const indent = spaces.length
    if (indent > lastIndent + 2 || !isTreeName(name)) return
    lastIndent = indent
    while (folders.length > 0 && folders.at(-1)!.indent >= indent) folders.pop()
    const parent = folders.at(-1)?.path ?? ''
    entries.push({ path: parent + name, line: fence.firstLine + index, parent, name })
    if (name.endsWith('/')) folders.push({ indent, path: parent + name })
  })
  return entries
}

/**
 * A folder whose contents a tree block lists lists all of them (test files aside), so that a new or moved folder
 * shows in the docs. An entry such as `http/compression.ts` lists `http/`.
 */
export function checkTreeCompleteness(repo: Repository, doc: MarkdownFile): Problem[] {
  const entries = treeEntries(doc)
  return entries
    .filter((entry) => entry.path.endsWith('/') && !hasPlaceholder(entry.path))
    .flatMap((folder) => {
      const children = entries.filter((entry) => entry.parent === folder.path)
      if (children.length === 0) return []
      const listed = new Set(children.map((entry) => entry.name.replace(/\/.*/, '')))
      const left = contents(repo, folder.path.replace(/\/$/, '')).filter(
        (child) => !listed.has(child.replace(/\/$/, '')) && !/\.test\.[^.]+$/.test(child),
      )
      if (left.length === 0) return []
      return [{ file: doc.file, line: folder.line, message: `the tree of ${folder.path} leaves out ${left.join(', ')}` }]
    })
}

/** The folders (with a trailing slash) and files directly inside `folder`. */
function contents(repo: Repository, folder: string): string[] {
  const inside = (entry: string) => path.posix.dirname(entry) === folder
  const folders = [...repo.folders].filter(inside).map((entry) => `${path.posix.basename(entry)}/`)
  const files = [...repo.files].filter(inside).map((entry) => path.posix.basename(entry))
  return [...folders, ...files].sort()
}
