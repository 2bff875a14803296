/**
 * `npm run backup` and `npm run restore` as real processes: what they print and exit with when an archive cannot be
 * restored, what a SIGKILL in the middle leaves, and the embedded database shared with a running server.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import {
  backupFolder,
  removeBackupFolders,
  runBackupOnSmallDisk,
  runCommand,
  startCommand,
  tableDigests,
  TEST_PASSPHRASE,
  testBackupSettings,
  waitUntil,
} from '../../test/support/backups.ts'
import { testServerEnv } from '../../test/support/server-process.ts'
import { queryRows } from '../../test/support/submissions.ts'
import { startTestServer } from '../../test/support/test-server.ts'
import { messages } from '@site/contracts'
import { readJobRun } from '../db/queries/job-runs.ts'
import { backupErrors } from '../modules/backups/errors.ts'
import { lockBackups } from '../modules/backups/run.ts'
import { createBackups, type BackupEntry } from '../modules/backups/service.ts'
import { passphraseFile } from '../modules/backups/settings.ts'
import { rotate } from '../modules/backups/store.ts'

const CERTIFICATE = { codigo: 'LINHA2026', nome: 'Otília Comando Linha', curso: 'Gestão Escolar', horas: 20, link: 'https://www.example.org/c.pdf' }

/** One line on stderr, nothing on stdout, no stack trace. */
const expectOneLine = (run: { stdout: string; stderr: string }, line: string) => {
  expect(run.stdout).toBe('')
  expect(run.stderr.trim()).toBe(line)
  expect(run.stderr).not.toMatch(/\n\s+at /)
}

/** Holds a lock on `table` from another session until `release()`: whoever needs that table waits for it. */
async function holdLock(databaseUrl: string, table: string, mode: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('BEGIN')
  await client.query(`LOCK TABLE "${table}" IN ${mode} MODE`)
  return {
    release: async () => {
      await client.query('COMMIT')
      await client.end()
    },
  }
}

/** Whether the session named `application` is waiting for an advisory lock. */
const waitsForAdvisoryLock = async (databaseUrl: string, application: string) =>
  (
    await queryRows(
      databaseUrl,
      `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = $1`,
      [application],
    )
  ).length > 0

/** Whether the session named `application` is waiting for a lock. */
const waitsForLock = async (databaseUrl: string, application: string) =>
  (
    await queryRows(databaseUrl, `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`, [application])
  ).length > 0

describe('npm run backup and npm run restore on DATABASE_URL', () => {
  let t: TestApp
  let backup: BackupEntry
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    t = await createTestApp()
    await t.request.post('/certificado').set('Authorization', await t.adminToken()).send(CERTIFICATE).expect(201)
    const settings = testBackupSettings(t.databaseUrl)
    backup = await createBackups(settings).takeBackup({ origin: 'manual' })
    env = { DATABASE_URL: t.databaseUrl, BACKUP_DIR: settings.dir, BACKUP_PASSPHRASE: TEST_PASSPHRASE, DATA_DIR: settings.dir }
  }, 120_000)
  afterAll(async () => {
    await t.close()
    removeBackupFolders()
  })

  it('a corrupt archive, a wrong passphrase, a truncated or missing file: exit 1, one line, the database unchanged', { timeout: 240_000 }, async () => {
    const before = await tableDigests(t.databaseUrl)
    const bytes = readFileSync(backup.path)
    const corrupt = path.join(path.dirname(backup.path), 'corrompido.age')
    const altered = Buffer.from(bytes)
    altered[bytes.length - 100]! ^= 0x40
    writeFileSync(corrupt, altered)
    const truncated = path.join(path.dirname(backup.path), 'cortado.age')
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const missing = path.join(path.dirname(backup.path), 'nao-existe.age')

    const runs = await Promise.all([
      runCommand('restore', [corrupt, '--force'], env),
      runCommand('restore', [backup.path, '--force'], { ...env, BACKUP_PASSPHRASE: 'outra-frase-qualquer-com-mais-de-20' }),
      runCommand('restore', [truncated, '--force'], env),
      runCommand('restore', [missing, '--force'], env),
    ])

    expect(runs.map((run) => run.code)).toEqual([1, 1, 1, 1])
    expectOneLine(runs[0]!, backupErrors.corrupt())
    expectOneLine(runs[1]!, backupErrors.wrongPassphrase())
    expectOneLine(runs[2]!, backupErrors.corrupt())
    expectOneLine(runs[3]!, backupErrors.archiveUnreadable(missing))
    expect(await tableDigests(t.databaseUrl)).toEqual(before)
  })

  it('a backup killed with SIGKILL mid-way leaves nothing listed, and rotation clears its leftover later', { timeout: 240_000 }, async () => {
    const dir = testBackupSettings(t.databaseUrl).dir
    // The backup stops at this table, holding its snapshot, with the archive's file begun.
    const lock = await holdLock(t.databaseUrl, 'SiteSetting', 'ACCESS EXCLUSIVE')
    try {
      const run = startCommand('backup', [], { ...env, BACKUP_DIR: dir })
      await waitUntil(() => readdirSync(dir).some((name) => name.endsWith('.partial')), 'o arquivo temporário do backup')
      await waitUntil(() => waitsForLock(t.databaseUrl, 'fundacao-backup'), 'o backup esperar pela tabela')
      run.child.kill('SIGKILL')
      expect((await run.ended).signal).toBe('SIGKILL')
    } finally {
      await lock.release()
    }

    const backups = createBackups({ ...testBackupSettings(t.databaseUrl), dir })
    expect(await backups.listBackups()).toEqual([])
    const [leftover] = readdirSync(dir)
    expect(leftover).toMatch(/^\.backup-.*\.partial$/)
    expect(statSync(path.join(dir, leftover!)).mode & 0o777).toBe(0o600)
    await rotate(dir, { daily: 7, weekly: 4 }, new Date(Date.now() + 2 * 86_400_000))
    expect(readdirSync(dir)).toEqual([])
  })

  it('a restore killed with SIGKILL mid-way leaves the database as it was', { timeout: 240_000 }, async () => {
    await t.request.post('/certificado').set('Authorization', await t.adminToken()).send({ ...CERTIFICATE, codigo: 'ANTES2026' }).expect(201)
    const before = await tableDigests(t.databaseUrl)
    // The restore's transaction stops at this table, after it has dropped others.
    const lock = await holdLock(t.databaseUrl, 'SiteSetting', 'ACCESS SHARE')
    let run: ReturnType<typeof startCommand>
    try {
      run = startCommand('restore', [backup.path, '--force'], env)
      await waitUntil(() => waitsForLock(t.databaseUrl, 'fundacao-restore'), 'a restauração esperar pela tabela')
      run.child.kill('SIGKILL')
      expect((await run.ended).signal).toBe('SIGKILL')
    } finally {
      await lock.release()
    }
    await waitUntil(async () => !(await queryRows(t.databaseUrl, `SELECT 1 FROM pg_stat_activity WHERE application_name = 'fundacao-restore'`)).length, 'a sessão da restauração terminar')
    expect(await tableDigests(t.databaseUrl)).toEqual(before)
  })

  it('a disk that fills up during a backup: exit 1, one line that says so, nothing left in BACKUP_DIR, the failure recorded', { timeout: 240_000 }, async () => {
    const dir = backupFolder()
    const listing = path.join(backupFolder(), 'conteudo.txt')
    // Half the size of an archive of this database: the disk fills up half-way through the writing.
    const run = await runBackupOnSmallDisk({ ...env, BACKUP_DIR: dir }, Math.max(4, Math.floor(backup.bytes / 2048)), listing)

    expect(run.code, run.stderr).toBe(1)
    expectOneLine(run, backupErrors.diskFull(dir))
    expect(readFileSync(listing, 'utf8')).toBe('')
    expect(await readJobRun(t.prisma, 'backup')).toMatchObject({ lastError: backupErrors.diskFull(dir) })
  })

  it('waits for a backup that runs, records its run for the screen and the alerts, and the reason of a failed one', { timeout: 240_000 }, async () => {
    const held = (await lockBackups(t.databaseUrl, { wait: false }))!
    const waiting = startCommand('backup', [], env)
    try {
      await waitUntil(() => waitsForAdvisoryLock(t.databaseUrl, 'fundacao-backup-lock'), 'o backup esperar o que está em andamento')
    } finally {
      await held.release()
    }
    const run = await waiting.ended
    expect(run.code, run.stderr).toBe(0)
    expect(await readJobRun(t.prisma, 'backup')).toMatchObject({ lastError: null, lastOkAt: expect.any(Date) })

    const blocked = path.join(backupFolder(), 'um-arquivo')
    writeFileSync(blocked, '')
    const failed = await runCommand('backup', [], { ...env, BACKUP_DIR: blocked })
    expect(failed.code).toBe(1)
    const status = await t.request.get('/backups/estado').set('Authorization', await t.adminToken()).expect(200)
    expect(status.body.falha.mensagem.startsWith(messages.backups.unexpectedFailure(''))).toBe(true)
  })

  it('restores with --force and prints what it restored', { timeout: 240_000 }, async () => {
    const run = await runCommand('restore', [backup.path, '--force'], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^Backup de .* restaurado: \d+ tabelas, \d+ linhas\.\n$/)
    await t.request.get(`/certificado/${CERTIFICATE.codigo}`).expect(200)
    await t.request.get('/certificado/ANTES2026').expect(404)
  })
})

describe('npm run backup beside the server on its embedded database', () => {
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the data folder.
  const dataDir = path.join(os.tmpdir(), `fundacao-backup-embedded-${process.pid}`)
  const env = { ...testServerEnv('', { DATABASE_URL: undefined, DATA_DIR: dataDir }), BACKUP_PASSPHRASE: undefined }

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('backs it up while the server runs, with a generated passphrase; the restore waits for the server to stop', { timeout: 480_000 }, async () => {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    chmodSync(dataDir, 0o755)
    const server = await startTestServer(env, { healthTimeoutMs: 180_000 })
    let archive: string
    try {
      const backup = await runCommand('backup', [], env)
      expect(backup.code, backup.stderr).toBe(0)
      archive = backup.stdout.trim()
      expect(backup.stdout).toBe(`${archive}\n`)
      expect(path.dirname(archive)).toBe(path.join(dataDir, 'backups'))
      expect(backup.stderr).toContain(passphraseFile(dataDir))
      expect(statSync(passphraseFile(dataDir)).mode & 0o777).toBe(0o600)
      expect(JSON.parse(readFileSync(`${archive}.json`, 'utf8'))).toMatchObject({ origin: 'manual', drill: { ok: true } })

      const refused = await runCommand('restore', [archive, '--force'], env)
      expect(refused.code).toBe(1)
      expect(refused.stderr.trim()).toMatch(/^O banco embutido em .* já está em uso/)
      expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    } finally {
      await server.stop()
    }

    const restored = await runCommand('restore', [archive, '--force'], env)
    expect(restored.code, restored.stderr).toBe(0)
    expect(existsSync(archive)).toBe(true)
  })
})
