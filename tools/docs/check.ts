/** npm run check:docs: lists every problem of the docs (see docs/architecture.md, "Docs") and exits 1 if any. */
import path from 'node:path'
import { checkDocs } from './check-docs.ts'
import { formatProblem } from './docs.ts'

const problems = checkDocs(path.resolve(import.meta.dirname, '../..'))
if (problems.length > 0) {
  const lines = problems.map((problem) => `  ${formatProblem(problem)}`)
  console.error(`The docs check found ${problems.length} problem(s):\n${lines.join('\n')}`)
  process.exit(1)
}
