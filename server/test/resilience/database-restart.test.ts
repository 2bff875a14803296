import { messages } from '@site/contracts'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbeddedPostgres, type RunningDatabase } from '../../src/db/embedded.ts'
import { certificateCodeKey } from '../../src/db/keys.ts'
import { applyMigrations } from '../../src/db/migrate.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'
import { queryRows } from '../support/submissions.ts'
import { unhookEmbeddedPostgresExit } from '../support/exit-hook.ts'

unhookEmbeddedPostgresExit()

const CERTIFICATE = { codigo: 'RESIL2025', nome: 'Marta Quintana Reis', curso: 'Primeiros Socorros', horas: 12, link: 'https://www.example.org/c.pdf' }
const ROUTES = { health: '/health', certificate: `/certificado/${CERTIFICATE.codigo}` }
const OK_BODIES: Record<string, unknown> = {
  [ROUTES.health]: { status: 'ok' },
  [ROUTES.certificate]: expect.objectContaining({ nome: CERTIFICATE.nome, curso: CERTIFICATE.curso, horas: CERTIFICATE.horas }),
}
const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: messages.common.serviceUnavailable, mensagem: messages.common.serviceUnavailable }

/** Longer than this is a hang as far as a visitor is concerned. */
const REQUEST_LIMIT_MS = 5_000
const CLIENTS = 4
const PAUSE_MS = 20

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back'

interface Outcome {
  route: string
  /** The database's phase when the request was sent and when its answer (or failure) came back. */
  sent: Phase
  answered: Phase
  /** The HTTP status, or the name of the failure: a timeout, a dropped connection. */
  status: number | string
  body: unknown
  ms: number
}

/** A few clients asking for the routes in turn, each waiting for its answer, until stopped. */
function steadyLoad(baseUrl: string, database: { phase: Phase }) {
  const outcomes: Outcome[] = []
  const routes = Object.values(ROUTES)
  let running = true
  const client = async (offset: number) => {
    for (let turn = offset; running; turn++) {
      const route = routes[turn % routes.length]!
      const sent = database.phase
      const startedAt = performance.now()
      const answer = await fetch(baseUrl + route, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) })
        .then(async (response) => ({ status: response.status as number | string, body: await response.json() }))
        .catch((error: Error & { cause?: { code?: string } }) => ({ status: error.cause?.code ?? error.name, body: undefined }))
      outcomes.push({ route, sent, answered: database.phase, ...answer, ms: Math.round(performance.now() - startedAt) })
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index))
  return {
    outcomes,
    async stop() {
      running = false
      await Promise.all(clients)
    },
  }
}

const within = (outcomes: Outcome[], phase: Phase) => outcomes.filter((o) => o.sent === phase && o.answered === phase)

describe('PostgreSQL stopped and started again while the server is under load', () => {
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user and must reach the data folder.
  const dataDir = path.join(os.tmpdir(), `fundacao-pg-restart-${process.pid}`)
  let database: RunningDatabase | undefined
  let server: ServerProcess

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    database = await startEmbeddedPostgres(dataDir)
    await applyMigrations(database.url)
    await queryRows(
      database.url,
      'INSERT INTO "Certificate" ("codigo", "codeKey", "nome", "curso", "horas", "link") VALUES ($1, $2, $3, $4, $5, $6)',
      [CERTIFICATE.codigo, certificateCodeKey(CERTIFICATE.codigo), CERTIFICATE.nome, CERTIFICATE.curso, CERTIFICATE.horas, CERTIFICATE.link],
    )
    server = await startTestServer(testServerEnv(database.url))
  })
  afterAll(async () => {
    await server?.stop()
    await database?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 at once while the database is down, never 500 nor a hang, and recovers without a restart', { timeout: 90_000 }, async () => {
    const port = Number(new URL(database!.url).port)
    const state = { phase: 'up' as Phase }
    const load = steadyLoad(server.baseUrl, state)
    const seen = (phase: Phase, route: string) => within(load.outcomes, phase).filter((o) => o.route === route)
    try {
      await vi.waitFor(() => expect(within(load.outcomes, 'up').length).toBeGreaterThanOrEqual(8), { timeout: 60_000 })

      state.phase = 'stopping'
      await database!.stop()
      database = undefined
      state.phase = 'down'
      await vi.waitFor(
        () => {
          for (const route of Object.values(ROUTES)) expect(seen('down', route).length).toBeGreaterThanOrEqual(5)
        },
        { timeout: 60_000 },
      )

      state.phase = 'starting'
      database = await startEmbeddedPostgres(dataDir, port)
      state.phase = 'back'
      await vi.waitFor(
        () => {
          for (const route of Object.values(ROUTES)) expect(seen('back', route).length).toBeGreaterThanOrEqual(5)
        },
        { timeout: 60_000 },
      )
    } finally {
      await load.stop()
    }

    const { outcomes } = load
    expect(outcomes.filter((o) => typeof o.status !== 'number')).toEqual([])
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(REQUEST_LIMIT_MS)
    for (const outcome of outcomes) {
      if (outcome.status === 503) expect(outcome.body).toEqual(UNAVAILABLE)
      else expect(outcome).toMatchObject({ status: 200, body: OK_BODIES[outcome.route] })
    }
    expect(within(outcomes, 'up').map((o) => o.status)).toEqual(within(outcomes, 'up').map(() => 200))
    expect(within(outcomes, 'down').map((o) => o.status)).toEqual(within(outcomes, 'down').map(() => 503))
    expect(within(outcomes, 'back').map((o) => o.status)).toEqual(within(outcomes, 'back').map(() => 200))
    // The same process served throughout: it neither crashed nor needed a restart.
    expect(server.child.exitCode).toBeNull()
  })
})
