import { appendFileSync } from 'node:fs'
import path from 'node:path'
import supertest from 'supertest'
import { inject } from 'vitest'
import { buildApp, type App, type AppOptions } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config/env.ts'
import { createPrismaClient } from '../src/db/prisma.ts'
import { setAdminPassword } from '../src/modules/auth/service.ts'
import { resetDatabase, testDatabaseUrl } from './database.ts'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'
export const TEST_ADMIN = { nome: 'admin-teste', senha: 'senha-de-teste-123' }

export interface TestAppOptions {
  env?: Record<string, string>
  /** Keep the rows of earlier tests (default: start from an empty database). */
  keepData?: boolean
  extra?: Partial<Omit<AppOptions, 'config' | 'prisma' | 'jwtSecret' | 'logStream'>>
  /** Adds test-only routes to the built app before it starts (e.g. one that makes the database fail). */
  beforeReady?: (app: App) => void
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

/** Builds the real app on this worker's real PostgreSQL; call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const databaseUrl = await testDatabaseUrl()
  if (!options.keepData) await resetDatabase(databaseUrl)
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATABASE_URL: databaseUrl,
    DATA_DIR: './data-test',
    ...options.env,
  })
  const prisma = createPrismaClient(databaseUrl)
  const logs = captureLogs()
  const app = await buildApp({ config, prisma, jwtSecret: TEST_JWT_SECRET, logStream: logs.stream, ...options.extra })
  options.beforeReady?.(app)
  await app.ready()
  const request = supertest(app.server)
  return {
    app,
    prisma,
    config,
    databaseUrl,
    request,
    /** The JSON log lines this app wrote, as they went to the capture file. */
    logLines: logs.lines,
    /** Creates the test admin and returns a valid Bearer header value. */
    async adminToken(): Promise<string> {
      const user = await setAdminPassword(prisma, TEST_ADMIN.nome, TEST_ADMIN.senha)
      return `Bearer ${app.jwt.sign({ sub: String(user.id), nome: user.nome })}`
    },
    async close() {
      await app.close()
      await prisma.$disconnect()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
