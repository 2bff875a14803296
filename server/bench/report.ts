import type { Result } from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface BenchReport {
  date: string
  machine: { cpus: number; cpuModel: string; memoryMb: number; node: string; loadAverage1m: number }
  settings: { certificates: number; connections: number; durationSeconds: number; warmupSeconds: number }
  coldStartMs: number
  seedMs: number
  endpointCheck: { path: string; status: number }
  load: {
    requestsPerSecond: number
    requestsTotal: number
    latencyMs: { average: number; p50: number; p97_5: number; p99: number; max: number }
    errors: number
    timeouts: number
    non2xx: number
    statusCodes: Record<string, number>
  }
  peakRssMb: { server: number; postgres: number; total: number; samples: number }
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10

export function summarize(result: Result): BenchReport['load'] {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.latency.totalCount,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50 ?? 0,
      p97_5: result.latency.p97_5 ?? 0,
      p99: result.latency.p99 ?? 0,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
  }
}

export const rssInMb = (peak: { serverKb: number; postgresKb: number; totalKb: number; samples: number }) => ({
  server: mb(peak.serverKb),
  postgres: mb(peak.postgresKb),
  total: mb(peak.totalKb),
  samples: peak.samples,
})

export function machine(): BenchReport['machine'] {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'desconhecido',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    // Other work on the machine skews every figure: the 1-minute load average at the start is kept with them.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  }
}

export function printReport(report: BenchReport): void {
  const { load, settings } = report
  const rows: [string, string][] = [
    ['certificados', settings.certificates.toLocaleString('pt-BR')],
    ['conexões / duração', `${settings.connections} / ${settings.durationSeconds} s (+${settings.warmupSeconds} s aquecimento)`],
    ['partida a frio (spawn → /health 200)', `${report.coldStartMs} ms`],
    ['carga de certificados (INSERT)', `${report.seedMs} ms`],
    ['requisições/s (média)', load.requestsPerSecond.toLocaleString('pt-BR')],
    ['requisições medidas', load.requestsTotal.toLocaleString('pt-BR')],
    ['latência p50', `${load.latencyMs.p50} ms`],
    ['latência p97,5 / p99', `${load.latencyMs.p97_5} ms / ${load.latencyMs.p99} ms`],
    ['latência máx.', `${load.latencyMs.max} ms`],
    ['erros / timeouts / não-2xx', `${load.errors} / ${load.timeouts} / ${load.non2xx}`],
    ['códigos HTTP', Object.entries(load.statusCodes).map(([code, count]) => `${code}: ${count}`).join(', ')],
    ['RSS de pico: servidor (node)', `${report.peakRssMb.server} MB`],
    ['RSS de pico: PostgreSQL (soma)', `${report.peakRssMb.postgres} MB`],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log(
    `\nGET /certificado/:codigo — ${report.machine.cpus} CPU, Node ${report.machine.node}, carga da máquina ${report.machine.loadAverage1m}`,
  )
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`)
}

export function writeReport(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nResultados: ${path.relative(process.cwd(), file) || file}`)
}
