/**
 * The real server as a child process, for the tests that need its real start-up, signals and exit code, and for the
 * benches. Tests run the sources (`node --import tsx server/src/server.ts`), so they never test a stale build; the
 * benches run the production bundle. Its stdout and stderr go to a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')

export interface ServerExit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface ServerProcess {
  child: ChildProcess
  pid: number
  baseUrl: string
  /** Milliseconds from spawn to the first `GET /health` answering 200. */
  readyAfterMs: number
  exited: Promise<ServerExit>
  /** The last lines of its stdout and stderr, for failure messages and for waiting on a log line. */
  output(lines?: number): string
  kill(signal: NodeJS.Signals): void
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<ServerExit>
}

export interface ServerProcessOptions {
  /** Laid over this process's environment; an undefined value removes the variable. PORT is always 0 (see spawnServer). */
  env: NodeJS.ProcessEnv
  /** Default: a new file in the system temp folder. */
  logFile?: string
  /** A built server (server/dist/server.js, relative to the repository root) for plain Node; default: the sources. */
  bundle?: string
  healthTimeoutMs?: number
}

/**
 * A spawned test server on `databaseUrl`, with fixed secrets and logs at debug: tests wait on log lines such as
 * the "incoming request" of an upload.
 */
export const testServerEnv = (databaseUrl: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'debug',
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(os.tmpdir(), 'fundacao-test-server'),
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  ADMIN_PASSWORD: 'senha-de-teste-123',
  ...env,
})

const POLL_MS = 50
/** As `npm start` and the Dockerfile run the bundle (see README, "Começar"). */
/**
 * A bound, not a wait: a server starts in seconds, but on a loaded 2-core machine (two test runs side by side) a
 * start that compiles TypeScript and creates a database has taken over a minute.
 */
const START_TIMEOUT_MS = 180_000
const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=4']
const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' }

/** A test or bench that dies must not leave servers behind, holding ports and database connections. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Spawns the server on PORT 0: it binds a port the OS picks at that moment, so no other process (another test run
 * on this machine) can take it first and answer in its place, as with a port chosen before a slow start.
 */
function spawnServer(options: ServerProcessOptions) {
  const logFile = options.logFile ?? path.join(os.tmpdir(), `fundacao-server-${process.pid}-${Date.now()}.log`)
  const log = openSync(logFile, 'w')
  // `node --import tsx`, not the tsx CLI: signals reach the server itself, and its exit code is its own.
  const args = options.bundle ? [...PRODUCTION_NODE_FLAGS, options.bundle] : ['--import', 'tsx', 'server/src/server.ts']
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...(options.bundle && PRODUCTION_ENV), HOST: '127.0.0.1', ...options.env, PORT: '0' },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  running.add(child)
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    }),
  )
  const output = (lines = 60) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n')
  return { child, exited, output, logFile }
}

/** Runs a server that must fail to start; gives its exit and everything it printed. */
export async function runFailingServer(options: ServerProcessOptions): Promise<{ exit: ServerExit; output: string }> {
  const { child, exited, output } = spawnServer(options)
  const timer = setTimeout(() => child.kill('SIGKILL'), options.healthTimeoutMs ?? START_TIMEOUT_MS)
  const exit = await exited
  clearTimeout(timer)
  return { exit, output: output(Infinity) }
}

/** Spawns the server and waits for `GET /health` 200; on failure kills it and throws with its output. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const spawnedAt = performance.now()
  const timeoutMs = options.healthTimeoutMs ?? START_TIMEOUT_MS
  const { child, exited, output, logFile } = spawnServer(options)

  let ready: { baseUrl: string; readyAfterMs: number }
  try {
    // Each port it listens on is asked, at each poll: before its HTTP server, the server may hold another one for a
    // moment (the free port it picks for its embedded PostgreSQL, which PostgreSQL then takes). Waiting on that one
    // alone, found by chance, never ends.
    ready = await pollUntil(
      async () => {
        for (const port of listeningPorts(child.pid!)) {
          const baseUrl = `http://127.0.0.1:${port}`
          if ((await healthStatus(baseUrl)) === 200) return { baseUrl, readyAfterMs: Math.round(performance.now() - spawnedAt) }
        }
        return undefined
      },
      spawnedAt,
      timeoutMs,
      exited,
      'respondeu 200 em /health',
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n--- ${logFile} ---\n${output()}`, { cause: error })
  }

  return {
    child,
    pid: child.pid!,
    ...ready,
    exited,
    output,
    kill: (signal) => void child.kill(signal),
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
      return exited
    },
  }
}

/** The TCP ports `pid` listens on (Linux): its socket inodes looked up in the kernel's table of listening sockets. */
function listeningPorts(pid: number): number[] {
  const sockets = new Set<string>()
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' })
      if (target.startsWith('socket:[')) sockets.add(target.slice('socket:['.length, -1))
    }
  } catch {
    return []
  }
  // "sl local_address rem_address st ... inode": local_address is HEXADDR:HEXPORT, state 0A is LISTEN.
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , , state, , , , , , inode]) => state === '0A' && inode !== undefined && sockets.has(inode))
    .map(([, local]) => parseInt(local!.split(':')[1]!, 16))
}

/**
 * Calls `probe` every 50 ms until it gives a value; throws if the process exits first or `timeoutMs` (counted from
 * `spawnedAt`) runs out. `what` completes "o servidor não ... em N s".
 */
async function pollUntil<T>(probe: () => Promise<T | undefined>, spawnedAt: number, timeoutMs: number, exited: Promise<ServerExit>, what: string): Promise<T> {
  let exit: ServerExit | undefined
  void exited.then((value) => (exit = value))
  while (performance.now() - spawnedAt < timeoutMs) {
    if (exit) throw new Error(`o servidor terminou (código ${exit.code}, sinal ${exit.signal}) antes de responder`)
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`o servidor não ${what} em ${timeoutMs / 1000} s`)
}

/** The status of `GET /health` at `baseUrl`, 0 when nothing answers it. */
const healthStatus = (baseUrl: string): Promise<number> =>
  fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    () => 0,
  )

/** Polls `GET /health` until 200 and returns the ms since `spawnedAt`; throws if the process exits or time runs out. */
export const waitForHealth = (baseUrl: string, spawnedAt: number, timeoutMs: number, exited: Promise<ServerExit>): Promise<number> =>
  pollUntil(
    async () => ((await healthStatus(baseUrl)) === 200 ? Math.round(performance.now() - spawnedAt) : undefined),
    spawnedAt,
    timeoutMs,
    exited,
    'respondeu 200 em /health',
  )
