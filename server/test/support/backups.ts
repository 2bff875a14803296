/** Databases and settings for the backup tests: empty databases on the run's PostgreSQL, and each table's digest. */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { listTables } from '../../src/modules/backups/catalog.ts'
import { measureTable } from '../../src/modules/backups/dump.ts'
import type { BackupSettings } from '../../src/modules/backups/settings.ts'
import { REPO_ROOT } from './server-process.ts'
import { queryRows } from './submissions.ts'

export const TEST_PASSPHRASE = 'frase-de-teste-dos-backups-bem-longa'

const folders: string[] = []

/** Removes the folders backupFolder made: each test file calls it in its afterAll. */
export function removeBackupFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
}

/** A new folder for a test's archives (see removeBackupFolders). */
export function backupFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fundacao-backups-'))
  folders.push(folder)
  return folder
}

/** Settings of a test's backups of `databaseUrl`, into a fresh folder. */
export const testBackupSettings = (databaseUrl: string, overrides: Partial<BackupSettings> = {}): BackupSettings => ({
  databaseUrl,
  dir: backupFolder(),
  passphrase: TEST_PASSPHRASE,
  keep: { daily: 7, weekly: 4 },
  appVersion: 'teste',
  ...overrides,
})

let created = 0

/** A new empty database (no tables) on the run's PostgreSQL; `drop()` removes it. */
export async function emptyDatabase() {
  const adminUrl = inject('postgresAdminUrl')
  const name = `backup_target_${process.pid}_${++created}`
  const run = (sql: string) => queryRows(adminUrl, sql)
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** Every table's row count and SHA-256 of its rows, as of one moment: "rows:sha256" by table name. */
export async function tableDigests(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const digests: Record<string, string> = {}
    for (const table of await listTables(client)) {
      const { rows, sha256 } = await measureTable(client, table)
      digests[table.name] = `${rows}:${sha256}`
    }
    await client.query('COMMIT')
    return digests
  } finally {
    await client.end()
  }
}

export interface CommandRun {
  child: ChildProcess
  /** Exit code, or signal, and everything printed, once it ends. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>
}

/**
 * Spawns a command of server/src/cli (`backup`, `restore`) as npm run does, with `env` over this process's
 * environment (an undefined value removes the variable).
 */
export function startCommand(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv, launcher: string[] = []): CommandRun {
  const [program, ...launcherArgs] = [...launcher, process.execPath]
  const child = spawn(program!, [...launcherArgs, '--import', 'tsx', `server/src/cli/${command}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: Object.fromEntries(Object.entries({ ...process.env, NODE_ENV: 'test', ...env }).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const ended = new Promise<Awaited<CommandRun['ended']>>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  )
  return { child, ended }
}

export const runCommand = (command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) => startCommand(command, args, env).ended

/**
 * `npm run backup` with BACKUP_DIR on a tmpfs of `sizeKb`, mounted for it alone: `unshare` gives it a mount namespace
 * of its own (and a user namespace, so no root is needed where the kernel allows them). The tmpfs ends with it, so
 * what it held then is listed into `listingFile` first.
 */
export function runBackupOnSmallDisk(env: NodeJS.ProcessEnv & { BACKUP_DIR: string }, sizeKb: number, listingFile: string) {
  const script = `mount -t tmpfs -o size=${sizeKb}k,mode=0700 tmpfs "$BACKUP_DIR" || exit 90; "$@"; code=$?; ls -A "$BACKUP_DIR" > "${listingFile}"; exit $code`
  return startCommand('backup', [], env, ['unshare', '--user', '--map-root-user', '--mount', 'sh', '-c', script, 'sh']).ended
}

/** Polls `probe` until it is true (the tests wait on conditions, never on a time). */
export async function waitUntil(probe: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!(await probe())) {
    if (performance.now() > deadline) throw new Error(`esperou demais: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
