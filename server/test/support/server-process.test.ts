import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from './server-process.ts'

/**
 * A stand-in server that first listens on a port that speaks no HTTP, as the server does for a moment when it picks
 * a free port for its embedded PostgreSQL, and opens its HTTP port only once something has knocked on the other one.
 */
const KNOCK_FIRST = `
import http from 'node:http'
import net from 'node:net'
const other = net.createServer((socket) => {
  socket.destroy()
  other.close()
  http.createServer((request, response) => response.end(request.url === '/health' ? 'ok' : '')).listen(0, '127.0.0.1')
})
other.listen(0, '127.0.0.1')
`

describe('startServerProcess', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fundacao-server-process-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('finds the HTTP port of a server that listened on another port first', async () => {
    const script = path.join(folder, 'knock-first.mjs')
    writeFileSync(script, KNOCK_FIRST)
    const server = await startServerProcess({ env: {}, bundle: script, healthTimeoutMs: 60_000 })
    try {
      expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})
