/** npm run docs:index: writes the index of docs/decisions into INDEX_FILE, between its markers. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { INDEX_END, INDEX_FILE, INDEX_START, readDecisions, withIndex } from './decisions.ts'
import { readMarkdownFiles } from './docs.ts'
import { openRepository } from './repository.ts'

const repo = openRepository(path.resolve(import.meta.dirname, '../..'))
const text = withIndex(repo.read(INDEX_FILE), readDecisions(readMarkdownFiles(repo)))
if (text === undefined) {
  console.error(`${INDEX_FILE} has no ${INDEX_START} and ${INDEX_END} lines to write the index between.`)
  process.exit(1)
}
writeFileSync(path.join(repo.root, INDEX_FILE), text)
