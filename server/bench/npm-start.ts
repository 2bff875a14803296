import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
  const exited = once(child, 'exit')
  try {
    while (performance.now() - startedAt < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start terminou (código ${child.exitCode}); veja ${logFile}`)
      const status = await fetch(`http://127.0.0.1:${port}/health`).then((response) => response.status, () => 0)
      if (status === 200) return Math.round(performance.now() - startedAt)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`npm start não respondeu em ${TIMEOUT_MS / 1000} s; veja ${logFile}`)
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
