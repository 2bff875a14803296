import { spawn } from 'node:child_process'
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { waitForHealth, type ServerExit } from '../test/support/server-process.ts'
import { REPO_ROOT, freePort } from './server-process.ts'

const TIMEOUT_MS = 180_000

/**
 * What a newcomer waits for: `npm start` (client build, fresh embedded PostgreSQL, migrations, demo content) until
 * the first 200 of /health, in ms. The whole process group is stopped afterwards.
 */
export async function measureNpmStart(logFile: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fundacao-npm-start-'))
  chmodSync(dataDir, 0o755)
  const port = await freePort()
  const log = openSync(logFile, 'w')
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir }
  delete env.DATABASE_URL
  const startedAt = performance.now()
  const child = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log], detached: true })
  closeSync(log)
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  try {
    return await waitForHealth(`http://127.0.0.1:${port}`, startedAt, TIMEOUT_MS, exited)
  } catch (error) {
    throw new Error(`npm start: ${(error as Error).message}; veja ${logFile}`, { cause: error })
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
