import { messages, SENT_MAIL_CONTENT_DAYS } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH } from '../../../test/app.ts'
import { useInboxHarness } from '../../../test/support/inbox-harness.ts'
import { recipient } from '../../../test/support/smtp-inbox.ts'
import { attachPdf, DOCUMENT_REQUEST, PDF, PNG, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { purgeDeliveredMails } from '../../mail/redaction.ts'
import { deleteExpiredDocuments } from './retention.ts'

const DAY_MS = 86_400_000
const digits = (text: string) => text.replace(/\D/g, '')

/** Each personal value of the fixture, as typed and as digits only, found anywhere in a row of the outbox tables. */
const PERSONAL = [DOCUMENT_REQUEST.cpf, digits(DOCUMENT_REQUEST.cpf), DOCUMENT_REQUEST.telefone, digits(DOCUMENT_REQUEST.telefone), DOCUMENT_REQUEST.email, DOCUMENT_REQUEST.nome]

describe('the mails about a submission, after erasure and retention', () => {
  const h = useInboxHarness()

  const sendRequest = async (email = DOCUMENT_REQUEST.email) => {
    const response = await attachPdf(withFields(h.t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, email }), 'rg', 'rg.pdf')
      .attach('certidao', PNG, { filename: 'certidao.png', contentType: 'image/png' })
    expect(response.status).toBe(201)
    const { protocolo } = response.body as { protocolo: string }
    return (await h.t.prisma.documentRequest.findUniqueOrThrow({ where: { protocolo } })).id
  }
  const setStatus = (id: number, status: string) =>
    h.t.request.put(`/caixa/requerimentos/${id}/status`).set('authorization', h.auth).send({ status }).expect(204)

  /** The outbox rows (mails and their stored attachments) that contain one of `values`, read as text by PostgreSQL. */
  const outboxRowsWith = async (values: string[]) => {
    const rows = await h.t.prisma.$queryRaw<{ row: string }[]>`
      SELECT row_to_json(m)::text AS "row" FROM "OutboxMail" m
      UNION ALL SELECT row_to_json(a)::text FROM "OutboxAttachment" a`
    return rows.filter(({ row }) => values.some((value) => row.includes(value)))
  }
  /** Stored attachments of the outbox whose bytes contain the document. */
  const attachmentsHolding = async (bytes: Buffer) => {
    const [row] = await h.t.prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS "count" FROM "OutboxAttachment" WHERE position(${bytes} IN "content") > 0`
    return Number(row!.count)
  }

  it('"Excluir dados pessoais" empties every copy of the mails about the request and cancels the one not sent yet', async () => {
    const id = await sendRequest()
    expect(await h.t.app.mailer.worker.runOnce()).toBe(2)
    const staffCopy = h.inbox.messages.find((mail) => recipient(mail) === h.t.config.MAIL_TO_REQUERIMENTO)!
    expect(staffCopy.text).toContain(DOCUMENT_REQUEST.cpf)
    expect(staffCopy.attachments.map((file) => file.filename)).toEqual(['rg.pdf', 'certidao.png'])
    // A stored attachment linked to the request, as a generated document would be: it must go too.
    const [sent] = await h.t.prisma.outboxMail.findMany({ where: { documentRequestId: id }, orderBy: { id: 'asc' } })
    await h.t.prisma.outboxAttachment.create({ data: { mailId: sent!.id, fileName: 'copia.pdf', contentType: 'application/pdf', content: PDF } })
    await setStatus(id, 'Em análise')
    await setStatus(id, 'Indeferido')
    expect(await outboxRowsWith(PERSONAL)).not.toHaveLength(0)

    await h.t.request.delete(`/caixa/requerimentos/${id}/dados-pessoais`).set('authorization', h.auth).expect(204)

    expect(await outboxRowsWith(PERSONAL)).toEqual([])
    expect(await attachmentsHolding(PDF)).toBe(0)
    const mails = await h.t.prisma.outboxMail.findMany({ where: { documentRequestId: id }, orderBy: { id: 'asc' } })
    expect(mails.map((mail) => [mail.status, mail.to, mail.subject, mail.text, mail.attachmentFileIds])).toEqual([
      ['SENT', '', '', '', []],
      ['SENT', '', '', '', []],
      ['CANCELLED', '', '', '', []],
    ])
    expect(mails.every((mail) => mail.redactedAt instanceof Date)).toBe(true)

    // The refusal mail was still waiting: it is never sent, neither blank nor with the erased data.
    h.inbox.messages.length = 0
    expect(await h.t.app.mailer.worker.runOnce()).toBe(0)
    expect(h.inbox.messages).toHaveLength(0)
    const audit = await h.t.prisma.auditLog.findFirstOrThrow({ where: { action: 'excluir-dados' } })
    expect(audit.detail).toBe('2 arquivo(s), 3 e-mail(s) (1 não enviado(s))')
  })

  it('erases the mails of a volunteer application and leaves the mails of other submissions alone', async () => {
    const response = await attachPdf(withFields(h.t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo.pdf')
    const volunteerId = (await h.t.prisma.volunteerApplication.findUniqueOrThrow({ where: { protocolo: response.body.protocolo } })).id
    const otherRequest = await sendRequest('outra.pessoa@example.com')

    await h.t.request.delete(`/caixa/candidaturas/${volunteerId}/dados-pessoais`).set('authorization', h.auth).expect(204)

    expect(await outboxRowsWith([VOLUNTEER.telefone, VOLUNTEER.email, VOLUNTEER.nome])).toEqual([])
    const statuses = await h.t.prisma.outboxMail.findMany({ where: { volunteerApplicationId: volunteerId }, select: { status: true } })
    expect(statuses).toEqual([{ status: 'CANCELLED' }, { status: 'CANCELLED' }])
    const others = await h.t.prisma.outboxMail.findMany({ where: { documentRequestId: otherRequest } })
    expect(others.map((mail) => mail.status)).toEqual(['PENDING', 'PENDING'])
    expect(others[0]!.text).toContain(DOCUMENT_REQUEST.cpf)
    expect(await h.t.app.mailer.worker.runOnce()).toBe(2)
    expect(h.inbox.messages.map(recipient).sort()).toEqual(['outra.pessoa@example.com', h.t.config.MAIL_TO_REQUERIMENTO].sort())
  })

  it('a send that fails while the erasure cancels the mail leaves it cancelled, never queued again blank', async () => {
    const failing = { close() {}, async send(): Promise<never> {
      await h.t.request.delete(`/caixa/requerimentos/${await h.t.prisma.documentRequest.findFirstOrThrow().then((row) => row.id)}/dados-pessoais`).set('authorization', h.auth)
      throw Object.assign(new Error('connection lost'), { code: 'ECONNRESET' })
    } }
    const other = await createTestApp({ keepData: true, env: LIMITS_OUT_OF_REACH, extra: { mail: { startWorker: false, transport: failing, batchSize: 1 } } })
    try {
      await sendRequest()
      expect(await other.app.mailer.worker.runOnce()).toBe(1)
      const mails = await h.t.prisma.outboxMail.findMany({ orderBy: { id: 'asc' } })
      expect(mails.map((mail) => [mail.status, mail.text])).toEqual([
        ['CANCELLED', ''],
        ['CANCELLED', ''],
      ])
    } finally {
      await other.close()
    }
  })

  it('the retention job empties the sent mails of a request whose documents it deletes, and not a mail still waiting', async () => {
    const id = await sendRequest()
    expect(await h.t.app.mailer.worker.runOnce()).toBe(2)
    await setStatus(id, 'Em análise')
    await setStatus(id, 'Concluído')
    const decidedAt = new Date(Date.now() - 91 * DAY_MS)
    await h.t.prisma.documentRequest.update({ where: { id }, data: { decidedAt } })

    expect(await deleteExpiredDocuments(h.t.prisma, { retentionDays: 90, now: new Date() })).toBe(1)

    const mails = await h.t.prisma.outboxMail.findMany({ where: { documentRequestId: id }, orderBy: { id: 'asc' } })
    expect(mails.map((mail) => [mail.status, mail.text === ''])).toEqual([
      ['SENT', true],
      ['SENT', true],
      ['PENDING', false],
    ])
    // The outcome mail still goes out as written.
    h.inbox.messages.length = 0
    expect(await h.t.app.mailer.worker.runOnce()).toBe(1)
    const { protocolo } = await h.t.prisma.documentRequest.findUniqueOrThrow({ where: { id } })
    expect(h.inbox.messages[0]!.subject).toBe(messages.outcomeMail.concludedSubject(protocolo!))
  })

  it(`keeps the content of any mail only ${SENT_MAIL_CONTENT_DAYS} days after it was queued, once it is no longer waiting`, async () => {
    const queue = (to: string) =>
      h.t.prisma.$transaction((tx) =>
        enqueueMails(tx, [{ to, subject: `Inscrição de ${to}`, text: 'Olá', html: '<p>Olá</p>', generatedAttachments: [{ filename: 'evento.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] }]),
      )
    for (const to of ['antigo@example.com', 'recente@example.com', 'parado@example.com']) await queue(to)
    expect(await h.t.app.mailer.worker.runOnce()).toBe(3)
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
    await h.t.prisma.outboxMail.updateMany({ where: { to: 'antigo@example.com' }, data: { createdAt: daysAgo(SENT_MAIL_CONTENT_DAYS + 1) } })
    await h.t.prisma.outboxMail.updateMany({ where: { to: 'recente@example.com' }, data: { createdAt: daysAgo(SENT_MAIL_CONTENT_DAYS - 1) } })
    await h.t.prisma.outboxMail.updateMany({ where: { to: 'parado@example.com' }, data: { status: 'PENDING', createdAt: daysAgo(30) } })

    expect(await purgeDeliveredMails(h.t.prisma, now)).toBe(1)
    expect(await purgeDeliveredMails(h.t.prisma, now)).toBe(0)

    expect(await outboxRowsWith(['antigo@example.com'])).toEqual([])
    const left = await h.t.prisma.outboxMail.findMany({ include: { attachments: true }, orderBy: { id: 'asc' } })
    expect(left.map((mail) => [mail.status, mail.to, mail.attachments.length])).toEqual([
      ['SENT', '', 0],
      ['SENT', 'recente@example.com', 1],
      ['PENDING', 'parado@example.com', 1],
    ])
  })
})
