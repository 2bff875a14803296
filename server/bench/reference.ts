import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { freePort } from './server-process.ts'

const READY_TIMEOUT_MS = 30_000

/** Starts reference-server.ts as its own process (like our server) on `databaseUrl`, once it says it is ready. */
export async function startReferenceServer(databaseUrl: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'reference-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('o servidor de referência não ficou pronto')), READY_TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('pronto')) {
        clearTimeout(timer)
        resolve()
      }
    })
    void exited.then(() => reject(new Error(`o servidor de referência terminou (código ${child.exitCode})`)))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
