/**
 * An administrator downloads a 256 MB archive from the real server process, with the ticket the Backups screen asks
 * for, and holds the download still half-way: the server streams the file as the client takes it, so its memory
 * does not grow with the archive, and the bytes arrive whole.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { waitUntil } from '../support/backups.ts'
import { watchMemory } from '../support/process-memory.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'

const MB = 1024 * 1024
const ARCHIVE_MB = 256
const ARCHIVE = 'backup-20260301T050000Z-manual-5a6b7c.age'
/** What the download may add to the server's memory: a few stream buffers, never the archive. */
const GROWTH_LIMIT_KB = 64 * 1024

/** Writes `megabytes` of random bytes (an age file does not compress) to `file`, 1 MB at a time; their SHA-256. */
async function writeArchive(file: string, megabytes: number): Promise<string> {
  const digest = createHash('sha256')
  const out = createWriteStream(file, { mode: 0o600 })
  for (let written = 0; written < megabytes; written += 1) {
    const chunk = randomBytes(MB)
    digest.update(chunk)
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  out.end()
  await finished(out)
  return digest.digest('hex')
}

/** Bytes the process has read so far, from any file or socket (/proc/<pid>/io). */
const bytesRead = (pid: number) => Number(/^rchar: (\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1])

describe('downloading a large backup in the browser', () => {
  const dataDir = path.join(os.tmpdir(), `fundacao-backup-download-${process.pid}`)
  let server: ServerProcess
  let expectedSha256: string

  beforeAll(async () => {
    mkdirSync(path.join(dataDir, 'backups'), { recursive: true, mode: 0o700 })
    expectedSha256 = await writeArchive(path.join(dataDir, 'backups', ARCHIVE), ARCHIVE_MB)
    const databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    server = await startTestServer(testServerEnv(databaseUrl, { DATA_DIR: dataDir, LOG_LEVEL: 'info', BACKUP_SCHEDULE: 'off' }))
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('streams 256 MB to a client that pauses half-way, byte for byte, with the server\'s memory flat', { timeout: 300_000 }, async () => {
    const login = await fetch(`${server.baseUrl}/usuario/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'admin', senha: testServerEnv('').ADMIN_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const ticket = await fetch(`${server.baseUrl}/backups/${ARCHIVE}/bilhete`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect(ticket.status).toBe(204)
    const cookie = ticket.headers.get('set-cookie')!.split(';')[0]!

    const memory = watchMemory(server.pid)
    const digest = createHash('sha256')
    let received = 0
    let paused = false
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.baseUrl}/backups/${ARCHIVE}/arquivo`, { headers: { cookie } }, resolve).once('error', reject),
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(ARCHIVE_MB * MB))
    const done = new Promise<void>((resolve, reject) => response.once('end', resolve).once('error', reject))
    response.on('data', (chunk: Buffer) => {
      digest.update(chunk)
      received += chunk.length
      if (!paused && received >= (ARCHIVE_MB / 2) * MB) {
        paused = true
        response.pause()
      }
    })
    await waitUntil(() => paused, 'metade do arquivo chegar')
    // Held still until the server stops reading: it waits for the client instead of reading the rest into memory.
    let last = -1
    let steady = 0
    await waitUntil(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const now = bytesRead(server.pid)
      steady = now === last ? steady + 1 : 0
      last = now
      return steady >= 3
    }, 'o servidor parar de ler')
    response.resume()
    await done
    const peaks = memory.stop()

    const figures = `RSS antes ${peaks.startKb} kB, pico amostrado ${peaks.sampledPeakKb} kB, pico do kernel ${peaks.highWaterKb ?? '?'} kB`
    expect(received).toBe(ARCHIVE_MB * MB)
    expect(digest.digest('hex')).toBe(expectedSha256)
    expect(peaks.sampledPeakKb - peaks.startKb, figures).toBeLessThan(GROWTH_LIMIT_KB)
    if (peaks.highWaterKb !== undefined) expect(peaks.highWaterKb - peaks.startKb, figures).toBeLessThan(GROWTH_LIMIT_KB)
  })
})
