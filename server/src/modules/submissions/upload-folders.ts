import type { FastifyBaseLogger } from 'fastify'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * An upload's temporary folder is named after the machine and the process that received it:
 * `fundacao-upload-<host>-<pid>-<random>`. A process killed mid-upload (kill -9, a crash, a power cut) leaves its
 * folder behind, with someone's documents in it; the next start removes it.
 */
const PREFIX = 'fundacao-upload-'
const FOLDER = /^fundacao-upload-([0-9a-f]{8})-(\d+)-[A-Za-z0-9]{6}$/
/** Named by a version that did not record its process. */
const UNOWNED_FOLDER = /^fundacao-upload-[A-Za-z0-9]{6}$/
/** Far beyond the longest an upload may take: a folder this old that this machine cannot vouch for is left over. */
export const LEFTOVER_AGE_MS = 60 * 60_000

/** Tells this machine's folders from those of another one sharing the folder (a container, a network volume). */
export const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8)

/** A new folder (mode 0700, as mkdtemp creates it) for one upload's files. */
export const createUploadFolder = (tmpDir: string) => mkdtemp(path.join(tmpDir, `${PREFIX}${HOST_TAG}-${process.pid}-`))

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function isOld(folder: string): Promise<boolean> {
  const { mtimeMs } = await stat(folder)
  return Date.now() - mtimeMs > LEFTOVER_AGE_MS
}

/**
 * Whether a folder in the temporary folder is an upload nobody receives any more. Of this machine: its process is
 * gone (or its number is now this process's, which had no upload yet). Of another machine, or of an older version:
 * it is older than LEFTOVER_AGE_MS. Anything else there is not ours and stays.
 */
async function isLeftover(tmpDir: string, name: string): Promise<boolean> {
  const owned = FOLDER.exec(name)
  if (owned) {
    const [, host, pid] = owned
    if (host === HOST_TAG) return Number(pid) === process.pid || !isRunning(Number(pid))
    return isOld(path.join(tmpDir, name))
  }
  return UNOWNED_FOLDER.test(name) && isOld(path.join(tmpDir, name))
}

/** Removes the upload folders left by processes that ended without cleaning up (see isLeftover). Run at start. */
export async function removeLeftoverUploadFolders(tmpDir: string, log: FastifyBaseLogger): Promise<void> {
  const names = (await readdir(tmpDir)).filter((name) => name.startsWith(PREFIX))
  let removed = 0
  for (const name of names) {
    const leftover = await isLeftover(tmpDir, name).catch(() => false)
    if (!leftover) continue
    await rm(path.join(tmpDir, name), { recursive: true, force: true })
    removed += 1
  }
  if (removed > 0) log.info({ removed }, 'uploads: temporary folders left by an earlier process removed')
}
