import { MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { expectTooManyRequests } from '../../../test/support/limits.ts'
import {
  attachPdf,
  DOCUMENT_REQUEST,
  JPEG,
  NOTHING_STORED,
  PDF,
  PNG,
  storedCounts,
  VOLUNTEER,
  withFields,
} from '../../../test/support/submission-fixtures.ts'

describe('POST /enviar-voluntariado and /enviar-requerimento', () => {
  let t: TestApp
  beforeAll(async () => {
    // The worker stays stopped: these tests look at what is stored and queued, mail delivery has its own tests.
    t = await createTestApp({ env: { SUBMISSION_RATE_LIMIT_PER_MINUTE: '1000', SUBMISSION_RATE_LIMIT_PER_HOUR: '1000' }, extra: { mail: { startWorker: false } } })
  })
  beforeEach(async () => {
    await t.prisma.outboxMail.deleteMany()
    await t.prisma.volunteerApplication.deleteMany()
    await t.prisma.documentRequest.deleteMany()
  })
  afterAll(() => t.close())

  const volunteer = () => withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER)
  const documentRequest = () => withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)

  it('accepts a volunteer application with a PDF term, stores it with its file and queues two mails', async () => {
    const response = await attachPdf(volunteer(), 'termoAdesao', 'termo-adesao.pdf')
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ mensagem: messages.volunteers.success, protocolo: expect.stringMatching(/^VOL-\d{4}-\d{6}$/) })

    const [application] = await t.prisma.volunteerApplication.findMany({ include: { files: true } })
    expect(application).toMatchObject({
      nome: VOLUNTEER.nome,
      email: VOLUNTEER.email,
      estado: 'SP',
      escolaridade: VOLUNTEER.escolaridade,
      nivelConhecimento: 7,
    })
    expect(application?.files).toHaveLength(1)
    const file = application!.files[0]!
    expect(file).toMatchObject({ field: 'termoAdesao', fileName: 'termo-adesao.pdf', mimeType: 'application/pdf', size: PDF.length })
    expect(Buffer.from(file.content).equals(PDF)).toBe(true)

    const mails = await t.prisma.outboxMail.findMany({ orderBy: { id: 'asc' } })
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({ to: t.config.MAIL_TO_VOLUNTARIADO, replyTo: VOLUNTEER.email, status: 'PENDING', attachmentFileIds: [file.id] })
    expect(mails[0]!.text).toContain(VOLUNTEER.telefone)
    expect(mails[0]!.text).toContain('termo-adesao.pdf')
    expect(mails[1]).toMatchObject({ to: VOLUNTEER.email, attachmentFileIds: [], status: 'PENDING' })
  })

  it('accepts PNG and JPEG files, recognised by their content, and stores the real type', async () => {
    const png = await volunteer().attach('termoAdesao', PNG, { filename: 'termo.png', contentType: 'image/png' })
    expect(png.status).toBe(201)
    // A JPEG sent with a misleading name and type is still a JPEG: the stored type and extension follow the bytes.
    const jpeg = await volunteer().attach('termoAdesao', JPEG, { filename: 'foto do termo.pdf', contentType: 'application/pdf' })
    expect(jpeg.status).toBe(201)
    const files = await t.prisma.submissionFile.findMany({ orderBy: { id: 'asc' } })
    expect(files.map((file) => [file.fileName, file.mimeType])).toEqual([
      ['termo.png', 'image/png'],
      ['foto do termo.jpg', 'image/jpeg'],
    ])
  })

  it('accepts a document request with required and optional files', async () => {
    let request = documentRequest()
    request = attachPdf(request, 'rg', 'rg.pdf')
    request = request.attach('certidao', JPEG, { filename: 'certidao.jpeg', contentType: 'image/jpeg' })
    request = request.attach('cpfDoc', PNG, { filename: 'cpf.png', contentType: 'image/png' })
    const response = await request
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) })

    const [stored] = await t.prisma.documentRequest.findMany({ include: { files: { orderBy: { id: 'asc' } } } })
    expect(stored).toMatchObject({ cpf: DOCUMENT_REQUEST.cpf, declaracao: true, curso: 'pedagogia', envio: 'email' })
    expect(stored!.files.map((file) => [file.field, file.fileName, file.mimeType])).toEqual([
      ['rg', 'rg.pdf', 'application/pdf'],
      ['cpfDoc', 'cpf.png', 'image/png'],
      ['certidao', 'certidao.jpeg', 'image/jpeg'],
    ])
    const mails = await t.prisma.outboxMail.findMany({ orderBy: { id: 'asc' } })
    expect(mails[0]).toMatchObject({ to: t.config.MAIL_TO_REQUERIMENTO, replyTo: DOCUMENT_REQUEST.email })
    expect(mails[0]!.attachmentFileIds).toEqual(stored!.files.map((file) => file.id))
    expect(mails[0]!.text).toContain(DOCUMENT_REQUEST.cpf)
    expect(mails[1]!.to).toBe(DOCUMENT_REQUEST.email)
    expect(mails[1]!.text).toContain('48 horas')
  })

  it('treats an empty file input (no name, no bytes) as no file', async () => {
    let request = documentRequest()
    request = attachPdf(request, 'rg', 'rg.pdf')
    request = attachPdf(request, 'certidao', 'certidao.pdf')
    request = request.attach('procuracao', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' })
    const response = await request
    expect(response.status).toBe(201)
    expect(await t.prisma.submissionFile.count()).toBe(2)
  })

  it('answers 415 for a text file renamed .pdf and declared application/pdf, and stores nothing', async () => {
    const response = await attachPdf(volunteer(), 'termoAdesao', 'termo.pdf', Buffer.from('isto não é um PDF\n'))
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ statusCode: 415, message: messages.uploads.unsupportedType, mensagem: messages.uploads.unsupportedType })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 415 when one file of a document request is not PDF, JPEG or PNG', async () => {
    let request = documentRequest()
    request = attachPdf(request, 'rg', 'rg.pdf')
    request = request.attach('certidao', Buffer.from('GIF89a......'), { filename: 'certidao.png', contentType: 'image/png' })
    const response = await request
    expect(response.status).toBe(415)
    expect(response.body.mensagem).toBe(messages.uploads.unsupportedType)
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 413 for a file over 10 MB, and stores nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024 - PDF.length, 0x20)])
    const response = await attachPdf(volunteer(), 'termoAdesao', 'grande.pdf', big)
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ statusCode: 413, mensagem: messages.uploads.tooLarge })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 400 with the term message when termoAdesao is missing', async () => {
    const response = await volunteer()
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: messages.volunteers.termRequired,
      mensagem: messages.volunteers.termRequired,
      issues: [{ campo: 'termoAdesao', mensagem: messages.volunteers.termRequired }],
    })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 400 with the messages of the missing rg and certidao', async () => {
    const response = await documentRequest()
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([
      { campo: 'rg', mensagem: messages.documentRequests.rgRequired },
      { campo: 'certidao', mensagem: messages.documentRequests.certidaoRequired },
    ])
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 400 with the field issue when a field breaks its rule, like a JSON body would', async () => {
    const response = await attachPdf(
      withFields(t.request.post('/enviar-voluntariado'), { ...VOLUNTEER, email: 'sem-arroba', nivelConhecimento: '11' }),
      'termoAdesao',
      'termo.pdf',
    )
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.common.invalidEmail,
      mensagem: messages.common.invalidEmail,
      issues: [
        { campo: 'email', mensagem: messages.common.invalidEmail },
        { campo: 'nivelConhecimento', mensagem: messages.volunteers.invalidKnowledgeLevel },
      ],
    })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 400 when the declaration is not ticked', async () => {
    let request = withFields(t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, declaracao: 'false' })
    request = attachPdf(request, 'rg', 'rg.pdf')
    request = attachPdf(request, 'certidao', 'certidao.pdf')
    const response = await request
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([{ campo: 'declaracao', mensagem: messages.documentRequests.declarationRequired }])
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 400 for an unexpected file field', async () => {
    let request = attachPdf(volunteer(), 'termoAdesao', 'termo.pdf')
    request = attachPdf(request, 'curriculo', 'cv.pdf')
    const response = await request
    expect(response.status).toBe(400)
    expect(response.body.mensagem).toBe(messages.uploads.unknownField)
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('answers 415 for a JSON body instead of multipart', async () => {
    const response = await t.request.post('/enviar-voluntariado').send(VOLUNTEER)
    expect(response.status).toBe(415)
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('stores a safe file name: no path, no control characters, capped, with the real extension', async () => {
    const name = `..\\..//etc/${'a'.repeat(300)}\u0007\u202e.exe`
    const response = await attachPdf(volunteer(), 'termoAdesao', name)
    expect(response.status).toBe(201)
    const file = await t.prisma.submissionFile.findFirstOrThrow()
    expect(file.fileName).toBe(`${'a'.repeat(100)}.pdf`)
  })
})

describe('submission limits per client address', () => {
  let t: TestApp
  afterEach(() => t.close())

  const volunteer = () => withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER)
  const acceptedVolunteer = () => attachPdf(volunteer(), 'termoAdesao', 't.pdf')
  const documentRequest = () => withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
  const acceptedDocumentRequest = () => attachPdf(attachPdf(documentRequest(), 'rg', 'rg.pdf'), 'certidao', 'certidao.pdf')

  it('counts only accepted submissions, each form on its own counter, and answers 429 with Retry-After', async () => {
    t = await createTestApp({ env: { SUBMISSION_RATE_LIMIT_PER_MINUTE: '2' }, extra: { mail: { startWorker: false } } })
    for (let i = 0; i < 5; i++) {
      await volunteer().expect(400)
      await attachPdf(volunteer(), 'termoAdesao', 'falso.pdf', Buffer.from('texto')).expect(415)
      await documentRequest().expect(400)
    }
    for (const send of [acceptedVolunteer, acceptedDocumentRequest]) {
      await send().expect(201)
      await send().expect(201)
      expectTooManyRequests(await send(), messages.common.tooManyRequests, [1, 60])
    }
    expect(await storedCounts(t.prisma)).toMatchObject({ volunteers: 2, requests: 2 })
  })

  it('stops a form at SUBMISSION_RATE_LIMIT_PER_HOUR accepted submissions, until the hour is over', async () => {
    t = await createTestApp({ env: { SUBMISSION_RATE_LIMIT_PER_HOUR: '2' }, extra: { mail: { startWorker: false } } })
    await acceptedVolunteer().expect(201)
    await acceptedVolunteer().expect(201)
    expectTooManyRequests(await acceptedVolunteer(), messages.common.tooManyRequests, [61, 3600])
    await acceptedDocumentRequest().expect(201)
  })
})

describe('submission logs (LGPD)', () => {
  let t: TestApp
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-logs-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'trace' }, extra: { mail: { pollIntervalMs: 100 } } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('never logs the CPF, phone, e-mail, name or file names of a submission', async () => {
    const volunteer = await attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo-clarice-secreto.pdf')
    expect(volunteer.status).toBe(201)
    let request = withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
    request = attachPdf(request, 'rg', 'rg-bento-secreto.pdf')
    request = request.attach('certidao', PNG, { filename: 'certidao-bento-secreta.png', contentType: 'image/png' })
    expect((await request).status).toBe(201)
    // A rejected upload must not leak either.
    const rejected = await attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'falso-clarice.pdf', Buffer.from('texto'))
    expect(rejected.status).toBe(415)

    // Wait until the worker has written the four mails, so its log lines are captured too.
    await vi.waitFor(async () => expect((await readdir(path.join(dataDir, 'mail'))).length).toBe(4), { timeout: 60_000 })
    await vi.waitFor(() => expect(t.logLines.filter((line) => line.includes('mail written to file'))).toHaveLength(4))

    const log = t.logLines.join('\n')
    expect(log).toContain('volunteer application stored')
    expect(log).toContain('document request stored')
    const secrets = [
      DOCUMENT_REQUEST.cpf,
      DOCUMENT_REQUEST.cpf.replace(/\D/g, ''),
      DOCUMENT_REQUEST.telefone,
      VOLUNTEER.telefone,
      DOCUMENT_REQUEST.email,
      VOLUNTEER.email,
      DOCUMENT_REQUEST.nome,
      VOLUNTEER.nome,
      'secreto',
      'secreta',
      'falso-clarice',
      t.config.MAIL_TO_REQUERIMENTO,
    ]
    for (const secret of secrets) expect(log, secret).not.toContain(secret)
  })
})
