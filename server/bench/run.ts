/**
 * `npm run bench` (API part): starts the real server on a fresh embedded PostgreSQL, seeds it, and measures each call
 * of scenarios.ts against a minimal reference server on the same database; then the cold start of `npm start`.
 * Results: a table on stdout and bench-results/bench.json.
 * Then a backup of that database (with BENCH_SUBMISSIONS submissions of a 1 MB file added) and its restore.
 * Env: BENCH_CERTIFICATES (100000), BENCH_REGISTRATIONS (2000), BENCH_NEWS (2000, for the search), BENCH_SUBMISSIONS (200), BENCH_DURATION (10 s),
 * BENCH_WARMUP (2 s), BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info as in production), BENCH_SCENARIOS (ids of
 * scenarios.ts, comma-separated, `reference` included: only those calls, on the same seeded database, written to
 * bench-results/bench-scenarios.json; the memory, import, backup and cold start are left out and bench.json is kept).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { measureBackupAndRestore, seedSubmissionFiles } from './backup.ts'
import { adminAuthorization, BENCH_ADMIN_PASSWORD, firstPageBytes, measureImport } from './import.ts'
import { runScenario, probe, type Scenario, type ScenarioResult } from './load.ts'
import { measureNpmStart } from './npm-start.ts'
import { startReferenceServer } from './reference.ts'
import { writeJson } from './output.ts'
import { machine, printApiReport, printScenarios, rssInMb, type ApiBenchReport } from './report.ts'
import { LOOKUP_SCENARIO_ID, appScenarios, referenceScenario, type ScenarioContext } from './scenarios.ts'
import { seedCertificates, seedNews, seedRegistrations } from './seed.ts'
import { REPO_ROOT, sampleRss, settledRssKb, startServer, type RunningServer } from './server-process.ts'

function setting(name: string, fallback: number): number {
  const raw = process.env[`BENCH_${name}`]
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`valor inválido para BENCH_${name}: ${raw}`)
  return value
}

const settings = {
  certificates: setting('CERTIFICATES', 100_000),
  registrations: setting('REGISTRATIONS', 2_000),
  news: setting('NEWS', 2_000),
  submissions: setting('SUBMISSIONS', 200),
  durationSeconds: setting('DURATION', 10),
  warmupSeconds: setting('WARMUP', 2),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
}
const onlyScenarios = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter((id) => id !== '')
/** The size of a CSV import measured once: what staff import after the largest course. */
const IMPORT_LINES = 10_000
const resultsDir = path.join(REPO_ROOT, 'bench-results')
mkdirSync(resultsDir, { recursive: true })
const host = machine()

/** A visitor's first requests (a page, the health check, the call list, a missing certificate), then idle. */
async function idleRssMb(server: RunningServer): Promise<number> {
  console.log('Memória em repouso (30 s)...')
  for (const path of ['/validador', '/health', '/chamada', '/certificado/NAOEXISTE1']) {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: '*/*' } })
    await response.arrayBuffer()
  }
  return Math.round((await settledRssKb(server.pid)) / 102.4) / 10
}

async function measure(baseUrl: string, scenario: Scenario): Promise<ScenarioResult> {
  await probe(baseUrl, scenario)
  console.log(`  ${scenario.label}...`)
  return runScenario(baseUrl, scenario, settings)
}

function reportErrors(scenarios: Record<string, ScenarioResult>): void {
  if (Object.values(scenarios).some((result) => result.errors > 0)) {
    console.error('\nHouve erros na carga: veja a coluna "erros".')
    process.exitCode = 1
  }
}

/** BENCH_SCENARIOS: the named calls alone, ours and the reference's, on the seeded database. */
async function measureOnly(running: RunningServer, context: ScenarioContext): Promise<void> {
  const reference = referenceScenario(settings.certificates)
  const chosen = [...appScenarios(context), reference].filter((scenario) => onlyScenarios.includes(scenario.id))
  const unknown = onlyScenarios.filter((id) => !chosen.some((scenario) => scenario.id === id))
  if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: cenário desconhecido ${unknown.join(', ')}`)
  console.log('Carga:')
  const scenarios: Record<string, ScenarioResult> = {}
  for (const scenario of chosen.filter((candidate) => candidate !== reference)) scenarios[scenario.id] = await measure(running.baseUrl, scenario)
  if (chosen.includes(reference)) {
    const server = await startReferenceServer(running.databaseUrl)
    stopReference = server.stop
    scenarios[reference.id] = await measure(server.baseUrl, reference)
    await server.stop()
  }
  console.log(`\nAPI — ${host.cpus} CPU, Node ${host.node}, carga da máquina ${host.loadAverage1m}; ${settings.news} notícias\n`)
  printScenarios(scenarios)
  writeJson(path.join(resultsDir, 'bench-scenarios.json'), { date: new Date().toISOString(), machine: host, settings, scenarios })
  reportErrors(scenarios)
}

/** The whole API bench: the import, every call against the reference, the backup and the cold start; bench.json. */
async function measureAll(running: RunningServer, context: ScenarioContext, idleRss: number): Promise<void> {
  // Before the load, on a quiet server: one import of a whole course's certificates, and the first page's size.
  const certificateAdmin = {
    importLines: IMPORT_LINES,
    importSeconds: await measureImport(running.baseUrl, context.authorization, IMPORT_LINES),
    firstPageBytes: await firstPageBytes(running.baseUrl, context.authorization),
  }

  console.log('Carga:')
  const scenarios: Record<string, ScenarioResult> = {}
  const rss = sampleRss(running.pid)
  for (const scenario of appScenarios(context)) scenarios[scenario.id] = await measure(running.baseUrl, scenario)
  const peakRss = rss.stop()

  const reference = await startReferenceServer(running.databaseUrl)
  stopReference = reference.stop
  const yardstick = referenceScenario(settings.certificates)
  scenarios[yardstick.id] = await measure(reference.baseUrl, yardstick)
  await reference.stop()
  console.log(`Backup e restauração (com ${settings.submissions} envios de um arquivo de 1 MB)...`)
  await seedSubmissionFiles(running.databaseUrl, settings.submissions)
  const backup = await measureBackupAndRestore(running.databaseUrl, settings.submissions)
  const serverColdStartMs = running.coldStartMs
  await running.stop()

  console.log('Partida a frio de npm start (PostgreSQL embutido novo)...')
  const npmStartMs = await measureNpmStart(path.join(resultsDir, 'npm-start.log'))

  const report: ApiBenchReport = {
    date: new Date().toISOString(),
    machine: host,
    settings,
    scenarios,
    lookupRatio: Math.round((scenarios[LOOKUP_SCENARIO_ID]!.requestsPerSecond / scenarios[yardstick.id]!.requestsPerSecond) * 100) / 100,
    coldStartMs: { npmStart: npmStartMs, server: serverColdStartMs },
    peakRssMb: rssInMb(peakRss),
    idleRssMb: idleRss,
    certificateAdmin,
    backup,
  }
  printApiReport(report)
  writeJson(path.join(resultsDir, 'bench.json'), report)
  reportErrors(scenarios)
}

let server: RunningServer | undefined
let stopReference: (() => Promise<void>) | undefined
process.once('SIGINT', () => void Promise.all([server?.stop(), stopReference?.()]).finally(() => process.exit(130)))

try {
  console.log('Iniciando o servidor (PostgreSQL embutido novo)...')
  server = await startServer(path.join(resultsDir, 'server.log'), {
    LOG_LEVEL: settings.logLevel,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    // One client (this process) sends every POST /inscrever: the per-client limits would answer 429 after 30.
    REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000000000',
    REGISTRATION_RATE_LIMIT_PER_HOUR: '1000000000',
  })
  const idleRss = onlyScenarios.length > 0 ? 0 : await idleRssMb(server)
  console.log(`Inserindo ${settings.certificates} certificados, ${settings.registrations} inscrições e ${settings.news} notícias...`)
  await seedCertificates(server.databaseUrl, settings.certificates)
  const registrationTitle = await seedRegistrations(server.databaseUrl, settings.registrations)
  await seedNews(server.databaseUrl, settings.news)
  const context = { certificates: settings.certificates, registrationTitle, authorization: await adminAuthorization(server.baseUrl), runId: Date.now().toString(36) }
  await (onlyScenarios.length > 0 ? measureOnly(server, context) : measureAll(server, context, idleRss))
} finally {
  await Promise.all([server?.stop(), stopReference?.()])
}
