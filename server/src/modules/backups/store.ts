/**
 * BACKUP_DIR: the archives, each with a small record beside it (`<archive>.json`: origin, size, SHA-256 and the
 * outcome of its restore drill). The record lives beside the archive, not in the database, because a restore
 * replaces the database and an archive must tell its own story wherever it is copied. An archive is written under a
 * hidden temporary name, flushed to disk, then renamed: a name that lists is always a complete archive.
 */
import { BACKUP_NAME_PATTERN, BACKUP_ORIGINS, SITE_TIME_ZONE, type BackupOrigin } from '@site/contracts'
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import { digestOf } from './archive.ts'
import { BackupError, backupErrors } from './errors.ts'

const RECORD_SUFFIX = '.json'
const PARTIAL_SUFFIX = '.partial'
/** A temporary file this old was left by a process that died while writing it. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000

/** `backup-20261125T050000Z-agendado-3fa9c1.age`: when (UTC), why, and a random tail against collisions. */
export function archiveName(createdAt: Date, origin: BackupOrigin): string {
  const stamp = createdAt.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '')
  return `backup-${stamp}-${origin}-${randomBytes(3).toString('hex')}.age`
}

/** When a step after the backup (its drill, its off-site copy) ran, and how it ended. */
const outcomeSchema = z.object({ at: z.iso.datetime(), ok: z.boolean(), message: z.string().optional() })
const recordSchema = z.object({
  origin: z.enum(BACKUP_ORIGINS),
  createdAt: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string(),
  drill: outcomeSchema.optional(),
  offsite: outcomeSchema.optional(),
})

export type BackupRecord = z.infer<typeof recordSchema>
export type Outcome = z.infer<typeof outcomeSchema>

export interface StoredArchive {
  name: string
  path: string
  origin: BackupOrigin
  createdAt: Date
  /** Its size on disk. */
  bytes: number
  /** Its record, when the process that wrote the archive lived to write it. */
  record: BackupRecord | undefined
}

/** BACKUP_DIR, created when missing and readable by this user only. */
export async function ensureBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** A full file system, or the user's quota on it used up. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT'])

/**
 * Writes `content` to `dir/name` so that the name appears only once the whole file is on disk (mode 0600). A failure
 * removes the temporary file. Returns the file's size and SHA-256.
 */
export async function writeAtomically(dir: string, name: string, content: AsyncIterable<Uint8Array>) {
  const temporary = path.join(dir, `.${name}.${process.pid}${PARTIAL_SUFFIX}`)
  const digest = digestOf()
  try {
    const counted = (async function* () {
      for await (const chunk of content) {
        digest.add(chunk)
        yield chunk
      }
    })()
    await pipeline(Readable.from(counted, { objectMode: false }), createWriteStream(temporary, { flags: 'wx', mode: 0o600, flush: true }))
    await rename(temporary, path.join(dir, name))
    await syncDir(dir)
  } catch (error) {
    await rm(temporary, { force: true })
    throw DISK_FULL.has((error as NodeJS.ErrnoException).code ?? '') ? new BackupError(backupErrors.diskFull(dir)) : error
  }
  return digest.result()
}

export const recordPath = (archivePath: string) => `${archivePath}${RECORD_SUFFIX}`

export async function readRecord(archivePath: string): Promise<BackupRecord | undefined> {
  try {
    return recordSchema.parse(JSON.parse(await readFile(recordPath(archivePath), 'utf8')))
  } catch {
    return undefined
  }
}

export async function writeRecord(archivePath: string, record: BackupRecord): Promise<void> {
  const target = recordPath(archivePath)
  const temporary = `${path.join(path.dirname(target), `.${path.basename(target)}`)}.${process.pid}${PARTIAL_SUFFIX}`
  await writeFile(temporary, JSON.stringify(record, null, 2), { mode: 0o600, flush: true })
  await rename(temporary, target)
}

const fromStamp = (stamp: string) =>
  new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`)

/** The complete archives in `dir`, newest first. */
export async function listArchives(dir: string): Promise<StoredArchive[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const archives: StoredArchive[] = []
  for (const name of names) {
    const match = BACKUP_NAME_PATTERN.exec(name)
    if (!match) continue
    const file = path.join(dir, name)
    const size = await stat(file).then((stats) => stats.size, () => undefined)
    if (size === undefined) continue
    const record = await readRecord(file)
    archives.push({
      name,
      path: file,
      origin: match[2] as BackupOrigin,
      createdAt: record ? new Date(record.createdAt) : fromStamp(match[1]!),
      bytes: size,
      record,
    })
  }
  return archives.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name))
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
/** The day in Brasília, as YYYY-MM-DD. */
const dayOf = (date: Date) => dayFormat.format(date)
/** The Monday that begins the day's week (ISO weeks), as YYYY-MM-DD. */
function weekOf(date: Date): string {
  const day = new Date(`${dayOf(date)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

/**
 * What rotation keeps: for each of the `keepDaily` latest days (Brasília time) that have archives, and each of the
 * `keepWeekly` latest weeks, one archive, the newest whose drill passed or else the newest. Archives are given
 * newest first; returns the names to delete. An archive whose drill has not run yet is kept for a day: it may be
 * a backup still being verified by another process. An archive taken before an upgrade is kept until a later
 * archive passes its drill.
 */
export function archivesToDelete(archives: StoredArchive[], keep: { daily: number; weekly: number }, now: Date): string[] {
  const kept = new Set<string>()
  const keepPerPeriod = (periodOf: (date: Date) => string, count: number) => {
    const best = new Map<string, StoredArchive>()
    for (const archive of archives) {
      const period = periodOf(archive.createdAt)
      const current = best.get(period)
      if (!current || (!current.record?.drill?.ok && archive.record?.drill?.ok)) best.set(period, archive)
    }
    for (const archive of [...best.values()].slice(0, count)) kept.add(archive.name)
  }
  keepPerPeriod(dayOf, keep.daily)
  keepPerPeriod(weekOf, keep.weekly)
  // The archive taken before an upgrade is the way back to the previous release until a later one is proven.
  const newestVerified = archives.find((archive) => archive.record?.drill?.ok)?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY
  for (const archive of archives) {
    if (archive.origin === 'atualizacao' && archive.createdAt.getTime() >= newestVerified) kept.add(archive.name)
  }
  return archives
    .filter((archive) => !kept.has(archive.name))
    .filter((archive) => archive.record?.drill || now.getTime() - archive.createdAt.getTime() > STALE_PARTIAL_MS)
    .map((archive) => archive.name)
}

/** Deletes what rotation does not keep (archive and record), and temporary files left by dead writers. */
export async function rotate(dir: string, keep: { daily: number; weekly: number }, now = new Date()): Promise<string[]> {
  const archives = await listArchives(dir)
  const deleted = archivesToDelete(archives, keep, now)
  for (const name of deleted) {
    await rm(path.join(dir, name), { force: true })
    await rm(recordPath(path.join(dir, name)), { force: true })
  }
  for (const name of await readdir(dir)) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue
    const file = path.join(dir, name)
    const modified = await stat(file).then((stats) => stats.mtimeMs, () => now.getTime())
    if (now.getTime() - modified > STALE_PARTIAL_MS) await rm(file, { force: true })
  }
  return deleted
}
