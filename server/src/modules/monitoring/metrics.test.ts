/** GET /metrics: Prometheus' text format behind METRICS_TOKEN, with what an operator graphs and alerts on. */
import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { backupFolder, removeBackupFolders, testBackupSettings } from '../../../test/support/backups.ts'
import { createBackups } from '../backups/index.ts'

const METRICS_TOKEN = 'token-das-metricas-bem-comprido-1234567890'

/** The value of the sample `name{labels}` (or `name` without labels) in a Prometheus text exposition. */
function sample(exposition: string, name: string, labels = ''): number | undefined {
  const line = exposition.split('\n').find((entry) => entry.startsWith(`${name}${labels} `))
  return line === undefined ? undefined : Number(line.split(' ').at(-1))
}

describe('GET /metrics', () => {
  let t: TestApp
  let backupDir: string

  beforeAll(async () => {
    backupDir = backupFolder()
    t = await createTestApp({ env: { METRICS_TOKEN, BACKUP_DIR: backupDir } })
  })
  afterAll(async () => {
    await t.close()
    removeBackupFolders()
  })

  it('answers 401 without the token or with another one', async () => {
    for (const header of [undefined, 'Bearer outro-token', METRICS_TOKEN, `Bearer ${METRICS_TOKEN}x`]) {
      const call = t.request.get('/metrics')
      const response = await (header ? call.set('Authorization', header) : call)
      expect(response.status, header).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer')
      expect(response.body.mensagem).toBe(messages.common.unauthorized)
    }
  })

  it('gives request durations by route pattern and status, the outbox, the backups and the database size', { timeout: 120_000 }, async () => {
    await t.request.get('/certificado/NAOEXISTE1').expect(404)
    await t.prisma.outboxMail.create({ data: { to: 'a@example.com', subject: 'x', text: 'x', nextAttemptAt: new Date(Date.now() + 3_600_000) } })
    const backups = createBackups(testBackupSettings(t.databaseUrl, { dir: backupDir }))
    const backup = await backups.takeBackup({ origin: 'manual' })
    await backups.runDrill(backup.path)

    const response = await t.request.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    const metrics = response.text
    expect(sample(metrics, 'http_request_duration_seconds_count', '{method="GET",route="/certificado/:codigo",status_code="404"}')).toBe(1)
    expect(metrics).not.toContain('NAOEXISTE1')
    expect(sample(metrics, 'fundacao_outbox_mails', '{status="pending"}')).toBe(1)
    expect(sample(metrics, 'fundacao_outbox_mails', '{status="failed"}')).toBe(0)
    expect(sample(metrics, 'fundacao_backup_last_success_timestamp_seconds')).toBe(backup.createdAt.getTime() / 1000)
    const [listed] = await backups.listBackups()
    expect(sample(metrics, 'fundacao_backup_drill_last_success_timestamp_seconds')).toBe(listed!.verifiedAt!.getTime() / 1000)
    expect(sample(metrics, 'fundacao_alert_active', '{kind="disco"}')).toBe(0)
    expect(sample(metrics, 'fundacao_database_size_bytes')).toBeGreaterThan(1_000_000)
    expect(sample(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createTestApp({ keepData: true })
    try {
      await bare.request.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404)
    } finally {
      await bare.close()
    }
  })
})
