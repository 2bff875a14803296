import { checkDecisions } from './decisions.ts'
import { readMarkdownFiles, type Problem } from './docs.ts'
import { checkLinks } from './links.ts'
import { checkPaths } from './paths.ts'
import { openRepository } from './repository.ts'

/** Every rule of the docs check over the Markdown files of the git working tree at `root`. */
export function checkDocs(root: string): Problem[] {
  const repo = openRepository(root)
  const docs = readMarkdownFiles(repo)
  return [...checkLinks(repo, docs), ...checkPaths(repo, docs), ...checkDecisions(docs)]
}
