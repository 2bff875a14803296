/**
 * `npm run bench` (front-end part, after the build): what the home page loads first, the largest page chunk, and
 * Lighthouse (system Chromium, mobile and desktop, median of runs) on the real server for each audited page.
 * Results: a table on stdout and bench-results/front.json.
 * Env: BENCH_LIGHTHOUSE_RUNS (3), BENCH_PAGES (comma-separated paths; default: the pages the budgets cover).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { AUDITED_PAGES } from '../../server/bench/budgets.ts'
import { formatTable, writeJson } from '../../server/bench/output.ts'
import { REPO_ROOT, startServer } from '../../server/bench/server-process.ts'
import { measureBundle, type Size } from './bundle-size.ts'
import { auditPages } from './lighthouse.ts'

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const sizeRow = (label: string, size: Size) => [label, kb(size.raw), kb(size.gzip), kb(size.brotli)]

const pages = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? AUDITED_PAGES
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const resultsDir = path.join(REPO_ROOT, 'bench-results')
mkdirSync(resultsDir, { recursive: true })

const bundle = measureBundle(path.join(REPO_ROOT, 'client/dist'))
console.log(
  `\n${formatTable(['front-end (bytes enviados)', 'bruto', 'gzip', 'brotli'], [
    sizeRow('JS da primeira carga, página inicial', bundle.homeFirstLoadJs),
    sizeRow('CSS da primeira carga, página inicial', bundle.homeFirstLoadCss),
    sizeRow(`maior chunk de página (${bundle.largestRouteChunk.route})`, bundle.largestRouteChunk),
  ])}\n`,
)

const server = await startServer(path.join(resultsDir, 'server-front.log'))
try {
  console.log(`Lighthouse, mediana de ${runs} execução(ões) por página:`)
  const lighthouse = await auditPages(server.baseUrl, pages, ['mobile', 'desktop'], runs)
  const rows = lighthouse.map((row) => [
    `${row.formFactor} ${row.path}`,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    kb(row.transferBytesWithoutMedia),
    kb(row.transferBytes),
  ])
  console.log(
    `\n${formatTable(['página', 'desempenho', 'acessib.', 'boas prát.', 'SEO', 'transf. sem vídeo', 'transf. total'], rows)}`,
  )
  writeJson(path.join(resultsDir, 'front.json'), { date: new Date().toISOString(), runs, bundle, lighthouse })
} finally {
  await server.stop()
}
