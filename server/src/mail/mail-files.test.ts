import { SENT_MAIL_CONTENT_DAYS } from '@site/contracts'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../test/app.ts'
import { attachPdf, DOCUMENT_REQUEST, PNG, VOLUNTEER, withFields } from '../../test/support/submission-fixtures.ts'
import { scheduleRetention } from '../modules/submissions/retention.ts'
import { OutboxWorker } from './outbox.ts'
import { eraseSubmissionMails } from './redaction.ts'
import { fileTransport, type MailTransport } from './transport.ts'

const DAY_MS = 86_400_000
const modeOf = async (file: string) => (await stat(file)).mode & 0o777

/** With no SMTP_URL, each mail is an .eml file under DATA_DIR/mail: written by the real file transport here. */
describe('the .eml copies of a site without SMTP_URL', () => {
  let dataDir: string
  let directory: string
  let t: TestApp
  let auth: string
  const legacyOld = 'legacy-old.eml'
  const legacyNew = 'legacy-new.eml'

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-mail-files-'))
    directory = path.join(dataDir, 'mail')
    // A folder left by an earlier version: open to everyone, with copies named by time and readable by all.
    await mkdir(directory, { mode: 0o755 })
    await chmod(directory, 0o755)
    for (const name of [legacyOld, legacyNew]) {
      await writeFile(path.join(directory, name), 'To: antigo@example.com\n\nUma mensagem antiga.\n', { mode: 0o644 })
      await chmod(path.join(directory, name), 0o644)
    }
    const old = new Date(Date.now() - (SENT_MAIL_CONTENT_DAYS + 1) * DAY_MS)
    await utimes(path.join(directory, legacyOld), old, old)
    // The worker is driven by hand (runOnce), so each test decides what has been written when it erases.
    t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, DATA_DIR: dataDir }, extra: { mail: { startWorker: false } } })
    auth = await t.adminToken()
  })
  beforeEach(async () => {
    await t.prisma.outboxMail.deleteMany()
    await t.prisma.documentRequest.deleteMany()
    await t.prisma.volunteerApplication.deleteMany()
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const emlFiles = async () => (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort()
  const fileOf = (mailId: number) => `${mailId}.eml`
  const mailIdsOf = async (where: { documentRequestId?: number; volunteerApplicationId?: number }) =>
    (await t.prisma.outboxMail.findMany({ where, orderBy: { id: 'asc' }, select: { id: true } })).map((row) => row.id)

  const sendRequest = async (email = DOCUMENT_REQUEST.email) => {
    const response = await attachPdf(withFields(t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, email }), 'rg', 'rg.pdf')
      .attach('certidao', PNG, { filename: 'certidao.png', contentType: 'image/png' })
    expect(response.status).toBe(201)
    return (await t.prisma.documentRequest.findUniqueOrThrow({ where: { protocolo: response.body.protocolo } })).id
  }
  const sendVolunteer = async () => {
    const response = await attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo.pdf')
    expect(response.status).toBe(201)
    return (await t.prisma.volunteerApplication.findUniqueOrThrow({ where: { protocolo: response.body.protocolo } })).id
  }
  const setStatus = (id: number, status: string) =>
    t.request.put(`/caixa/requerimentos/${id}/status`).set('authorization', auth).send({ status }).expect(204)

  it('tightens the folder to 0700 and the copies already there to 0600 at start; new copies are 0600 and named after their mail', async () => {
    expect(await modeOf(directory)).toBe(0o700)
    expect(await modeOf(path.join(directory, legacyNew))).toBe(0o600)
    const id = await sendRequest()
    expect(await t.app.mailer.worker.runOnce()).toBe(2)
    const ids = await mailIdsOf({ documentRequestId: id })
    for (const mailId of ids) {
      const file = path.join(directory, fileOf(mailId))
      expect(await modeOf(file)).toBe(0o600)
      expect(await readFile(file, 'utf8')).toContain('Subject:')
    }
  })

  it('deletes a copy from before named by time once it is older than the sent-mail content, keeps a recent one', async () => {
    await t.app.mailer.deleteRedactedCopies()
    const files = await emlFiles()
    expect(files).not.toContain(legacyOld)
    expect(files).toContain(legacyNew)
  })

  it('"Excluir dados pessoais" deletes the .eml copies of the mails about the request, and leaves the others', async () => {
    const id = await sendRequest()
    const volunteer = await sendVolunteer()
    expect(await t.app.mailer.worker.runOnce()).toBe(4)
    const requestFiles = (await mailIdsOf({ documentRequestId: id })).map(fileOf)
    const volunteerFiles = (await mailIdsOf({ volunteerApplicationId: volunteer })).map(fileOf)
    expect(await emlFiles()).toEqual(expect.arrayContaining([...requestFiles, ...volunteerFiles]))
    const staffCopy = await readFile(path.join(directory, requestFiles[0]!), 'utf8')
    expect(staffCopy).toContain(DOCUMENT_REQUEST.cpf)
    expect(staffCopy).toContain('filename=certidao.png')

    await t.request.delete(`/caixa/requerimentos/${id}/dados-pessoais`).set('authorization', auth).expect(204)

    const left = await emlFiles()
    for (const file of requestFiles) expect(left).not.toContain(file)
    expect(left).toEqual(expect.arrayContaining(volunteerFiles))
    const contents = await Promise.all(left.map((name) => readFile(path.join(directory, name), 'utf8')))
    for (const text of contents) expect(text).not.toContain(DOCUMENT_REQUEST.cpf)
  })

  it('deletes the copy of a mail that an erasure on another instance empties while it is being written', async () => {
    const id = await sendRequest()
    const [staffMail] = await mailIdsOf({ documentRequestId: id })
    // The erasure commits after the file is written and before the worker records the mail as sent; it ran
    // elsewhere, so only this worker can delete the file.
    const files = fileTransport(directory)
    const erasingMidway: MailTransport = {
      async send(message) {
        const written = await files.send(message)
        await t.prisma.$transaction((tx) => eraseSubmissionMails(tx, { documentRequestId: id }, new Date()))
        return written
      },
      deleteCopies: files.deleteCopies,
      close: files.close,
    }
    const worker = new OutboxWorker(t.prisma, t.queries.submissionFiles, erasingMidway, t.config.MAIL_FROM, t.app.log, { batchSize: 1 })
    const before = await emlFiles()
    expect(await worker.runOnce()).toBe(1)
    expect(await t.prisma.outboxMail.findUniqueOrThrow({ where: { id: staffMail! } })).toMatchObject({ status: 'SENT', text: '' })
    const after = await emlFiles()
    expect(after.filter((name) => !before.includes(name))).toEqual([])
    expect(after).not.toContain(fileOf(staffMail!))
  })

  it('the retention job deletes the copies of the mails it empties: a request past retention, any mail past seven days', async () => {
    const expired = await sendRequest()
    const kept = await sendRequest('outra.pessoa@example.com')
    const volunteer = await sendVolunteer()
    expect(await t.app.mailer.worker.runOnce()).toBe(6)
    await setStatus(expired, 'Em análise')
    await setStatus(expired, 'Concluído')
    await t.prisma.documentRequest.update({ where: { id: expired }, data: { decidedAt: new Date(Date.now() - 91 * DAY_MS) } })
    expect(await t.app.mailer.worker.runOnce()).toBe(1)
    const volunteerMails = await mailIdsOf({ volunteerApplicationId: volunteer })
    await t.prisma.outboxMail.updateMany({
      where: { id: { in: volunteerMails } },
      data: { createdAt: new Date(Date.now() - (SENT_MAIL_CONTENT_DAYS + 1) * DAY_MS) },
    })
    const gone = [...(await mailIdsOf({ documentRequestId: expired })), ...volunteerMails].map(fileOf)
    const stays = (await mailIdsOf({ documentRequestId: kept })).map(fileOf)
    expect(await emlFiles()).toEqual(expect.arrayContaining([...gone, ...stays]))

    const job = scheduleRetention(t.prisma, { retentionDays: 90, log: t.app.log, mailer: t.app.mailer })
    try {
      await vi.waitFor(async () => {
        const left = await emlFiles()
        for (const file of gone) expect(left).not.toContain(file)
      })
    } finally {
      job.stop()
    }
    expect(await emlFiles()).toEqual(expect.arrayContaining(stays))
  })
})
