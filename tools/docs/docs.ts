import { scanMarkdown, type MarkdownScan } from './markdown.ts'
import type { Repository } from './repository.ts'

export interface MarkdownFile extends MarkdownScan {
  /** Path from the repository root, with forward slashes. */
  file: string
  lines: string[]
}

export interface Problem {
  file: string
  line?: number
  message: string
}

/** Every Markdown file of the repository that git does not ignore (node_modules, build output). */
export function readMarkdownFiles(repo: Repository): MarkdownFile[] {
  return [...repo.files]
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = repo.read(file)
      return { file, lines: text.split('\n'), ...scanMarkdown(text) }
    })
}

export function formatProblem({ file, line, message }: Problem): string {
  return `${file}${line === undefined ? '' : `:${line}`}: ${message}`
}
