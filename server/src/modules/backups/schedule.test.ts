/** The automatic backups of two app instances on one database: one backup per slot of the schedule, not two. */
import type { FastifyBaseLogger } from 'fastify'
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestDatabase } from '../../../test/database.ts'
import { removeBackupFolders, testBackupSettings, waitUntil } from '../../../test/support/backups.ts'
import { queryRows } from '../../../test/support/submissions.ts'
import { isCronPattern } from '../../config/cron-pattern.ts'
import { runScheduledBackup, scheduleBackups } from './schedule.ts'
import { createBackups } from './service.ts'

/** A logger that keeps the messages it was given. */
function captureLog() {
  const lines: string[] = []
  const log = { info: (_data: object, message: string) => lines.push(message), error: (_data: object, message: string) => lines.push(message) }
  return { lines, log: log as unknown as FastifyBaseLogger }
}

const archivesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.age'))

describe('scheduled backups with two app instances', () => {
  let databaseUrl: string
  let disconnect: () => Promise<void>

  beforeAll(async () => {
    const database = await connectTestDatabase()
    databaseUrl = database.databaseUrl
    disconnect = () => database.prisma.$disconnect()
  })
  afterAll(async () => {
    await disconnect()
    removeBackupFolders()
  })

  it('both instances reaching the same slot take one backup, verified and rotated', { timeout: 180_000 }, async () => {
    const instances = [testBackupSettings(databaseUrl), testBackupSettings(databaseUrl)]
    const slot = new Date('2026-11-25T05:00:00Z')
    const { lines, log } = captureLog()
    await Promise.all(instances.map((settings) => runScheduledBackup(createBackups(settings), databaseUrl, slot, log)))

    expect(instances.flatMap((settings) => archivesIn(settings.dir))).toHaveLength(1)
    expect(lines).toEqual(['backup: taken and verified by its restore drill'])
    const backups = await Promise.all(instances.map((settings) => createBackups(settings).listBackups()))
    expect(backups.flat()).toEqual([expect.objectContaining({ origin: 'agendado', verifiedAt: expect.any(Date) })])
  })

  it('two running schedules claim each slot once, at the time the schedule names', { timeout: 300_000 }, async () => {
    await queryRows(databaseUrl, 'DELETE FROM "BackupSlot"')
    const instances = [testBackupSettings(databaseUrl), testBackupSettings(databaseUrl)]
    const { log } = captureLog()
    const schedules = instances.map((settings) => scheduleBackups(createBackups(settings), { pattern: '* * * * * *', databaseUrl, log }))
    const slots = () => queryRows<{ slot: Date }>(databaseUrl, 'SELECT slot FROM "BackupSlot" ORDER BY slot')
    try {
      await waitUntil(async () => (await slots()).length >= 2, 'dois horários tomados')
    } finally {
      for (const schedule of schedules) schedule.stop()
    }
    const claimed = await slots()
    const verified = async () =>
      (await Promise.all(instances.map((settings) => createBackups(settings).listBackups()))).flat().filter((backup) => backup.drill)
    await waitUntil(async () => (await verified()).length === claimed.length, 'os backups dos horários tomados', 240_000)

    expect(claimed.every(({ slot }) => slot.getMilliseconds() === 0)).toBe(true)
    expect(instances.flatMap((settings) => archivesIn(settings.dir))).toHaveLength(claimed.length)
  })

  it('accepts cron patterns with five or six fields and rejects the rest', () => {
    expect(isCronPattern('0 2 * * *')).toBe(true)
    expect(isCronPattern('*/10 * * * * *')).toBe(true)
    expect(isCronPattern('todo dia')).toBe(false)
    expect(isCronPattern('0 25 * * *')).toBe(false)
  })
})
