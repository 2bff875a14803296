/**
 * `npm run bench:check`: reads bench-results/bench.json and front.json (written by `npm run bench`) and fails when a
 * budget of budgets.ts is missed or a result is missing.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { apiChecks, bundleChecks, lighthouseChecks, type BudgetCheck } from './budgets.ts'
import { printChecks } from './output.ts'
import { REPO_ROOT } from './server-process.ts'

function readResults<T>(name: string): T | undefined {
  const file = path.join(REPO_ROOT, 'bench-results', name)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

const missing = (name: string): BudgetCheck => ({
  budget: `bench-results/${name}`,
  limit: 'presente (npm run bench)',
  measured: 'ausente',
  ok: false,
})

const api = readResults<Parameters<typeof apiChecks>[0]>('bench.json')
const front = readResults<{ bundle: Parameters<typeof bundleChecks>[0]; lighthouse: Parameters<typeof lighthouseChecks>[0] }>(
  'front.json',
)
const checks = [
  ...(front ? [...bundleChecks(front.bundle), ...lighthouseChecks(front.lighthouse)] : [missing('front.json')]),
  ...(api ? apiChecks(api) : [missing('bench.json')]),
]
if (!printChecks(checks)) process.exitCode = 1
