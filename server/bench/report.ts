import os from 'node:os'
import type { BackupBenchResult } from './backup.ts'
import type { ScenarioResult } from './load.ts'
import { formatTable } from './output.ts'

export interface ApiBenchReport {
  date: string
  machine: { cpus: number; cpuModel: string; memoryMb: number; node: string; loadAverage1m: number }
  settings: { certificates: number; registrations: number; news: number; submissions: number; durationSeconds: number; warmupSeconds: number; logLevel: string }
  scenarios: Record<string, ScenarioResult>
  /** Our lookup's requests/s divided by the reference's. */
  lookupRatio: number
  coldStartMs: { npmStart: number; server: number }
  peakRssMb: { server: number; postgres: number; total: number }
  /** The built server's node process, idle after start-up and a visitor's first requests. */
  idleRssMb: number
  /** The admin list's first page on the wire, and one CSV import of `importLines` lines. */
  certificateAdmin: { firstPageBytes: number; importLines: number; importSeconds: number }
  backup: BackupBenchResult
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10

export const rssInMb = (peak: { serverKb: number; postgresKb: number; totalKb: number }) => ({
  server: mb(peak.serverKb),
  postgres: mb(peak.postgresKb),
  total: mb(peak.totalKb),
})

export function machine(): ApiBenchReport['machine'] {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'desconhecido',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    // Other work on the machine skews every figure: the 1-minute load average at the start is kept with them.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  }
}

const formatNumber = (value: number) => value.toLocaleString('pt-BR')

/** One row per measured call. */
export function printScenarios(scenarios: Record<string, ScenarioResult>): void {
  const rows = Object.values(scenarios).map((result) => [
    result.label,
    String(result.connections),
    formatNumber(result.requestsPerSecond),
    `${result.latencyMs.p50} ms`,
    `${result.latencyMs.p97_5} ms`,
    `${result.latencyMs.p99} ms`,
    String(result.errors),
  ])
  console.log(formatTable(['chamada', 'conexões', 'req/s', 'p50', 'p97,5', 'p99', 'erros'], rows))
}

export function printApiReport(report: ApiBenchReport): void {
  const { settings } = report
  console.log(
    `\nAPI — ${report.machine.cpus} CPU, Node ${report.machine.node}, carga da máquina ${report.machine.loadAverage1m}; ` +
      `${formatNumber(settings.certificates)} certificados, ${formatNumber(settings.registrations)} inscrições, ` +
      `${formatNumber(settings.news)} notícias, ` +
      `${settings.warmupSeconds} s de aquecimento + ${settings.durationSeconds} s, LOG_LEVEL=${settings.logLevel}\n`,
  )
  printScenarios(report.scenarios)
  console.log(`\nconsulta / referência: ${report.lookupRatio.toFixed(2)} (meta ≥ 0,7)`)
  console.log(`partida a frio até /health 200: npm start ${report.coldStartMs.npmStart} ms; só o servidor ${report.coldStartMs.server} ms`)
  console.log(
    `certificados: primeira página ${formatNumber(report.certificateAdmin.firstPageBytes)} bytes; ` +
      `importação de ${formatNumber(report.certificateAdmin.importLines)} linhas em ${report.certificateAdmin.importSeconds} s`,
  )
  console.log(`RSS em repouso depois da partida: node ${report.idleRssMb} MB`)
  console.log(
    `RSS de pico sob carga: node ${report.peakRssMb.server} MB, PostgreSQL ${report.peakRssMb.postgres} MB, total ${report.peakRssMb.total} MB`,
  )
  const { backup } = report
  console.log(
    `backup (${backup.archiveMb} MB): ${backup.backupSeconds} s, ${backup.backupMbPerSecond} MB/s (meta ≥ 50), pico ${backup.backupPeakRssMb} MB ` +
      `(meta < 250), restauração de teste ${backup.drillSeconds} s; restauração: ${backup.restoreSeconds} s, ` +
      `${backup.restoreMbPerSecond} MB/s (meta ≥ 25), pico ${backup.restorePeakRssMb} MB`,
  )
}
