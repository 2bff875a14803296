import path from 'node:path'
import type { MarkdownFile, Problem } from './docs.ts'
import { headingAnchors } from './markdown.ts'
import type { Repository } from './repository.ts'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * Relative links must reach a file or folder of the repository, and a `#anchor` a heading of the Markdown file it
 * names. Links with a scheme (https:, mailto:) are not followed.
 */
export function checkLinks(repo: Repository, docs: MarkdownFile[]): Problem[] {
  const byFile = new Map(docs.map((doc) => [doc.file, doc]))
  const anchors = new Map<string, Set<string>>()
  const anchorsOf = (file: string) => {
    const doc = byFile.get(file)
    if (!doc) return undefined
    if (!anchors.has(file)) anchors.set(file, headingAnchors(doc.headings))
    return anchors.get(file)
  }
  return docs.flatMap((doc) =>
    doc.links.flatMap(({ text: target, line }) => {
      const message = linkProblem(repo, doc.file, target, anchorsOf)
      return message ? [{ file: doc.file, line, message }] : []
    }),
  )
}

function linkProblem(
  repo: Repository,
  from: string,
  target: string,
  anchorsOf: (file: string) => Set<string> | undefined,
): string | undefined {
  if (target === '' || SCHEME.test(target) || target.startsWith('/')) return undefined
  const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined]
  const file = pathPart === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(pathPart)))
  if (file.startsWith('../')) return `link ${target} points outside the repository`
  const bare = file.replace(/\/$/, '')
  if (!repo.files.has(bare) && !repo.folders.has(bare)) return `link ${target}: no file or folder ${bare}`
  if (anchor === undefined || anchor === '') return undefined
  const anchors = anchorsOf(bare)
  if (!anchors) return `link ${target}: #${anchor} needs a Markdown file to point into`
  return anchors.has(decodeURIComponent(anchor)) ? undefined : `link ${target}: ${bare} has no heading #${anchor}`
}
