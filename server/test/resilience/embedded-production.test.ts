/**
 * Production on the embedded PostgreSQL (decision 33): `NODE_ENV=production npm start` without DATABASE_URL starts,
 * and its database answers on the loopback only.
 */
import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'

/** The addresses of this machine that are not the loopback: the ones a neighbour on the network would use. */
const outsideAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
    .map((entry) => entry!.address)

const connects = async (host: string, port: number, password: string) => {
  const client = new pg.Client({ host, port, user: 'postgres', password, database: 'fundacao', connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? 'erro'
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('production on the embedded PostgreSQL', () => {
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the data folder.
  const dataDir = path.join(os.tmpdir(), `fundacao-production-${process.pid}`)
  let server: ServerProcess | undefined

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts with NODE_ENV=production and no DATABASE_URL, its database reachable from this machine only', { timeout: 600_000 }, async () => {
    rmSync(dataDir, { recursive: true, force: true })
    server = await startTestServer(testServerEnv('', { NODE_ENV: 'production', DATABASE_URL: undefined, DATA_DIR: dataDir, LOG_LEVEL: 'info' }))
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)

    const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
    const password = readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim()
    expect(await connects('127.0.0.1', port, password)).toBe('ok')
    for (const address of outsideAddresses()) expect(await connects(address, port, password), address).toBe('ECONNREFUSED')

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    server = undefined
  })
})
