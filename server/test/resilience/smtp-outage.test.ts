import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../src/db/free-port.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'
import { documentRequestForm, outboxRows, postForm, storedCounts, volunteerForm } from '../support/submissions.ts'

const STAFF = { volunteers: 'voluntariado@teste.local', requests: 'secretaria@teste.local' }
const VOLUNTEERS = [
  { nome: 'Helena Prado Teixeira', email: 'helena.prado@example.com' },
  { nome: 'Otávio Lins Barreto', email: 'otavio.lins@example.com' },
]
const REQUESTERS = [
  { nome: 'Rita Campos Moura', email: 'rita.campos@example.com' },
  { nome: 'Caio Teles Fonseca', email: 'caio.teles@example.com' },
]

describe('SMTP server down while people submit forms, then back up', () => {
  let databaseUrl: string
  let smtpPort: number
  let server: ServerProcess
  let inbox: SmtpInbox | undefined

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    // Reserved now, listened on only later: until then every connection to it is refused.
    smtpPort = await freePort()
    server = await startTestServer(
      testServerEnv(databaseUrl, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_TO_VOLUNTARIADO: STAFF.volunteers,
        MAIL_TO_REQUERIMENTO: STAFF.requests,
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_RETRY_MAX_MS: '1000',
      }),
    )
  })
  afterAll(async () => {
    await server?.stop()
    await inbox?.close()
  })

  it('confirms and stores every submission, then delivers each queued mail exactly once when SMTP is back', { timeout: 240_000 }, async () => {
    const answers = await Promise.all([
      ...VOLUNTEERS.map((person, index) =>
        postForm(`${server.baseUrl}/enviar-voluntariado`, volunteerForm(person, `termo-${index + 1}.pdf`)),
      ),
      ...REQUESTERS.map((person) => postForm(`${server.baseUrl}/enviar-requerimento`, documentRequestForm(person))),
    ])
    expect(answers).toEqual([
      ...VOLUNTEERS.map(() => ({ status: 201, body: { mensagem: messages.volunteers.success, protocolo: expect.stringMatching(/^VOL-\d{4}-\d{6}$/) } })),
      ...REQUESTERS.map(() => ({ status: 201, body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) } })),
    ])
    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 2, requests: 2, files: 6, mails: 8 })

    // SMTP stays down until every mail has been tried and has failed at least once.
    await vi.waitFor(
      async () => {
        for (const row of await outboxRows(databaseUrl)) {
          expect(row).toMatchObject({ status: 'PENDING', lastError: expect.stringMatching(/^E[A-Z]+/) })
          expect(row.attempts).toBeGreaterThanOrEqual(1)
        }
      },
      { timeout: 60_000, interval: 200 },
    )
    expect(inbox).toBeUndefined()

    inbox = await startSmtpInbox(smtpPort)
    await vi.waitFor(
      async () => expect((await outboxRows(databaseUrl)).map((row) => row.status)).toEqual(Array(8).fill('SENT')),
      { timeout: 120_000, interval: 250 },
    )

    const delivered = inbox.messages.map((mail) => ({
      to: recipient(mail),
      subject: mail.subject,
      attachments: mail.attachments.map((file) => file.filename),
    }))
    const expected = [
      ...VOLUNTEERS.flatMap((person, index) => [
        { to: STAFF.volunteers, subject: `Nova inscrição no voluntariado: ${person.nome}`, attachments: [`termo-${index + 1}.pdf`] },
        { to: person.email, subject: 'Recebemos sua inscrição no voluntariado', attachments: [] },
      ]),
      ...REQUESTERS.flatMap((person) => [
        { to: STAFF.requests, subject: `Novo requerimento: diploma (${person.nome})`, attachments: ['rg.pdf', 'certidao.pdf'] },
        { to: person.email, subject: 'Recebemos seu requerimento de documentos', attachments: [] },
      ]),
    ]
    // Eight distinct mails, eight deliveries: each one arrived, none twice.
    expect(delivered).toHaveLength(expected.length)
    expect(delivered).toEqual(expect.arrayContaining(expected))
  })
})
