/**
 * `npm run bench:front`: builds the client, measures what the home page loads first and the largest page chunk,
 * then runs Lighthouse (system Chromium) against the real server for a few pages.
 * Env: BENCH_LIGHTHOUSE_RUNS (1), BENCH_PAGES (comma-separated paths; default /,/noticias,/cursos/nef).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, startServer } from '../../server/bench/server-process.ts'
import { measureBundle, type Size } from './bundle-size.ts'
import { auditPages } from './lighthouse.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const sizes = (size: Size) => `${kb(size.raw)} bruto, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli`

const pages = (process.env.BENCH_PAGES ?? '/,/noticias,/cursos/nef').split(',').filter(Boolean)
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)
const resultsDir = path.join(REPO_ROOT, 'bench-results')
mkdirSync(resultsDir, { recursive: true })

const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
if (build.status !== 0) throw new Error('npm run build falhou')

const bundle = measureBundle(path.join(REPO_ROOT, 'client/dist'))
console.log(`JS da primeira carga da página inicial: ${sizes(bundle.homeFirstLoadJs)}`)
console.log(`CSS da primeira carga da página inicial: ${sizes(bundle.homeFirstLoadCss)}`)
console.log(`Maior chunk de página: ${bundle.largestRouteChunk.route} (${sizes(bundle.largestRouteChunk)})`)

const server = await startServer(path.join(resultsDir, 'server-front.log'))
try {
  const lighthouse = await auditPages(server.baseUrl, pages, 'mobile', runs)
  console.table(lighthouse)
  writeFileSync(path.join(resultsDir, 'front.json'), `${JSON.stringify({ date: new Date().toISOString(), bundle, lighthouse }, null, 2)}\n`)
  console.log(`Resultado em ${path.relative(REPO_ROOT, path.join(resultsDir, 'front.json'))}`)
} finally {
  await server.stop()
}
