/**
 * The real server as a child process, for the tests that need its real start-up, signals and exit code, and for the
 * benches. Tests run the sources (`node --import tsx server/src/server.ts`), so they never test a stale build; the
 * benches run the production bundle. Its stdout and stderr go to a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../src/db/free-port.ts'

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
  /** Laid over this process's environment; an undefined value removes the variable. PORT is always a free one. */
  env: NodeJS.ProcessEnv
  /** Default: a file named after the port in the system temp folder. */
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

const HEALTH_POLL_MS = 50
/** As `npm start` and the Dockerfile run the bundle (see README, "Começar"). */
const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=4']

/** A test or bench that dies must not leave servers behind, holding ports and database connections. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

function spawnServer(options: ServerProcessOptions, port: number) {
  const logFile = options.logFile ?? path.join(os.tmpdir(), `fundacao-server-${port}.log`)
  const log = openSync(logFile, 'w')
  // `node --import tsx`, not the tsx CLI: signals reach the server itself, and its exit code is its own.
  const args = options.bundle ? [...PRODUCTION_NODE_FLAGS, options.bundle] : ['--import', 'tsx', 'server/src/server.ts']
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...options.env, PORT: String(port) },
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
  const { child, exited, output } = spawnServer(options, await freePort())
  const timer = setTimeout(() => child.kill('SIGKILL'), options.healthTimeoutMs ?? 60_000)
  const exit = await exited
  clearTimeout(timer)
  return { exit, output: output(Infinity) }
}

/** Spawns the server on a free port and waits for `GET /health` 200; on failure kills it and throws with its output. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort()
  const spawnedAt = performance.now()
  const { child, exited, output, logFile } = spawnServer(options, port)
  const baseUrl = `http://127.0.0.1:${port}`

  let readyAfterMs: number
  try {
    readyAfterMs = await waitForHealth(baseUrl, spawnedAt, options.healthTimeoutMs ?? 60_000, exited)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n--- ${logFile} ---\n${output()}`, { cause: error })
  }

  return {
    child,
    pid: child.pid!,
    baseUrl,
    readyAfterMs,
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

/** Polls `GET /health` until 200 and returns the ms since `spawnedAt`; throws if the process exits or time runs out. */
export async function waitForHealth(baseUrl: string, spawnedAt: number, timeoutMs: number, exited: Promise<ServerExit>): Promise<number> {
  let exit: ServerExit | undefined
  void exited.then((value) => (exit = value))
  while (performance.now() - spawnedAt < timeoutMs) {
    if (exit) throw new Error(`o servidor terminou (código ${exit.code}, sinal ${exit.signal}) antes de responder`)
    const status = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    )
    if (status === 200) return Math.round(performance.now() - spawnedAt)
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS))
  }
  throw new Error(`/health não respondeu 200 em ${timeoutMs / 1000} s`)
}
