/**
 * The real server on its embedded PostgreSQL (no DATABASE_URL), as `npm start` runs it: killed with SIGKILL and
 * started again on the same DATA_DIR, started twice on one DATA_DIR, and started on a DATA_DIR it cannot use.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { runFailingTestServer, startTestServer } from '../support/test-server.ts'

const CERTIFICATE = { codigo: 'KILL9TESTE', nome: 'Heloísa Prado Correia', curso: 'Gestão Escolar', horas: 40, link: 'https://www.example.org/c.pdf' }

/** The server's own settings, with the embedded database under `dataDir` instead of the run's DATABASE_URL. */
const embeddedEnv = (dataDir: string) => testServerEnv('', { DATABASE_URL: undefined, DATA_DIR: dataDir })

/** PostgreSQL processes (not yet ended) serving a data directory under `dataDir`. */
function postgresProcessesUnder(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
        return path.basename(argv[0] ?? '') === 'postgres' && argv.some((arg) => arg.startsWith(dataDir))
      } catch {
        return false
      }
    })
    .map(Number)
}

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/usuario/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nome: 'admin', senha: embeddedEnv('').ADMIN_PASSWORD }),
  })
  expect(response.status).toBe(200)
  return `Bearer ${((await response.json()) as { token: string }).token}`
}

describe('the server on its embedded PostgreSQL', () => {
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the data folder.
  const dataDir = path.join(os.tmpdir(), `fundacao-kill-restart-${process.pid}`)
  let server: ServerProcess | undefined

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('killed with SIGKILL, is healthy again on the same DATA_DIR, with its data, and leaves no PostgreSQL behind', { timeout: 600_000 }, async () => {
    rmSync(dataDir, { recursive: true, force: true })
    server = await startTestServer(embeddedEnv(dataDir))
    const created = await fetch(`${server.baseUrl}/certificado`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await adminToken(server.baseUrl) },
      body: JSON.stringify(CERTIFICATE),
    })
    expect(created.status).toBe(201)

    server.kill('SIGKILL')
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })

    server = await startTestServer(embeddedEnv(dataDir))
    const found = await fetch(`${server.baseUrl}/certificado/${CERTIFICATE.codigo}`)
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ nome: CERTIFICATE.nome, curso: CERTIFICATE.curso, horas: CERTIFICATE.horas })

    // A second server on the same DATA_DIR must not take the database from under the first.
    const second = await runFailingTestServer(embeddedEnv(dataDir))
    expect(second.exit.code).toBe(1)
    expect(second.output.trim().split('\n')).toEqual([expect.stringMatching(/^O banco embutido em .* já está em uso pelo processo \d+ /)])
    expect((await fetch(`${server.baseUrl}/certificado/${CERTIFICATE.codigo}`)).status).toBe(200)

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    server = undefined
    await vi.waitFor(() => expect(postgresProcessesUnder(dataDir)).toEqual([]), { timeout: 60_000 })
  })

  it('refuses a DATA_DIR the database user cannot enter with one line that says what to fix', { timeout: 240_000 }, async () => {
    const locked = path.join(os.tmpdir(), `fundacao-locked-${process.pid}`)
    mkdirSync(locked, { recursive: true })
    chmodSync(locked, 0o000)
    try {
      const { exit, output } = await runFailingTestServer(embeddedEnv(path.join(locked, 'data')))
      expect(exit.code).toBe(1)
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(/^DATA_DIR inutilizável: o usuário "[^"]+", .* \| DATA_DIR unusable: user "[^"]+", .*another DATA_DIR\.$/),
      ])
    } finally {
      chmodSync(locked, 0o755)
      rmSync(locked, { recursive: true, force: true })
    }
  })
})
