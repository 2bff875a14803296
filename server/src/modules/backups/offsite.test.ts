/** The off-site copy through a real rclone to a real remote: `rclone serve webdav` on the loopback. */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectTestDatabase } from '../../../test/database.ts'
import { backupFolder, removeBackupFolders, testBackupSettings, waitUntil } from '../../../test/support/backups.ts'
import { backupErrors } from './errors.ts'
import { createBackups } from './service.ts'

/** A WebDAV server of rclone's own over `dir`, on a port the system picks; resolves to its URL. */
async function serveWebdav(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('rclone', ['serve', 'webdav', dir, '--addr', '127.0.0.1:0'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitUntil(() => /started on http:\/\/127\.0\.0\.1:\d+\//.test(output), 'o rclone servir o WebDAV')
  return { url: /http:\/\/127\.0\.0\.1:\d+\//.exec(output)![0], child }
}

describe('the off-site copy with rclone', () => {
  const remoteDir = backupFolder()
  let remote: { url: string; child: ChildProcess }
  let databaseUrl: string
  let disconnect: () => Promise<void>

  beforeAll(async () => {
    const database = await connectTestDatabase()
    databaseUrl = database.databaseUrl
    disconnect = () => database.prisma.$disconnect()
    remote = await serveWebdav(remoteDir)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    remote.child.kill()
    await disconnect()
    removeBackupFolders()
  })

  it('copies a verified archive and its record to the remote, byte for byte, and records it', { timeout: 180_000 }, async () => {
    const backups = createBackups(testBackupSettings(databaseUrl, { rcloneRemote: `:webdav,url='${remote.url}':fundacao/backups` }))
    const backup = await backups.takeBackup({ origin: 'manual' })
    expect((await backups.runDrill(backup.path)).ok).toBe(true)

    expect(await backups.copyOffsite(backup.path)).toMatchObject({ ok: true })

    const copied = path.join(remoteDir, 'fundacao', 'backups')
    expect(readdirSync(copied).sort()).toEqual([backup.name, `${backup.name}.json`])
    expect(readFileSync(path.join(copied, backup.name)).equals(readFileSync(backup.path))).toBe(true)
    expect(JSON.parse(readFileSync(path.join(copied, `${backup.name}.json`), 'utf8'))).toMatchObject({ drill: { ok: true }, offsite: { ok: true } })
    expect((await backups.listBackups())[0]).toMatchObject({ offsite: { ok: true } })
  })

  it('records a failed copy when the remote does not answer, and copies nothing without a remote', { timeout: 180_000 }, async () => {
    // rclone's own retries (3 rounds of 10) at a closed port take it about 45 s and end the same way as one try.
    vi.stubEnv('RCLONE_RETRIES', '1')
    vi.stubEnv('RCLONE_LOW_LEVEL_RETRIES', '1')
    const unreachable = createBackups(testBackupSettings(databaseUrl, { rcloneRemote: ":webdav,url='http://127.0.0.1:9/':backups" }))
    const backup = await unreachable.takeBackup({ origin: 'manual' })
    const outcome = await unreachable.copyOffsite(backup.path)
    // The line names rclone's exit code, which says what failed (5: a temporary failure, after its retries).
    const code = /rclone terminou com (\d+)/.exec(outcome?.message ?? '')?.[1]
    expect(outcome).toMatchObject({ ok: false, message: backupErrors.offsiteFailed(code ?? 'nada') })
    expect(Number(code)).toBeGreaterThan(0)
    expect((await unreachable.listBackups())[0]).toMatchObject({ offsite: { ok: false } })

    const local = createBackups(testBackupSettings(databaseUrl))
    expect(await local.copyOffsite((await local.takeBackup({ origin: 'manual' })).path)).toBeUndefined()
  })
})
