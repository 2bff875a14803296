/**
 * Backup and restore of the bench database, as the foundation runs them: the built `backup.js` beside the running
 * server (its stdout line marks the archive written; the restore drill follows), then `restore.js` into a new
 * database on the same PostgreSQL. Peak RSS is the command's own process (PostgreSQL excluded).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withClient } from '../src/modules/backups/service.ts'
import { REPO_ROOT, sampleRss } from './server-process.ts'

export interface BackupBenchResult {
  submissions: number
  /** The archive on disk; throughputs are counted over it (the tables' bytes, plus tar and age framing). */
  archiveMb: number
  backupSeconds: number
  backupMbPerSecond: number
  drillSeconds: number
  backupPeakRssMb: number
  restoreSeconds: number
  restoreMbPerSecond: number
  restorePeakRssMb: number
}

const BENCH_PASSPHRASE = 'frase-do-bench-dos-backups-bem-longa'
const FILE_BYTES = 1024 * 1024

/** `count` volunteer applications, each with a 1 MB file of random bytes (which no compression shrinks). */
export const seedSubmissionFiles = (databaseUrl: string, count: number): Promise<void> =>
  withClient(databaseUrl, async (client) => {
    await client.query(
      `WITH applications AS (
         INSERT INTO "VolunteerApplication" ("nome", "email", "telefone", "endereco", "escolaridade", "protocolo")
         SELECT 'Voluntário ' || i, 'voluntario' || i || '@example.com', '(12) 98877-6655', 'Rua das Acácias, ' || i,
                'Ensino Médio Completo', 'VOL-2020-' || lpad(i::text, 6, '0')
         FROM generate_series(1, $1::int) AS i
         RETURNING "id")
       INSERT INTO "SubmissionFile" ("volunteerApplicationId", "field", "fileName", "mimeType", "size", "content")
       SELECT a."id", 'termoAdesao', 'termo.pdf', 'application/pdf', $2::int,
              (SELECT decode(string_agg(md5(random()::text || a."id" || j), ''), 'hex') FROM generate_series(1, $2::int / 16) AS j)
       FROM applications AS a`,
      [count, FILE_BYTES],
    )
  })

interface CommandRun {
  /** Seconds from spawn to the first stdout line, when it printed one. */
  firstLineSeconds: number | undefined
  seconds: number
  peakRssMb: number
  stdout: string
}

function runBuiltCommand(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const startedAt = performance.now()
  const child = spawn(process.execPath, [`server/dist/${command}.js`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const rss = sampleRss(child.pid!, 50)
  let stdout = ''
  let stderr = ''
  let firstLineSeconds: number | undefined
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (firstLineSeconds === undefined && stdout.includes('\n')) firstLineSeconds = (performance.now() - startedAt) / 1000
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      const peak = rss.stop()
      if (code !== 0) return reject(new Error(`${command}.js terminou com ${code}: ${stderr.trim()}`))
      resolve({ firstLineSeconds, seconds: (performance.now() - startedAt) / 1000, peakRssMb: Math.round(peak.serverKb / 102.4) / 10, stdout })
    }),
  )
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Backs up the database at `databaseUrl` (the bench server's) and restores it into a new database beside it. */
export async function measureBackupAndRestore(databaseUrl: string, submissions: number): Promise<BackupBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fundacao-bench-backups-'))
  const target = new URL(databaseUrl)
  target.pathname = '/bench_restore'
  const env = { BACKUP_DIR: dir, DATA_DIR: dir, BACKUP_PASSPHRASE: BENCH_PASSPHRASE, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }
  try {
    const backup = await runBuiltCommand('backup', [], { ...env, DATABASE_URL: databaseUrl })
    const archive = backup.stdout.trim()
    const archiveMb = statSync(archive).size / 2 ** 20
    await withClient(databaseUrl, (client) => client.query('CREATE DATABASE bench_restore'))
    const restore = await runBuiltCommand('restore', [archive], { ...env, DATABASE_URL: target.toString() })
    const backupSeconds = backup.firstLineSeconds ?? backup.seconds
    return {
      submissions,
      archiveMb: round(archiveMb),
      backupSeconds: round(backupSeconds),
      backupMbPerSecond: round(archiveMb / backupSeconds),
      drillSeconds: round(backup.seconds - backupSeconds),
      backupPeakRssMb: backup.peakRssMb,
      restoreSeconds: round(restore.seconds),
      restoreMbPerSecond: round(archiveMb / restore.seconds),
      restorePeakRssMb: restore.peakRssMb,
    }
  } finally {
    await withClient(databaseUrl, (client) => client.query('DROP DATABASE IF EXISTS bench_restore WITH (FORCE)'))
    rmSync(dir, { recursive: true, force: true })
  }
}
