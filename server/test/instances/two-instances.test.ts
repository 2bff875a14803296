/**
 * Two real server processes on one PostgreSQL, as behind a proxy: what one instance accepts the other sees, the
 * limits count requests to both together, and the two outbox workers never send a mail twice.
 */
import { LECTURE_CYCLE_PROJECT, messages } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recipient, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts'
import { PDF } from '../support/submission-fixtures.ts'
import { nameKey } from '../../src/db/keys.ts'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { isoDateInDays } from '../support/events.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { outboxRows, postForm, queryRows, volunteerForm } from '../support/submissions.ts'
import { startTestServers } from '../support/test-server.ts'

const ADMIN = { nome: 'admin', senha: testServerEnv('').ADMIN_PASSWORD }
const STAFF = 'voluntariado@teste.local'
const QUEUED_MAILS = 40
const REGISTRATIONS_PER_HOUR = 6
const LOCK_FAILURES = 4
const TITLE = 'Palestra nas duas instâncias'

const person = (index: number) => ({
  nome: `Participante ${index}`,
  email: `participante${index}@example.com`,
  telefone: '(12) 98877-6655',
  titulo: TITLE,
  comoConheceu: 'Instagram',
})

async function postJson(url: string, payload: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json()) as { token?: string; mensagem?: string }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

/**
 * Holds every delivery until two are in flight at once. Each worker sends one mail at a time, so the mails go out only
 * once both instances' workers are sending from the same queue together.
 */
function untilTwoInFlight() {
  let inFlight = 0
  let release!: () => void
  const bothSending = new Promise<void>((resolve) => (release = resolve))
  return async () => {
    inFlight++
    if (inFlight >= 2) release()
    await bothSending
    inFlight--
  }
}

describe('two instances on one PostgreSQL', () => {
  let databaseUrl: string
  let inbox: SmtpInbox
  let servers: ServerProcess[] = []
  let token: string

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    // Queued while no instance ran: both workers find them on start.
    await queryRows(
      databaseUrl,
      `INSERT INTO "OutboxMail" ("to", "subject", "text", "attachmentFileIds", "nextAttemptAt")
       SELECT 'pessoa' || n || '@example.com', 'Mensagem da fila ' || n, 'Texto ' || n, '{}', now() AT TIME ZONE 'UTC'
         FROM generate_series(1, ${QUEUED_MAILS}) AS n`,
    )
    await queryRows(
      databaseUrl,
      `INSERT INTO "Event" ("titulo", "titleKey", "local", "data", "horario", "palestrante", "projeto", "subTitulo", "foto", "ativa")
       VALUES ($1, $2, 'Auditório', $3, '14:00:00', 'Dra. Helena Prado', $4, 'Encontro do ciclo', '/media/palestra-1.svg', true)`,
      [TITLE, nameKey(TITLE), isoDateInDays(30), LECTURE_CYCLE_PROJECT],
    )
    inbox = await startSmtpInbox(0, { holdAnswer: untilTwoInFlight() })
    const env = testServerEnv(databaseUrl, {
      SMTP_URL: inbox.url,
      MAIL_TO_VOLUNTARIADO: STAFF,
      REGISTRATION_RATE_LIMIT_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
      LOGIN_ACCOUNT_LOCK_FAILURES: String(LOCK_FAILURES),
    })
    servers = await startTestServers(env, 2)
    const login = await postJson(`${servers[0]!.baseUrl}/usuario/login`, ADMIN)
    expect(login.status).toBe(200)
    token = login.body.token!
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await inbox?.close()
  })

  it('sends each queued mail exactly once while both workers take from the queue', { timeout: 180_000 }, async () => {
    await vi.waitFor(
      async () => expect((await outboxRows(databaseUrl)).filter((row) => row.status === 'SENT')).toHaveLength(QUEUED_MAILS),
      { timeout: 120_000, interval: 250 },
    )
    const subjects = inbox.messages.map((mail) => mail.subject).filter((subject) => subject?.startsWith('Mensagem da fila'))
    expect(subjects).toHaveLength(QUEUED_MAILS)
    expect(new Set(subjects).size).toBe(QUEUED_MAILS)
    expect((await outboxRows(databaseUrl)).map((row) => row.attempts)).toEqual(Array(QUEUED_MAILS).fill(1))
    for (const server of servers) expect(server.output(1_000_000)).toContain('outbox: mail sent')
  })

  it('counts registrations sent to either instance against one limit per address', async () => {
    const answers = []
    for (let index = 0; index < REGISTRATIONS_PER_HOUR + 2; index++) {
      answers.push(await postJson(`${servers[index % 2]!.baseUrl}/inscrever`, person(index)))
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(REGISTRATIONS_PER_HOUR).fill(201), 429, 429])
    for (const refused of answers.slice(REGISTRATIONS_PER_HOUR)) {
      expect(refused.body.mensagem).toBe(messages.common.tooManyRequests)
      expect(Number(refused.retryAfter)).toBeGreaterThan(60)
    }

    // Accepted by either instance, listed by both (with a token the first one issued).
    for (const server of servers) {
      const response = await fetch(`${server.baseUrl}/listaInscritos`, { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(200)
      const names = ((await response.json()) as { nome: string }[]).map((row) => row.nome).sort()
      expect(names).toEqual(Array.from({ length: REGISTRATIONS_PER_HOUR }, (_, index) => person(index).nome).sort())
    }
  })

  it('keeps an upload accepted by one instance for every instance, and mails it to the staff once', { timeout: 120_000 }, async () => {
    const applicant = { nome: 'Yara Duarte Lins', email: 'yara.lins@example.com' }
    const answer = await postForm(`${servers[1]!.baseUrl}/enviar-voluntariado`, volunteerForm(applicant, 'termo-yara.pdf'))
    expect(answer).toEqual({ status: 201, body: { mensagem: messages.volunteers.success, protocolo: expect.stringMatching(/^VOL-\d{4}-\d{6}$/) } })

    // No staff call lists submissions yet: the stored rows are what every instance reads.
    const [stored] = await queryRows<{ nome: string; fileName: string; content: Buffer }>(
      databaseUrl,
      `SELECT a."nome", f."fileName", f."content" FROM "VolunteerApplication" a JOIN "SubmissionFile" f
          ON f."volunteerApplicationId" = a."id"`,
    )
    expect(stored).toMatchObject({ nome: applicant.nome, fileName: 'termo-yara.pdf' })
    expect(Buffer.compare(stored!.content, PDF)).toBe(0)

    const toStaff = (mail: ParsedMail) => recipient(mail) === STAFF
    await vi.waitFor(() => expect(inbox.messages.filter(toStaff)).toHaveLength(1), { timeout: 60_000, interval: 100 })
    await vi.waitFor(async () => expect((await outboxRows(databaseUrl)).every((row) => row.status === 'SENT')).toBe(true), {
      timeout: 60_000,
      interval: 250,
    })
    const [staffMail] = inbox.messages.filter(toStaff)
    expect(staffMail!.attachments.map((file) => [file.filename, Buffer.compare(file.content, PDF)])).toEqual([['termo-yara.pdf', 0]])
    expect(inbox.messages.filter((mail) => recipient(mail) === applicant.email)).toHaveLength(1)
  })

  it('locks an account after failures spread over both instances, on both', { timeout: 120_000 }, async () => {
    for (let attempt = 0; attempt < LOCK_FAILURES; attempt++) {
      const answer = await postJson(`${servers[attempt % 2]!.baseUrl}/usuario/login`, { ...ADMIN, senha: `errada-${attempt}` })
      expect(answer.status).toBe(401)
    }
    for (const server of servers) {
      const answer = await postJson(`${server.baseUrl}/usuario/login`, ADMIN)
      expect(answer).toMatchObject({ status: 429, body: { mensagem: messages.auth.accountLocked } })
    }
  })
})
