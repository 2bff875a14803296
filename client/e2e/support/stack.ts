/**
 * The real stack for browser tests: PostgreSQL (DATABASE_URL, else embedded), an SMTP server that spools every
 * message it receives to a folder, and the real server process serving the built client.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { seedDemoNews } from '../../../server/src/db/seed/demo-news.ts'
import { startEmbeddedPostgres } from '../../../server/src/db/embedded.ts'
import { createDatabaseClients } from '../../../server/src/db/prisma.ts'
import { freePort } from '../../../server/src/db/free-port.ts'

export const E2E_ADMIN = { nome: 'equipe-e2e', senha: 'senha-e2e-segura-123' }
export const E2E_DOCUMENT_RETENTION_DAYS = 30
export const E2E_MAIL_TO = { voluntariado: 'voluntariado@e2e.test', requerimento: 'secretaria@e2e.test' }

const ROOT = path.resolve(import.meta.dirname, '../../..')
const HEALTH_TIMEOUT_MS = 60_000

export interface Stack {
  baseUrl: string
  databaseUrl: string
  mailDir: string
  stop(): Promise<void>
}

function startSpoolingSmtp(mailDir: string, port: number): Promise<SMTPServer> {
  let sequence = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        sequence += 1
        writeFileSync(path.join(mailDir, `${Date.now()}-${sequence}.eml`), Buffer.concat(chunks))
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`)
    const ok = await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('o servidor não respondeu /health a tempo')
}

export async function startStack(port: number): Promise<Stack> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fundacao-e2e-'))
  const mailDir = path.join(work, 'smtp')
  mkdirSync(mailDir)
  // Outside the 0700 mkdtemp folder: initdb runs as the postgres user when we are root.
  const pgDir = path.join(os.tmpdir(), `fundacao-e2e-pg-${process.pid}`)
  const database = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres(pgDir)
  const smtpPort = await freePort()
  const smtp = await startSpoolingSmtp(mailDir, smtpPort)
  const baseUrl = `http://127.0.0.1:${port}`

  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in PDFs and QR codes point at the stack the browser uses.
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: path.join(work, 'data'),
      JWT_SECRET: 'e2e-secret-long-enough-for-hs256-signing-1234',
      ADMIN_USER: E2E_ADMIN.nome,
      ADMIN_PASSWORD: E2E_ADMIN.senha,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO_VOLUNTARIADO: E2E_MAIL_TO.voluntariado,
      MAIL_TO_REQUERIMENTO: E2E_MAIL_TO.requerimento,
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOGIN_ACCOUNT_LOCK_FAILURES: '1000',
      REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000',
      SUBMISSION_RATE_LIMIT_PER_MINUTE: '1000',
      // Not the default (90): the privacy notice test shows the page states what the server is configured with.
      DOCUMENT_RETENTION_DAYS: String(E2E_DOCUMENT_RETENTION_DAYS),
    },
  })
  try {
    await waitForHealth(baseUrl, server)
    // The public news pages show what a first start shows: the demo news (the server seeds only without DATABASE_URL).
    const { prisma } = createDatabaseClients(database.url)
    await seedDemoNews(prisma).finally(() => prisma.$disconnect())
  } catch (error) {
    server.kill('SIGKILL')
    throw error
  }

  return {
    baseUrl,
    databaseUrl: database.url,
    mailDir,
    async stop() {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      })
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await database.stop()
      rmSync(work, { recursive: true, force: true })
      rmSync(pgDir, { recursive: true, force: true })
    },
  }
}
