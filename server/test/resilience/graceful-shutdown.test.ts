import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recipient, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'
import {
  documentRequestForm,
  outboxRows,
  pdfOfSize,
  postForm,
  startHeldBackUpload,
  storedCounts,
  volunteerForm,
} from '../support/submissions.ts'

const STAFF = 'voluntariado@teste.local'
const VOLUNTEER = { nome: 'Sílvia Amaral Duarte', email: 'silvia.amaral@example.com' }
const REQUESTER = { nome: 'Tomás Rezende Vidal', email: 'tomas.rezende@example.com' }
const CERTIDAO_BYTES = 2 * 1024 * 1024
/** How long the SMTP server sits on each message before accepting it. */
const ANSWER_DELAY_MS = 1_500
const SHUTDOWN_LIMIT_MS = 10_000

describe('SIGTERM while an upload and a mail are in flight', () => {
  let databaseUrl: string
  let inbox: SmtpInbox
  let server: ServerProcess

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    inbox = await startSmtpInbox(0, { answerDelayMs: ANSWER_DELAY_MS })
    server = await startTestServer(testServerEnv(databaseUrl, { SMTP_URL: inbox.url, MAIL_TO_VOLUNTARIADO: STAFF }))
  })
  afterAll(async () => {
    await server?.stop()
    await inbox?.close()
  })

  it('answers the upload, finishes the mail being sent, sends nothing twice and exits with code 0', { timeout: 90_000 }, async () => {
    const upload = await startHeldBackUpload(
      `${server.baseUrl}/enviar-requerimento`,
      documentRequestForm(REQUESTER, pdfOfSize(CERTIDAO_BYTES)),
      CERTIDAO_BYTES / 2,
    )
    await vi.waitFor(() => expect(server.output()).toContain('"url":"/enviar-requerimento"'), { timeout: 60_000 })
    expect(await postForm(`${server.baseUrl}/enviar-voluntariado`, volunteerForm(VOLUNTEER, 'termo.pdf'))).toEqual({
      status: 201,
      body: { mensagem: messages.volunteers.success, protocolo: expect.stringMatching(/^VOL-\d{4}-\d{6}$/) },
    })
    // The staff mail has reached the SMTP server, which has not accepted it yet: it is being sent.
    await vi.waitFor(() => expect(inbox.messages).toHaveLength(1), { timeout: 60_000 })

    server.kill('SIGTERM')
    await vi.waitFor(() => expect(server.output()).toContain('"signal":"SIGTERM"'), { timeout: 60_000 })
    upload.finish()

    expect(await upload.outcome).toEqual({ status: 201, body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) } })
    // Within the 10 s an orchestrator such as Docker grants before SIGKILL.
    await vi.waitFor(() => expect(server.child.exitCode).not.toBeNull(), { timeout: SHUTDOWN_LIMIT_MS })
    expect(await server.exited).toEqual({ code: 0, signal: null })

    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 1, requests: 1, files: 3, mails: 4 })
    const rows = await outboxRows(databaseUrl)
    const [inFlight] = inbox.messages
    expect(recipient(inFlight!)).toBe(STAFF)
    expect(inFlight!.attachments.map((file) => file.filename)).toEqual(['termo.pdf'])
    expect(rows[0]).toMatchObject({ to: STAFF, subject: inFlight!.subject, status: 'SENT', attempts: 1 })
    // Whatever was delivered is marked sent, once; the rest waits, unlocked, for the next start.
    const sent = rows.filter((row) => row.status === 'SENT')
    expect(inbox.messages.map((mail) => [recipient(mail), mail.subject])).toEqual(sent.map((row) => [row.to, row.subject]))
    for (const row of rows.filter((row) => row.status !== 'SENT')) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 0, lockedUntil: null })
    }
  })
})
