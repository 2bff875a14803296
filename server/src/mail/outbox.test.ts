import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../test/app.ts'
import { freePort } from '../db/free-port.ts'
import { attachPdf, DOCUMENT_REQUEST, JPEG, PDF, PNG, VOLUNTEER, withFields } from '../../test/support/submission-fixtures.ts'
import { backoffDelay, describeMailError, OutboxWorker } from './outbox.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox.ts'
import { smtpTransport, type MailMessage, type MailTransport } from './transport.ts'

const FAST = { pollIntervalMs: 100, backoffBaseMs: 100, backoffMaxMs: 300, maxAttempts: 1000 }

const submitVolunteer = (t: TestApp, fileName = 'termo-adesao.pdf') =>
  attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', fileName)

describe('outbox delivery through SMTP', () => {
  let inbox: SmtpInbox
  let t: TestApp
  beforeAll(async () => {
    inbox = await startSmtpInbox()
    t = await createTestApp({ env: { SMTP_URL: inbox.url }, extra: { mail: FAST } })
  })
  afterEach(() => {
    inbox.messages.length = 0
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('delivers the volunteer mail with the term attached, and the applicant confirmation', async () => {
    const response = await submitVolunteer(t)
    expect(response.status).toBe(201)
    await vi.waitFor(() => expect(inbox.messages).toHaveLength(2), { timeout: 60_000 })

    const staff = inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_VOLUNTARIADO)!
    expect(staff).toBeDefined()
    expect(staff.subject).toBe(`Nova inscrição no voluntariado: ${VOLUNTEER.nome}`)
    expect(staff.replyTo?.value[0]?.address).toBe(VOLUNTEER.email)
    expect(staff.from?.text).toContain('Fundação Educacional')
    for (const value of [VOLUNTEER.nome, VOLUNTEER.email, VOLUNTEER.telefone, VOLUNTEER.endereco, VOLUNTEER.escolaridade]) {
      expect(staff.text).toContain(value)
    }
    expect(staff.text).toContain('Nível de conhecimento (1 a 10): 7')
    expect(staff.attachments).toHaveLength(1)
    expect(staff.attachments[0]).toMatchObject({ filename: 'termo-adesao.pdf', contentType: 'application/pdf' })
    expect(staff.attachments[0]!.content.equals(PDF)).toBe(true)

    const confirmation = inbox.messages.find((mail) => recipient(mail) === VOLUNTEER.email)!
    expect(confirmation.subject).toBe('Recebemos sua inscrição no voluntariado')
    expect(confirmation.text).toContain(`Olá, ${VOLUNTEER.nome}!`)
    expect(confirmation.attachments).toHaveLength(0)

    // The worker marks a row SENT just after the SMTP server accepted the message, so the row may lag the inbox.
    await vi.waitFor(async () => {
      const mails = await t.prisma.outboxMail.findMany()
      expect(mails.map((mail) => mail.status)).toEqual(['SENT', 'SENT'])
      expect(mails.every((mail) => mail.sentAt instanceof Date && mail.attempts === 1)).toBe(true)
    })
  })

  it('delivers the document request mail with its files, and a confirmation that mentions 48 hours', async () => {
    let request = withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
    request = attachPdf(request, 'rg', 'rg.pdf')
    request = request.attach('certidao', JPEG, { filename: 'certidão.jpg', contentType: 'image/jpeg' })
    request = request.attach('procuracao', PNG, { filename: 'procuração.png', contentType: 'image/png' })
    expect((await request).status).toBe(201)
    await vi.waitFor(() => expect(inbox.messages).toHaveLength(2), { timeout: 60_000 })

    const staff = inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_REQUERIMENTO)!
    expect(staff.subject).toBe(`Novo requerimento: diploma (${DOCUMENT_REQUEST.nome})`)
    expect(staff.replyTo?.value[0]?.address).toBe(DOCUMENT_REQUEST.email)
    expect(staff.text).toContain(`CPF: ${DOCUMENT_REQUEST.cpf}`)
    expect(staff.text).toContain('Forma de envio: Por e-mail')
    expect(staff.text).toContain('Declaração de responsabilidade: confirmada')
    expect(staff.attachments.map((file) => [file.filename, file.contentType, file.size])).toEqual([
      ['rg.pdf', 'application/pdf', PDF.length],
      ['certidão.jpg', 'image/jpeg', JPEG.length],
      ['procuração.png', 'image/png', PNG.length],
    ])
    expect(staff.attachments[2]!.content.equals(PNG)).toBe(true)

    const confirmation = inbox.messages.find((mail) => recipient(mail) === DOCUMENT_REQUEST.email)!
    expect(confirmation.subject).toBe('Recebemos seu requerimento de documentos')
    expect(confirmation.text).toContain('em até 48 horas')
    expect(confirmation.text).not.toContain(DOCUMENT_REQUEST.cpf)
    expect(confirmation.attachments).toHaveLength(0)
  })
})

describe('outbox when SMTP is down', () => {
  let port: number
  let inbox: SmtpInbox | undefined
  let t: TestApp
  beforeAll(async () => {
    port = await freePort()
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, extra: { mail: FAST } })
  })
  afterAll(async () => {
    await t.close()
    await inbox?.close()
  })

  it('still answers 201, keeps the mails PENDING with backoff, and sends each exactly once when SMTP returns', async () => {
    expect((await submitVolunteer(t)).status).toBe(201)
    expect(await t.prisma.volunteerApplication.count()).toBe(1)

    await vi.waitFor(
      async () => {
        const mails = await t.prisma.outboxMail.findMany()
        expect(mails).toHaveLength(2)
        for (const mail of mails) {
          expect(mail.status).toBe('PENDING')
          expect(mail.attempts).toBeGreaterThanOrEqual(2)
          expect(mail.lastError).toMatch(/^[A-Z]+/)
          expect(mail.lastError).not.toContain('@')
        }
      },
      { timeout: 60_000 },
    )

    inbox = await startSmtpInbox(port)
    await vi.waitFor(
      async () => {
        expect(inbox!.messages).toHaveLength(2)
        const statuses = (await t.prisma.outboxMail.findMany()).map((mail) => mail.status)
        expect(statuses).toEqual(['SENT', 'SENT'])
      },
      { timeout: 60_000 },
    )
    // Several more polls: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(inbox.messages.map(recipient).sort()).toEqual([t.config.MAIL_TO_VOLUNTARIADO, VOLUNTEER.email].sort())
    expect(inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_VOLUNTARIADO)!.attachments).toHaveLength(1)
  })
})

describe('outbox with concurrent workers', () => {
  let inbox: SmtpInbox
  let t: TestApp
  beforeAll(async () => {
    inbox = await startSmtpInbox()
    t = await createTestApp({ env: LIMITS_OUT_OF_REACH, extra: { mail: { startWorker: false } } })
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('never sends the same mail twice when two workers drain the outbox at once', async () => {
    for (let i = 0; i < 8; i++) expect((await submitVolunteer(t)).status).toBe(201)
    const transport = smtpTransport(inbox.url)
    const workers = [1, 2, 3].map(() => new OutboxWorker(t.prisma, t.queries.submissionFiles, transport, 'teste@fundacao.local', t.app.log, { batchSize: 2 }))
    const drain = async (worker: OutboxWorker) => {
      while ((await worker.runOnce()) > 0) {
        /* keep going */
      }
    }
    await Promise.all(workers.map(drain))
    transport.close()

    const mails = await t.prisma.outboxMail.findMany()
    expect(mails).toHaveLength(16)
    expect(mails.every((mail) => mail.status === 'SENT' && mail.attempts === 1)).toBe(true)
    expect(inbox.messages).toHaveLength(16)
  })
})

describe('outbox without SMTP_URL', () => {
  let dataDir: string
  let t: TestApp
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-mail-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir }, extra: { mail: FAST } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    expect((await submitVolunteer(t)).status).toBe(201)
    const directory = path.join(dataDir, 'mail')
    await vi.waitFor(async () => expect((await readdir(directory)).filter((name) => name.endsWith('.eml'))).toHaveLength(2), {
      timeout: 60_000,
    })
    const contents = await Promise.all((await readdir(directory)).map((name) => readFile(path.join(directory, name), 'utf8')))
    const staff = contents.find((text) => text.includes(`To: ${t.config.MAIL_TO_VOLUNTARIADO}`))
    expect(staff).toBeDefined()
    expect(staff).toContain('filename=termo-adesao.pdf')
    expect(contents.some((text) => text.includes(`To: ${VOLUNTEER.email}`))).toBe(true)
    await vi.waitFor(async () => expect((await t.prisma.outboxMail.findMany()).map((mail) => mail.status)).toEqual(['SENT', 'SENT']))
  })
})

describe('outbox worker lifecycle', () => {
  it('lets the mail being sent finish on app close and releases the rest of the batch', async () => {
    let release: () => void = () => {}
    const sent: MailMessage[] = []
    let started = 0
    const slow: MailTransport = {
      async send(message) {
        started += 1
        await new Promise<void>((resolve) => {
          release = resolve
        })
        sent.push(message)
        return {}
      },
      close() {},
    }
    const t = await createTestApp({ extra: { mail: { ...FAST, transport: slow } } })
    try {
      expect((await submitVolunteer(t)).status).toBe(201)
      await vi.waitFor(() => expect(started).toBe(1))
      const closing = t.app.close()
      release()
      await closing
      expect(sent).toHaveLength(1)
      const mails = await t.prisma.outboxMail.findMany({ orderBy: { id: 'asc' } })
      expect(mails.map((mail) => [mail.status, mail.lockedUntil])).toEqual([
        ['SENT', null],
        ['PENDING', null],
      ])
    } finally {
      await t.prisma.$disconnect()
    }
  })

  it('marks a mail FAILED after maxAttempts and records only the error code', async () => {
    const failing: MailTransport = {
      async send() {
        throw Object.assign(new Error('550 <fulano@example.com> mailbox unavailable'), {
          code: 'EENVELOPE',
          responseCode: 550,
          command: 'RCPT TO',
        })
      },
      close() {},
    }
    const t = await createTestApp({ extra: { mail: { ...FAST, backoffBaseMs: 10, maxAttempts: 3, transport: failing } } })
    try {
      expect((await submitVolunteer(t)).status).toBe(201)
      await vi.waitFor(
        async () => {
          const mails = await t.prisma.outboxMail.findMany()
          expect(mails.map((mail) => [mail.status, mail.attempts, mail.lastError])).toEqual([
            ['FAILED', 3, 'EENVELOPE RCPT TO 550'],
            ['FAILED', 3, 'EENVELOPE RCPT TO 550'],
          ])
        },
        { timeout: 60_000 },
      )
    } finally {
      await t.close()
    }
  })

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 10, 20].map((attempts) => backoffDelay(attempts, 5_000, 900_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 900_000, 900_000,
    ])
    expect(describeMailError(new Error('anything'))).toBe('ERROR')
  })
})
