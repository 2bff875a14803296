import { DOCUMENT_REQUEST_RESPONSE_HOURS, messages } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { useInboxHarness } from '../../../test/support/inbox-harness.ts'
import { recipient } from '../../../test/support/smtp-inbox.ts'
import { attachPdf, DOCUMENT_REQUEST, PDF, PNG, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'

const msg = messages.inbox
const HOUR_MS = 3_600_000

describe('the inbox as a helpdesk', () => {
  const h = useInboxHarness()

  const sendRequest = async (fields: Partial<typeof DOCUMENT_REQUEST> = {}) => {
    const response = await attachPdf(withFields(h.t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, ...fields }), 'rg', 'rg.pdf')
      .attach('certidao', PNG, { filename: 'certidao.png', contentType: 'image/png' })
    expect(response.status).toBe(201)
    const { protocolo } = response.body as { protocolo: string }
    await h.t.prisma.outboxMail.deleteMany()
    return { protocolo, id: (await h.t.prisma.documentRequest.findUniqueOrThrow({ where: { protocolo } })).id }
  }
  const sendVolunteer = async () => {
    const response = await attachPdf(withFields(h.t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo.pdf')
    expect(response.status).toBe(201)
    await h.t.prisma.outboxMail.deleteMany()
    return (await h.t.prisma.volunteerApplication.findUniqueOrThrow({ where: { protocolo: response.body.protocolo } })).id
  }
  const reply = (path: string, mensagem: string) =>
    h.t.request.post(`${path}/respostas`).set('authorization', h.auth).field('mensagem', mensagem)
  const detail = async (path: string) => (await h.t.request.get(path).set('authorization', h.auth).expect(200)).body
  const replies = (id: number) => h.t.prisma.submissionHistory.count({ where: { documentRequestId: id, action: 'resposta' } })

  describe('reply to the requester', () => {
    it('e-mails the text with the issued document attached, keeps the text in the history and the file with the record', async () => {
      const { protocolo, id } = await sendRequest()
      const path = `/caixa/requerimentos/${id}`
      const answer = await attachPdf(reply(path, 'Olá! Segue o diploma.\n\nQualquer dúvida, estamos à disposição.'), 'anexo', 'diploma-bento.pdf')
      expect(answer.status).toBe(204)

      expect(await h.t.app.mailer.worker.runOnce()).toBe(1)
      const [mail] = h.inbox.messages
      expect(recipient(mail!)).toBe(DOCUMENT_REQUEST.email)
      expect(mail!.subject).toBe(messages.replyMail.documentRequestSubject(protocolo))
      expect(mail!.text).toContain('Segue o diploma.')
      expect(mail!.text).toContain(messages.replyMail.attached('diploma-bento.pdf'))
      expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([['diploma-bento.pdf', 'application/pdf']])
      expect(Buffer.compare(mail!.attachments[0]!.content, PDF)).toBe(0)

      const record = await detail(path)
      expect(record.historico).toMatchObject([{ acao: 'resposta', texto: 'Olá! Segue o diploma.\n\nQualquer dúvida, estamos à disposição.', autor: 'admin-teste' }])
      expect(record.arquivos.at(-1)).toMatchObject({ campo: 'anexo', rotulo: msg.replyFileLabel, nome: 'diploma-bento.pdf', tipo: 'application/pdf' })
      const audit = await h.t.prisma.auditLog.findFirstOrThrow({ where: { action: 'responder' } })
      expect(audit).toMatchObject({ target: protocolo, detail: msg.replyFileLabel })
    })

    it('answers a volunteer without an attachment', async () => {
      const id = await sendVolunteer()
      expect((await reply(`/caixa/candidaturas/${id}`, 'Bem-vinda ao voluntariado!')).status).toBe(204)
      await h.t.app.mailer.worker.runOnce()
      expect(h.inbox.messages.map((mail) => [recipient(mail), mail.attachments.length])).toEqual([[VOLUNTEER.email, 0]])
    })

    it('refuses an empty text (400), a file that is not PDF, JPEG or PNG (415), one over 10 MB (413): nothing stored, nothing queued', async () => {
      const { id } = await sendRequest()
      const path = `/caixa/requerimentos/${id}`
      const empty = await reply(path, '   ')
      expect(empty.status).toBe(400)
      expect(empty.body.mensagem).toBe(msg.replyRequired)
      const program = await reply(path, 'Segue').attach('anexo', Buffer.from('MZ\x90\x00 not a document'), { filename: 'diploma.pdf', contentType: 'application/pdf' })
      expect(program.status).toBe(415)
      expect(program.body.mensagem).toBe(messages.uploads.unsupportedType)
      const huge = await reply(path, 'Segue').attach('anexo', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), { filename: 'grande.pdf', contentType: 'application/pdf' })
      expect(huge.status).toBe(413)
      expect(huge.body.mensagem).toBe(messages.uploads.tooLarge)
      const other = await attachPdf(reply(path, 'Segue'), 'rg', 'rg.pdf')
      expect(other.status).toBe(400)

      expect(await replies(id)).toBe(0)
      expect(await h.t.prisma.outboxMail.count()).toBe(0)
      expect(await h.t.prisma.submissionFile.count({ where: { documentRequestId: id } })).toBe(2)
    })

    it('answers 404 for an unknown record, 401 without a token and 403 for a role without the inbox', async () => {
      expect((await reply('/caixa/requerimentos/999999', 'Oi')).body.mensagem).toBe(msg.documentRequestNotFound)
      const { id } = await sendRequest()
      expect((await h.t.request.post(`/caixa/requerimentos/${id}/respostas`).field('mensagem', 'Oi')).status).toBe(401)
      const comunicacao = await h.t.tokenFor('comunicacao')
      expect((await h.t.request.post(`/caixa/requerimentos/${id}/respostas`).set('authorization', comunicacao).field('mensagem', 'Oi')).status).toBe(403)
    })

    it('after "Excluir dados pessoais": a reply is refused (409), and the earlier reply lost its text, mail and attachment', async () => {
      const { id } = await sendRequest()
      const path = `/caixa/requerimentos/${id}`
      await attachPdf(reply(path, `Seu CPF ${DOCUMENT_REQUEST.cpf} foi conferido.`), 'anexo', 'diploma.pdf').expect(204)
      await h.t.request.delete(`${path}/dados-pessoais`).set('authorization', h.auth).expect(204)

      const again = await reply(path, 'Mais uma coisa')
      expect(again.status).toBe(409)
      expect(again.body.mensagem).toBe(msg.alreadyErased)
      expect((await detail(path)).historico).toMatchObject([{ acao: 'resposta', texto: null }, { acao: 'dados-excluidos' }])
      const [mail] = await h.t.prisma.outboxMail.findMany()
      expect(mail).toMatchObject({ status: 'CANCELLED', to: '', attachmentFileIds: [] })
      expect(await h.t.prisma.submissionFile.count({ where: { documentRequestId: id } })).toBe(0)
    })
  })

  describe('the 48-hour deadline', () => {
    it('shows when a request is due and whether it is late, in the list and the detail; volunteers have none', async () => {
      const { id } = await sendRequest()
      const path = `/caixa/requerimentos/${id}`
      const { createdAt } = await h.t.prisma.documentRequest.findUniqueOrThrow({ where: { id } })
      const due = new Date(createdAt.getTime() + DOCUMENT_REQUEST_RESPONSE_HOURS * HOUR_MS).toISOString()
      expect(await detail(path)).toMatchObject({ prazo: due, atrasado: false })

      const threeDaysAgo = new Date(Date.now() - 72 * HOUR_MS)
      await h.t.prisma.documentRequest.update({ where: { id }, data: { createdAt: threeDaysAgo } })
      const lateDue = new Date(threeDaysAgo.getTime() + DOCUMENT_REQUEST_RESPONSE_HOURS * HOUR_MS).toISOString()
      expect(await detail(path)).toMatchObject({ prazo: lateDue, atrasado: true })
      const list = await h.t.request.get('/caixa/requerimentos').set('authorization', h.auth)
      expect(list.body.itens).toMatchObject([{ id, prazo: lateDue, atrasado: true }])

      await h.t.request.put(`${path}/status`).set('authorization', h.auth).send({ status: 'Concluído' }).expect(204)
      expect(await detail(path)).toMatchObject({ prazo: lateDue, atrasado: false })

      const volunteer = await sendVolunteer()
      expect(await detail(`/caixa/candidaturas/${volunteer}`)).toMatchObject({ prazo: null, atrasado: false })
    })
  })

  describe('notes and status changes at once', () => {
    it('applies a note and a status change sent together, in every order, each exactly once', async () => {
      for (let round = 0; round < 6; round++) {
        const { id } = await sendRequest()
        const path = `/caixa/requerimentos/${id}`
        const note = () => h.t.request.post(`${path}/notas`).set('authorization', h.auth).send({ texto: `nota ${round}` })
        const status = () => h.t.request.put(`${path}/status`).set('authorization', h.auth).send({ status: 'Em análise', deStatus: 'Recebido' })
        const answers = await Promise.all(round % 2 === 0 ? [note(), status()] : [status(), note()])
        expect(answers.map((answer) => answer.status)).toEqual([204, 204])
        const record = await detail(path)
        expect(record.status).toBe('Em análise')
        expect(record.historico.map((entry: { acao: string }) => entry.acao).sort()).toEqual(['nota', 'status'])
      }
    })

    it('refuses a change chosen on a screen that showed another status (409, with what it is now), and applies nothing', async () => {
      const { id } = await sendRequest()
      const path = `/caixa/requerimentos/${id}/status`
      await h.t.request.put(path).set('authorization', h.auth).send({ status: 'Em análise', deStatus: 'Recebido' }).expect(204)
      // A colleague's screen still shows Recebido and chooses Indeferido.
      const stale = await h.t.request.put(path).set('authorization', h.auth).send({ status: 'Indeferido', deStatus: 'Recebido' })
      expect(stale.status).toBe(409)
      expect(stale.body.mensagem).toBe(msg.statusChangedMeanwhile('Em análise'))
      expect((await h.t.prisma.documentRequest.findUniqueOrThrow({ where: { id } })).status).toBe('Em análise')
      expect(await h.t.prisma.outboxMail.count()).toBe(0)
    })
  })
})
