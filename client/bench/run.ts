/**
 * `npm run bench` (front-end part, after the build): what the home page loads first, the largest page chunk, and
 * Lighthouse (system Chromium, mobile and desktop, median of runs) on the real server for each audited page.
 * Results: a table on stdout and bench-results/front.json.
 * Env: BENCH_LIGHTHOUSE_RUNS (3), BENCH_PAGES (comma-separated paths; default: the pages the budgets cover),
 * BENCH_FORM_FACTORS (mobile,desktop), BENCH_REFERENCE_URL (another site measured beside ours: reference-comparison.ts),
 * BENCH_KEEP_REPORTS (a folder for each run's Lighthouse report and trace: lighthouse.ts).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { AUDITED_PAGES } from '../../server/bench/budgets.ts'
import { formatTable, writeJson } from '../../server/bench/output.ts'
import { REPO_ROOT, startServer } from '../../server/bench/server-process.ts'
import { measureBundle, type Size } from './bundle-size.ts'
import { auditPages, type FormFactor } from './lighthouse.ts'
import { auditBesideReference, formatComparison } from './reference-comparison.ts'

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const sizeRow = (label: string, size: Size) => [label, kb(size.raw), kb(size.gzip), kb(size.brotli)]

const formFactors = (process.env.BENCH_FORM_FACTORS?.split(',').filter(Boolean) ?? ['mobile', 'desktop']) as FormFactor[]
const pages = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? AUDITED_PAGES
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const referenceUrl = process.env.BENCH_REFERENCE_URL
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
  const { ours: lighthouse, comparisons } = referenceUrl
    ? await auditBesideReference(server.baseUrl, referenceUrl, pages, formFactors, runs)
    : { ours: await auditPages(server.baseUrl, pages, formFactors, runs), comparisons: [] }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const rows = lighthouse.map((row) => [
    `${row.formFactor} ${row.path}`,
    String(row.performance),
    `${row.totalBlockingTimeMs} ms`,
    seconds(row.firstContentfulPaintMs),
    seconds(row.largestContentfulPaintMs),
    kb(row.scriptTransferBytes),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    kb(row.transferBytesWithoutMedia),
    kb(row.transferBytes),
  ])
  const header = ['página', 'desempenho', 'TBT', 'FCP', 'LCP', 'JS transf.', 'acessib.', 'boas prát.', 'SEO', 'transf. sem vídeo', 'transf. total']
  console.log(`\n${formatTable(header, rows)}`)
  if (referenceUrl) console.log(`\nLado a lado com ${referenceUrl} (mobile):\n${formatComparison(comparisons)}`)
  writeJson(path.join(resultsDir, 'front.json'), { date: new Date().toISOString(), runs, bundle, lighthouse, comparisons })
} finally {
  await server.stop()
}
