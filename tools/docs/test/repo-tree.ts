import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { checkDocs } from '../check-docs.ts'
import { INDEX_END, INDEX_START } from '../decisions.ts'
import { formatProblem } from '../docs.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A throw-away git working tree holding `files` (path → text), removed after the test. */
export function repoTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'))
  roots.push(root)
  execFileSync('git', ['init', '-q', root])
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

/** The docs check's lines for a throw-away tree of `files`. */
export function problemsOf(files: Record<string, string>): string[] {
  return checkDocs(repoTree(files)).map(formatProblem)
}

/** The decision records and index every tree needs to be clean: one accepted record, the index up to date. */
export const ONE_DECISION = {
  'docs/decisions/0001-first.md': '# 1. First\n\nStatus: accepted\n',
  'docs/architecture.md': [
    '# Architecture',
    '',
    INDEX_START,
    '| no. | decision | status |',
    '| --- | --- | --- |',
    '| [1](decisions/0001-first.md) | First | accepted |',
    INDEX_END,
    '',
  ].join('\n'),
}
