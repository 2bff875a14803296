/**
 * Backups of the whole site (decision 32): take one, list them, restore one, and the restore drill that proves an
 * archive restores. Used by the command line, the schedule (schedule.ts), the Backups screen (routes.ts, run.ts) and
 * the backup before an upgrade (upgrade.ts).
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { applyMigrations } from '../../db/migrate.ts'
import type { BackupOrigin } from '@site/contracts'
import { readArchive, type Manifest } from './archive.ts'
import { listTables } from './catalog.ts'
import { dumpDatabase, measureTable } from './dump.ts'
import { BackupError, backupErrors } from './errors.ts'
import { failureLine } from './failure.ts'
import { checkMigrationsKnown, loadArchive } from './load.ts'
import { copyToRemote } from './offsite.ts'
import type { BackupSettings } from './settings.ts'
import {
  archiveName,
  ensureBackupDir,
  listArchives,
  readRecord,
  recordPath,
  rotate,
  writeAtomically,
  writeRecord,
  type Outcome,
  type BackupRecord,
  type StoredArchive,
} from './store.ts'

export interface BackupEntry {
  name: string
  path: string
  origin: BackupOrigin
  createdAt: Date
  bytes: number
  /** When its restore drill passed; null until then (or when it failed). */
  verifiedAt: Date | null
  drill: Outcome | undefined
  offsite: Outcome | undefined
}

export interface RestoreResult {
  manifest: Manifest
  /** The migrations newer than the archive, applied after it. */
  migrated: string[]
}

const toEntry = (archive: StoredArchive): BackupEntry => {
  const drill = archive.record?.drill
  return {
    name: archive.name,
    path: archive.path,
    origin: archive.origin,
    createdAt: archive.createdAt,
    bytes: archive.bytes,
    verifiedAt: drill?.ok ? new Date(drill.at) : null,
    drill,
    offsite: archive.record?.offsite,
  }
}

/** The complete archives in `dir`, newest first. */
export const listBackups = async (dir: string): Promise<BackupEntry[]> => (await listArchives(dir)).map(toEntry)

/** Runs `run` on a connection of its own, closed whatever happens. */
export async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const withDatabase = (databaseUrl: string, database: string) => {
  const url = new URL(databaseUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** The whole archive read once, every table's hash checked, and its migrations known: nothing is touched. */
export const verifyArchive = (file: string, passphrase: string): Promise<Manifest> =>
  readArchive(file, passphrase, {
    opening: (opening) => checkMigrationsKnown(opening),
    table: async (_table, rows) => {
      for await (const _chunk of rows);
    },
  })

/** Compares what the database at `databaseUrl` holds with the manifest: every table's rows and hash, every sequence. */
async function compareWithManifest(databaseUrl: string, manifest: Manifest): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const tables = await listTables(client)
    if (tables.length !== manifest.tables.length) throw new BackupError(backupErrors.drillMismatch('a lista de tabelas'))
    for (const [index, table] of tables.entries()) {
      const expected = manifest.tables[index]!
      const found = await measureTable(client, table)
      if (found.name !== expected.name || found.rows !== expected.rows || found.sha256 !== expected.sha256) {
        throw new BackupError(backupErrors.drillMismatch(`a tabela ${expected.name}`))
      }
    }
    for (const sequence of manifest.sequences) {
      const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${pg.escapeIdentifier(sequence.name)}`,
      )
      if (rows[0]?.lastValue !== sequence.lastValue || rows[0]?.isCalled !== sequence.isCalled) {
        throw new BackupError(backupErrors.drillMismatch(`a sequência ${sequence.name}`))
      }
    }
    await client.query('COMMIT')
  })
}

async function recordOutcome(file: string, outcome: Pick<BackupRecord, 'drill' | 'offsite'>): Promise<void> {
  const record = await readRecord(file)
  if (record) await writeRecord(file, { ...record, ...outcome })
}

export function createBackups(settings: BackupSettings) {
  return {
    /** Writes an archive of the whole database into BACKUP_DIR, with its record. */
    async takeBackup({ origin }: { origin: BackupOrigin }): Promise<BackupEntry> {
      await ensureBackupDir(settings.dir)
      const name = archiveName(new Date(), origin)
      const file = path.join(settings.dir, name)
      let stored = { bytes: 0, sha256: '' }
      const manifest = await dumpDatabase(settings.databaseUrl, {
        passphrase: settings.passphrase,
        origin,
        appVersion: settings.appVersion,
        store: async (archive) => void (stored = await writeAtomically(settings.dir, name, archive)),
      })
      await writeRecord(file, { origin, createdAt: manifest.takenAt, ...stored })
      return { name, path: file, origin, createdAt: new Date(manifest.takenAt), bytes: stored.bytes, verifiedAt: null, drill: undefined, offsite: undefined }
    },

    /** The complete archives in BACKUP_DIR, newest first. */
    listBackups: () => listBackups(settings.dir),

    /**
     * Restores the archive at `file` into the database in one pass, committed only once the whole archive proved
     * intact (load.ts); a database that holds data is replaced only with `force`; then the migrations newer than
     * the archive are applied.
     */
    async restoreBackup(file: string, { force }: { force: boolean }): Promise<RestoreResult> {
      const manifest = await loadArchive(settings.databaseUrl, file, settings.passphrase, { force })
      return { manifest, migrated: await applyMigrations(settings.databaseUrl) }
    },

    /**
     * The restore drill: restores the archive into a scratch database on the same server, compares every table's
     * rows and hash and every sequence with the manifest, drops the scratch database, and records the outcome beside
     * the archive.
     */
    async runDrill(file: string): Promise<Outcome> {
      const scratch = `fundacao_drill_${randomBytes(6).toString('hex')}`
      let outcome: Outcome
      try {
        await withClient(settings.databaseUrl, (client) => client.query(`CREATE DATABASE ${scratch} TEMPLATE template0`))
        const scratchUrl = withDatabase(settings.databaseUrl, scratch)
        const manifest = await loadArchive(scratchUrl, file, settings.passphrase, { force: true })
        await compareWithManifest(scratchUrl, manifest)
        outcome = { at: new Date().toISOString(), ok: true }
      } catch (error) {
        outcome = { at: new Date().toISOString(), ok: false, message: failureLine(error) }
      } finally {
        await withClient(settings.databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)).catch(() => undefined)
      }
      await recordOutcome(file, { drill: outcome })
      return outcome
    },

    /**
     * Copies the archive and its record off the server with rclone, when BACKUP_RCLONE_REMOTE is set (undefined
     * otherwise), and records the outcome beside the archive.
     */
    async copyOffsite(file: string): Promise<Outcome | undefined> {
      const remote = settings.rcloneRemote
      if (!remote) return undefined
      let outcome: Outcome
      try {
        await copyToRemote(remote, file)
        outcome = { at: new Date().toISOString(), ok: true }
        await recordOutcome(file, { offsite: outcome })
        await copyToRemote(remote, recordPath(file))
      } catch (error) {
        outcome = { at: new Date().toISOString(), ok: false, message: failureLine(error) }
        await recordOutcome(file, { offsite: outcome })
      }
      return outcome
    },

    /** Deletes the archives that rotation (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY) does not keep; returns their names. */
    rotate: () => rotate(settings.dir, settings.keep),
  }
}

export type Backups = ReturnType<typeof createBackups>
