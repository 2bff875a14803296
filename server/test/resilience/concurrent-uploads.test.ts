/**
 * Five people send a 24 MB document request at the same moment to the real server process: its memory stays
 * bounded, each request is stored with its files byte for byte, and the staff mail lists the files instead of
 * carrying 32 MB of attachments. (Five such requests once took the process from 270 to 800 MB.)
 */
import { messages } from '@site/contracts'
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recipient, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts'
import { FILES_KEPT_IN_SYSTEM } from '../../src/mail/templates.ts'
import { PDF } from '../support/submission-fixtures.ts'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { watchMemory } from '../support/process-memory.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'
import { documentRequestFormWith, postForm, queryRows, type FormFile } from '../support/submissions.ts'

const MB = 1024 * 1024
const FILE_BYTES = 8 * MB
const FILE_FIELDS = ['rg', 'cpfDoc', 'certidao']
const RSS_LIMIT_KB = 400 * 1024
const STAFF = 'secretaria@teste.local'

/** A PDF of 8 MB whose body is random, as a scanned document is: it does not compress. */
const scannedPdf = () => Buffer.concat([PDF, randomBytes(FILE_BYTES - PDF.length)])
const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex')

const requesters = Array.from({ length: 5 }, (_, index) => ({
  nome: `Pessoa Requerente ${'ABCDE'[index]}`,
  email: `requerente.${index + 1}@example.com`,
  files: FILE_FIELDS.map((field): FormFile => ({ field, fileName: `${field}-${index + 1}.pdf`, content: scannedPdf() })),
}))

describe('five concurrent document requests of 24 MB each', () => {
  let databaseUrl: string
  let inbox: SmtpInbox
  let server: ServerProcess

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    inbox = await startSmtpInbox()
    server = await startTestServer(
      testServerEnv(databaseUrl, {
        SMTP_URL: inbox.url,
        MAIL_TO_REQUERIMENTO: STAFF,
        LOG_LEVEL: 'info',
        SUBMISSION_RATE_LIMIT_MAX: '1000',
        // All five in flight at once, the worst case for memory; the default limits (4, and 2 per address: all five
        // come from this machine) would make some wait.
        UPLOAD_CONCURRENCY: '5',
        UPLOAD_PLACES_PER_ADDRESS: '5',
      }),
    )
  })
  afterAll(async () => {
    await server?.stop()
    await inbox?.close()
  })

  it('keep the server under 400 MB, are stored byte for byte, and the staff mails list the files', { timeout: 180_000 }, async () => {
    const memory = watchMemory(server.pid)
    const answers = await Promise.all(
      requesters.map(({ files, ...person }) =>
        postForm(`${server.baseUrl}/enviar-requerimento`, documentRequestFormWith(person, files), 150_000),
      ),
    )
    const peaks = memory.stop()
    const figures = `RSS antes ${peaks.startKb} kB, pico amostrado ${peaks.sampledPeakKb} kB, pico do kernel ${peaks.highWaterKb ?? '?'} kB`
    expect(peaks.sampledPeakKb, figures).toBeLessThan(RSS_LIMIT_KB)
    if (peaks.highWaterKb !== undefined) expect(peaks.highWaterKb, figures).toBeLessThan(RSS_LIMIT_KB)

    expect(answers).toEqual(requesters.map(() => ({ status: 201, body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) } })))

    const stored = await queryRows<{ email: string; field: string; content: Buffer }>(
      databaseUrl,
      `SELECT r."email", f."field", f."content" FROM "SubmissionFile" f JOIN "DocumentRequest" r ON r."id" = f."documentRequestId"`,
    )
    const digest = (rows: { email: string; field: string; content: Uint8Array }[]) =>
      rows.map((row) => `${row.email} ${row.field} ${sha256(row.content)}`).sort()
    expect(digest(stored)).toEqual(digest(requesters.flatMap(({ email, files }) => files.map(({ field, content }) => ({ email, field, content })))))

    await vi.waitFor(() => expect(inbox.messages).toHaveLength(requesters.length * 2), { timeout: 60_000, interval: 100 })
    const staffMails = inbox.messages.filter((mail) => recipient(mail) === STAFF)
    expect(staffMails).toHaveLength(requesters.length)
    for (const mail of staffMails) {
      expect(mail.attachments).toEqual([])
      expect(mail.text).toContain(FILES_KEPT_IN_SYSTEM)
      const index = requesters.findIndex((person) => mail.replyTo?.text === person.email)
      for (const field of FILE_FIELDS) expect(mail.text).toContain(`${field}-${index + 1}.pdf (PDF, 8,0 MB)`)
    }
  })
})
