/**
 * The alerts on the real app: each problem mails its recipients once when it appears and once when it is resolved,
 * through the outbox to a real SMTP server, whatever the number of instances checking; the dashboard shows the same.
 */
import { messages, type AlertKind } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { backupFolder, removeBackupFolders } from '../../../test/support/backups.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../../test/support/smtp-inbox.ts'
import { scheduleRetention } from '../submissions/index.ts'
import { readJobRun, recordJobRun } from '../../db/queries/job-runs.ts'
import type { MonitoringSettings } from './settings.ts'

const HOUR_MS = 3_600_000
const text = messages.monitoring
const subjectOf = (kind: AlertKind, resolved = false) =>
  text.mail.subject(text.kinds[kind], resolved ? text.mail.resolvedTitles[kind] : text.mail.problemTitles[kind])

describe('alerts', () => {
  let inbox: SmtpInbox
  let clock: Date
  let dataDir: string
  const apps: TestApp[] = []
  let t: TestApp
  let admin: string

  /** An instance of the app on the shared database, on the test's clock; the free-space threshold is 0 unless told. */
  async function instance(options: { env?: Record<string, string>; monitoring?: Partial<MonitoringSettings> } = {}) {
    const app = await createTestApp({
      keepData: apps.length > 0,
      env: { SMTP_URL: inbox.url, DATA_DIR: dataDir, PUBLIC_URL: 'https://fundacao.example', ...options.env },
      extra: { now: () => clock, mail: { pollIntervalMs: 50 }, monitoring: { minFreeFraction: 0, ...options.monitoring } },
    })
    apps.push(app)
    return app
  }

  /** The mails with this subject, once `count` of them arrived (and no more are queued). */
  async function received(subject: string, count: number): Promise<ParsedMail[]> {
    expect(await t.prisma.outboxMail.count({ where: { subject } })).toBe(count)
    return vi.waitFor(
      () => {
        const mails = inbox.messages.filter((mail) => mail.subject === subject)
        if (mails.length < count) throw new Error(`${mails.length} de ${count} e-mails "${subject}"`)
        return mails
      },
      { timeout: 60_000, interval: 50 },
    )
  }

  const dashboard = async () => (await t.request.get('/monitoramento').set('Authorization', admin).expect(200)).body

  beforeAll(async () => {
    inbox = await startSmtpInbox()
    clock = new Date('2026-11-26T12:00:00Z')
    dataDir = backupFolder()
    t = await instance()
    admin = await t.adminToken()
    await t.prisma.adminUser.createMany({
      data: [
        { nome: 'ana', email: 'ana@fundacao.example', role: 'administrador' },
        { nome: 'bia', email: 'bia@fundacao.example', role: 'administrador' },
        { nome: 'caio', email: 'caio@fundacao.example', role: 'administrador', disabled: true },
        { nome: 'dora', email: 'dora@fundacao.example', role: 'secretaria' },
      ],
    })
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await inbox.close()
    removeBackupFolders()
  })

  it('starts with nothing to report', async () => {
    await t.app.checkHealth()
    expect(await dashboard()).toEqual({ alertas: [], verificadoEm: clock.toISOString() })
  })

  it('mails every active Administrador once about a failed backup, from two instances checking together, and once when resolved', async () => {
    const other = await instance()
    await recordJobRun(t.prisma, 'backup', { at: clock, error: 'Falha inesperada: sem espaço | Unexpected failure: no space' })

    await Promise.all([t.app.checkHealth(), other.app.checkHealth(), t.app.checkHealth(), other.app.checkHealth()])

    const mails = await received(subjectOf('backup'), 2)
    expect(mails.map(recipient).sort()).toEqual(['ana@fundacao.example', 'bia@fundacao.example'])
    expect(mails[0]!.text).toContain(text.problems.backupFailed('Falha inesperada: sem espaço'))
    expect(mails[0]!.text).toContain('https://fundacao.example/admin')
    expect((await dashboard()).alertas).toEqual([{ tipo: 'backup', problema: text.problems.backupFailed('Falha inesperada: sem espaço'), desde: clock.toISOString() }])

    await recordJobRun(t.prisma, 'backup', { at: clock })
    await Promise.all([t.app.checkHealth(), other.app.checkHealth()])
    expect((await received(subjectOf('backup', true), 2)).map(recipient).sort()).toEqual(['ana@fundacao.example', 'bia@fundacao.example'])
    expect(await received(subjectOf('backup'), 2)).toHaveLength(2)
    expect((await dashboard()).alertas).toEqual([])
  })

  it('alerts about a mail of the outbox failing for an hour, not before, and resolves when it leaves', async () => {
    // Failing since a while: it waits for its next attempt, far away, so the worker leaves it alone.
    const failing = await t.prisma.outboxMail.create({
      data: { to: 'visitante@example.com', subject: 'Inscrição', text: '.', attempts: 3, lastError: 'ECONNREFUSED', createdAt: new Date(clock.getTime() - 30 * 60_000), nextAttemptAt: new Date(clock.getTime() + 100 * HOUR_MS) },
    })
    await t.app.checkHealth()
    expect(await t.prisma.outboxMail.count({ where: { subject: subjectOf('email') } })).toBe(0)

    clock = new Date(clock.getTime() + HOUR_MS)
    await t.app.checkHealth()
    const [mail] = await received(subjectOf('email'), 2)
    expect(mail!.text).toContain(text.problems.mailFailing(1))

    await t.prisma.outboxMail.update({ where: { id: failing.id }, data: { status: 'SENT', sentAt: clock } })
    await t.app.checkHealth()
    await received(subjectOf('email', true), 2)
  })

  it('alerts when the retention job has not run for two days, and resolves once it runs', async () => {
    await t.app.checkHealth()
    clock = new Date(clock.getTime() + 49 * HOUR_MS)
    await t.app.checkHealth()
    await received(subjectOf('retencao'), 2)
    expect((await dashboard()).alertas).toEqual([expect.objectContaining({ tipo: 'retencao', problema: text.problems.retentionLate })])

    const job = scheduleRetention(t.prisma, { retentionDays: 90, log: t.app.log, mailer: t.app.mailer, now: () => clock })
    try {
      await vi.waitFor(async () => expect((await readJobRun(t.prisma, 'retencao'))?.lastOkAt).toEqual(clock), { timeout: 60_000, interval: 50 })
    } finally {
      job.stop()
    }
    await t.app.checkHealth()
    await received(subjectOf('retencao', true), 2)
  })

  it('measures the real free space under DATA_DIR and BACKUP_DIR against the threshold, and mails ALERT_EMAIL', async () => {
    const env = { ALERT_EMAIL: 'ti@fundacao.example', BACKUP_DIR: `${dataDir}/ainda-nao-existe/backups` }
    const full = await instance({ env, monitoring: { minFreeFraction: 1.01 } })
    const roomy = await instance({ env })
    await full.app.checkHealth()
    const [mail] = await received(subjectOf('disco'), 1)
    expect(recipient(mail!)).toBe('ti@fundacao.example')
    expect(mail!.text).toMatch(new RegExp(`Pouco espaço livre em ${dataDir}: \\d+% livre\\.`))
    expect(mail!.text).toContain(`${dataDir}/ainda-nao-existe/backups`)

    await roomy.app.checkHealth()
    expect(recipient((await received(subjectOf('disco', true), 1))[0]!)).toBe('ti@fundacao.example')
  })
})
