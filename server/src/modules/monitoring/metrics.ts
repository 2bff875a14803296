/**
 * GET /metrics in Prometheus' text format (prom-client, decision 33): request durations by route pattern and
 * status, the outbox, the last backup and drill that succeeded, the alerts, the database's size, and Node's own
 * process metrics. Each app has its own registry (the tests build many apps in one process).
 */
import { ALERT_KINDS } from '@site/contracts'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { PrismaClient } from '../../db/prisma.ts'
import { listBackups } from '../backups/index.ts'

const seconds = (date: Date | null | undefined) => (date ? date.getTime() / 1000 : 0)

export function createMetrics({ prisma, backupDir }: { prisma: PrismaClient; backupDir: string }) {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das respostas, por método, padrão de rota e status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  })

  new Gauge({
    name: 'fundacao_outbox_mails',
    help: 'E-mails na fila por situação: pending (esperando envio ou nova tentativa) e failed (falharam de vez).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const [pending, failed] = await Promise.all([
        prisma.outboxMail.count({ where: { status: 'PENDING' } }),
        prisma.outboxMail.count({ where: { status: 'FAILED' } }),
      ])
      this.set({ status: 'pending' }, pending)
      this.set({ status: 'failed' }, failed)
    },
  })

  new Gauge({
    name: 'fundacao_backup_last_success_timestamp_seconds',
    help: 'Quando foi feito o backup completo mais novo em BACKUP_DIR (segundos Unix; 0 = nenhum).',
    registers,
    async collect() {
      this.set(seconds((await listBackups(backupDir))[0]?.createdAt))
    },
  })
  new Gauge({
    name: 'fundacao_backup_drill_last_success_timestamp_seconds',
    help: 'Quando passou a restauração de teste mais recente de um backup em BACKUP_DIR (segundos Unix; 0 = nenhuma).',
    registers,
    async collect() {
      this.set(Math.max(0, ...(await listBackups(backupDir)).map((backup) => seconds(backup.verifiedAt))))
    },
  })

  new Gauge({
    name: 'fundacao_alert_active',
    help: 'Alertas ligados (1) ou não (0), por tipo: backup, email, disco, retencao.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const active = new Set((await prisma.alertState.findMany({ where: { problem: { not: null } } })).map((row) => row.kind))
      for (const kind of ALERT_KINDS) this.set({ kind }, active.has(kind) ? 1 : 0)
    },
  })

  new Gauge({
    name: 'fundacao_database_size_bytes',
    help: 'Tamanho do banco de dados do site (pg_database_size).',
    registers,
    async collect() {
      const [row] = await prisma.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS bytes`
      this.set(Number(row?.bytes ?? 0))
    },
  })

  return {
    registry,
    /** One answered request: its route pattern ("/certificado/:codigo"), never the URL with its values. */
    observe(request: { method: string; route: string | undefined; statusCode: number; seconds: number }) {
      requestDuration.observe({ method: request.method, route: request.route ?? 'sem-rota', status_code: request.statusCode }, request.seconds)
    },
  }
}
