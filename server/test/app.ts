import type { StaffRole } from '@site/contracts'
import { appendFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import supertest from 'supertest'
import { inject } from 'vitest'
import { buildApp, type AppOptions } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config/env.ts'
import { hashPassword } from '../src/modules/auth/service.ts'
import { createDatabaseClients } from '../src/db/prisma.ts'
import { connectTestDatabase } from './database.ts'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'
export const TEST_ADMIN = { nome: 'admin-teste', senha: 'senha-de-teste-123' }

/** For test files about something else than the limits: budgets per address and account that no test reaches. */
export const LIMITS_OUT_OF_REACH = {
  LOGIN_RATE_LIMIT_MAX: '1000000',
  LOGIN_ACCOUNT_LOCK_FAILURES: '1000000',
  REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000000',
  REGISTRATION_RATE_LIMIT_PER_HOUR: '1000000',
  SUBMISSION_RATE_LIMIT_PER_MINUTE: '1000000',
  SUBMISSION_RATE_LIMIT_PER_HOUR: '1000000',
}

export interface TestAppOptions {
  env?: Record<string, string>
  /** Keep the rows of earlier tests (default: start from an empty database). */
  keepData?: boolean
  /** Runs on this database, as it is, instead of the worker's (a database migrated by an earlier release). */
  databaseUrl?: string
  extra?: Partial<Omit<AppOptions, 'config' | 'prisma' | 'queries' | 'jwtSecret' | 'databaseUrl' | 'logStream'>>
  /** Adds test-only routes to the built app before it starts (e.g. one that makes the database fail). */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void
}

/**
 * Every test app logs as production does (at debug, one level finer) into this worker's file of the run's log
 * folder; global-setup checks all of them for personal data when the run ends. Nothing goes to stdout.
 */
function captureLogs() {
  const file = path.join(inject('testLogDir'), `worker-${process.pid}.log`)
  appendFileSync(file, '')
  const lines: string[] = []
  const stream = {
    write(line: string) {
      lines.push(line)
      appendFileSync(file, line)
    },
  }
  return { lines, stream }
}

/** Apps not closed yet: test/setup.ts closes those a test file left open, even after a failure. */
const openApps = new Set<{ close(): Promise<void> }>()

export async function closeLeftoverTestApps(): Promise<void> {
  await Promise.all([...openApps].map((app) => app.close()))
}

/** Builds the real app on this worker's real PostgreSQL; call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const { databaseUrl, prisma, queries } = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, ...createDatabaseClients(options.databaseUrl) }
    : await connectTestDatabase({ keepData: options.keepData })
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATABASE_URL: databaseUrl,
    // Outside the work tree: every registration now queues a confirmation, which lands here as an .eml file.
    DATA_DIR: path.join(os.tmpdir(), 'fundacao-test-data'),
    ...options.env,
  })
  const logs = captureLogs()
  const app = await buildApp({
    config,
    prisma,
    queries,
    jwtSecret: TEST_JWT_SECRET,
    databaseUrl,
    logStream: logs.stream,
    ...options.extra,
  })
  options.beforeReady?.(app)
  await app.ready()
  const request = supertest(app.server)
  const testApp = {
    app,
    prisma,
    queries,
    config,
    databaseUrl,
    request,
    /** The JSON log lines this app wrote, as they went to the capture file. */
    logLines: logs.lines,
    /** Creates the test admin (an Administrador) and returns a valid Bearer header value. */
    async adminToken(): Promise<string> {
      const passwordHash = await hashPassword(TEST_ADMIN.senha)
      const user = await prisma.adminUser.upsert({
        where: { nome: TEST_ADMIN.nome },
        create: { nome: TEST_ADMIN.nome, role: 'administrador', passwordHash },
        update: { role: 'administrador', disabled: false, passwordHash },
      })
      return `Bearer ${app.signSession(user)}`
    },
    /** Creates (or finds) an enabled account `nome` with this role and returns a valid Bearer header value. */
    async tokenFor(role: StaffRole, nome = `equipe-${role}`): Promise<string> {
      const user = await prisma.adminUser.upsert({
        where: { nome },
        create: { nome, role, passwordHash: await hashPassword(TEST_ADMIN.senha) },
        update: {},
      })
      return `Bearer ${app.signSession(user)}`
    },
    async close() {
      openApps.delete(testApp)
      await app.close()
      await prisma.$disconnect()
    },
  }
  openApps.add(testApp)
  return testApp
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
