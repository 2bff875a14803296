/**
 * `npm run bench`: cold start of the real server on a fresh embedded PostgreSQL, then GET /certificado/:codigo
 * under load with random existing codes. Results: table on stdout and bench-results/bench.json.
 * Env: BENCH_CERTIFICATES (10000), BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (2 s),
 * BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info as in production). Flags --duration=, --connections= too.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { checkEndpoint, runLoad } from './load.ts'
import { machine, printReport, rssInMb, summarize, writeReport, type BenchReport } from './report.ts'
import { seedCertificates } from './seed.ts'
import { REPO_ROOT, ensureClientBuilt, sampleRss, startServer, type RunningServer } from './server-process.ts'

function setting(name: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  const raw = flag?.split('=')[1] ?? process.env[`BENCH_${name.toUpperCase()}`]
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`valor inválido para ${name}: ${raw}`)
  return value
}

const settings = {
  certificates: setting('certificates', 10_000),
  connections: setting('connections', 50),
  durationSeconds: setting('duration', 10),
  warmupSeconds: setting('warmup', 2),
}
const resultsDir = path.join(REPO_ROOT, 'bench-results')
mkdirSync(resultsDir, { recursive: true })

const host = machine()
ensureClientBuilt()
console.log('Iniciando o servidor (PostgreSQL embutido novo)...')
let server: RunningServer | undefined
const stopServer = () => server?.stop()
process.once('SIGINT', () => void Promise.resolve(stopServer()).finally(() => process.exit(130)))

try {
  server = await startServer(path.join(resultsDir, 'server.log'))
  console.log(`Servidor pronto em ${server.coldStartMs} ms (${server.baseUrl}); inserindo ${settings.certificates} certificados...`)
  const seedMs = await seedCertificates(server.databaseUrl, settings.certificates)
  const check = await checkEndpoint(server.baseUrl)
  if (check.status !== 200) {
    console.warn(`AVISO: GET /certificado/bench0000001%20 respondeu ${check.status} (esperado 200): ${check.body}`)
  }

  console.log(`Carga: ${settings.connections} conexões, ${settings.warmupSeconds} s de aquecimento + ${settings.durationSeconds} s medidos...`)
  const rss = sampleRss(server.pid)
  const result = await runLoad({ baseUrl: server.baseUrl, ...settings })
  const peak = rss.stop()

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: host,
    settings,
    coldStartMs: server.coldStartMs,
    seedMs,
    endpointCheck: { path: '/certificado/bench0000001%20', status: check.status },
    load: summarize(result),
    peakRssMb: rssInMb(peak),
  }
  printReport(report)
  writeReport(report, path.join(resultsDir, 'bench.json'))
  if (check.status !== 200 || report.load.errors > 0 || report.load.non2xx > 0) process.exitCode = 1
} finally {
  await stopServer()
}
