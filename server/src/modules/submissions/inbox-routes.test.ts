import { messages, NEXT_STATUSES, PROTOCOL_PATTERN } from '@site/contracts'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { attachPdf, DOCUMENT_REQUEST, PNG, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'
import { deleteExpiredDocuments } from './retention.ts'

const msg = messages.inbox
const binary = (response: { on: (event: string, listener: (chunk?: Buffer) => void) => void }, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk) => chunks.push(chunk!))
  response.on('end', () => done(null, Buffer.concat(chunks)))
}

describe('staff inbox', () => {
  let t: TestApp
  let auth: string
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS_OUT_OF_REACH, extra: { mail: { startWorker: false } } })
    auth = await t.adminToken()
  })
  beforeEach(async () => {
    await t.prisma.outboxMail.deleteMany()
    await t.prisma.volunteerApplication.deleteMany()
    await t.prisma.documentRequest.deleteMany()
    await t.prisma.auditLog.deleteMany()
  })
  afterAll(() => t.close())

  const sendRequest = async (fields: Partial<typeof DOCUMENT_REQUEST> = {}) => {
    const response = await attachPdf(withFields(t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, ...fields }), 'rg', 'rg-frente.pdf')
      .attach('certidao', PNG, { filename: 'certidão.png', contentType: 'image/png' })
    expect(response.status).toBe(201)
    return response.body as { protocolo: string }
  }
  const sendVolunteer = async (fields: Partial<typeof VOLUNTEER> = {}) => {
    const response = await attachPdf(withFields(t.request.post('/enviar-voluntariado'), { ...VOLUNTEER, ...fields }), 'termoAdesao', 'termo.pdf')
    expect(response.status).toBe(201)
    return response.body as { protocolo: string }
  }
  const idOf = async (protocolo: string) => (await t.prisma.documentRequest.findUniqueOrThrow({ where: { protocolo } })).id
  const get = (url: string) => t.request.get(url).set('authorization', auth)
  const auditActions = async () => (await t.prisma.auditLog.findMany({ orderBy: { id: 'asc' } })).map((row) => row.action)

  describe('lists', () => {
    it('finds by name, e-mail or whole protocol, filters by status, course, document and period, sorts and pages', async () => {
      const ana = await sendRequest({ nome: 'Ana Lima', email: 'ana@example.com', curso: 'adm' })
      await sendRequest({ nome: 'Bruno Souza', email: 'bruno@example.com', requerimento: 'Ementa de Disciplinas' })
      const carla = await sendRequest({ nome: 'Carla Dias', email: 'carla@example.com' })
      await t.prisma.documentRequest.update({ where: { protocolo: carla.protocolo }, data: { status: 'Em análise' } })

      const names = async (query: string) => {
        const response = await get(`/caixa/requerimentos?${query}`)
        expect(response.status).toBe(200)
        return (response.body.itens as { nome: string }[]).map((item) => item.nome)
      }
      expect(await names('')).toEqual(['Carla Dias', 'Bruno Souza', 'Ana Lima'])
      expect(await names('ordem=antigos')).toEqual(['Ana Lima', 'Bruno Souza', 'Carla Dias'])
      expect(await names('busca=SOUZA')).toEqual(['Bruno Souza'])
      expect(await names('busca=carla%40example')).toEqual(['Carla Dias'])
      expect(await names(`busca=${ana.protocolo.toLowerCase()}`)).toEqual(['Ana Lima'])
      expect(await names(`status=${encodeURIComponent('Em análise')}`)).toEqual(['Carla Dias'])
      expect(await names('curso=adm')).toEqual(['Ana Lima'])
      expect(await names('requerimento=Ementa+de+Disciplinas')).toEqual(['Bruno Souza'])
      expect(await names('de=2000-01-01&ate=2000-12-31')).toEqual([])

      const page = await get('/caixa/requerimentos?ordem=nome&porPagina=2&pagina=2')
      expect(page.body).toMatchObject({ total: 3, pagina: 2, porPagina: 2, itens: [{ nome: 'Carla Dias', status: 'Em análise', protocolo: carla.protocolo }] })
      expect(page.body.itens[0].assunto).toBe('Diploma · Pedagogia')
    })

    it('answers 400 with the Portuguese message for an unknown status or a reversed period, and 401 without a token', async () => {
      const status = await get('/caixa/candidaturas?status=Arquivado')
      expect(status.status).toBe(400)
      expect(status.body.mensagem).toBe(msg.invalidStatus)
      const period = await get('/caixa/requerimentos?de=2026-05-02&ate=2026-05-01')
      expect(period.status).toBe(400)
      expect(period.body.issues).toContainEqual({ campo: 'ate', mensagem: msg.invalidPeriod })
      expect((await t.request.get('/caixa/candidaturas')).status).toBe(401)
    })

    it('lists volunteer applications with their schooling and counts what is new for the menu', async () => {
      const { protocolo } = await sendVolunteer()
      await sendRequest()
      const list = await get('/caixa/candidaturas')
      expect(list.body).toEqual({
        total: 1,
        pagina: 1,
        porPagina: 20,
        itens: [
          {
            id: expect.any(Number),
            protocolo,
            nome: VOLUNTEER.nome,
            email: VOLUNTEER.email,
            status: 'Recebido',
            assunto: VOLUNTEER.escolaridade,
            criadoEm: expect.any(String),
            prazo: null,
            atrasado: false,
          },
        ],
      })
      const summary = await get('/caixa/resumo')
      expect(summary.body.novos).toEqual({ candidaturas: 1, requerimentos: 1 })
    })
  })

  describe('detail and files', () => {
    it('shows every field and file, and audits the view without personal data', async () => {
      const { protocolo } = await sendRequest()
      const detail = await get(`/caixa/requerimentos/${await idOf(protocolo)}`)
      expect(detail.status).toBe(200)
      expect(detail.body).toMatchObject({ protocolo, status: 'Recebido', proximosStatus: ['Em análise', 'Concluído', 'Indeferido'], historico: [] })
      expect(detail.body.campos).toContainEqual({ rotulo: 'CPF', valor: DOCUMENT_REQUEST.cpf })
      expect(detail.body.arquivos).toEqual([
        { id: expect.any(Number), campo: 'rg', rotulo: 'RG', nome: 'rg-frente.pdf', tipo: 'application/pdf', tamanho: expect.any(Number) },
        { id: expect.any(Number), campo: 'certidao', rotulo: 'Certidão de nascimento ou casamento', nome: 'certidão.png', tipo: 'image/png', tamanho: PNG.length },
      ])
      const [entry] = await t.prisma.auditLog.findMany()
      expect(entry).toMatchObject({ action: 'visualizar', target: protocolo, actorName: 'admin-teste' })
      expect(JSON.stringify(entry)).not.toContain(DOCUMENT_REQUEST.cpf)
    })

    it('downloads a file as an attachment, never cached, with the bytes that were sent', async () => {
      const { protocolo } = await sendRequest()
      const id = await idOf(protocolo)
      const detail = await get(`/caixa/requerimentos/${id}`)
      const png = detail.body.arquivos[1]
      const response = await get(`/caixa/requerimentos/${id}/arquivos/${png.id}?uso=visualizar`).buffer(true).parse(binary)
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.headers['content-disposition']).toBe(`attachment; filename="certid_o.png"; filename*=UTF-8''certid%C3%A3o.png`)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(Buffer.compare(response.body as Buffer, PNG)).toBe(0)
      expect(await auditActions()).toEqual(['visualizar', 'visualizar-arquivo'])
      expect((await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'visualizar-arquivo' } })).detail).toBe(
        'Certidão de nascimento ou casamento',
      )
    })

    it('answers 404 for a file of another record, an unknown record, and 401 without a token', async () => {
      const first = await idOf((await sendRequest()).protocolo)
      const second = await idOf((await sendRequest({ email: 'outra@example.com' })).protocolo)
      const file = await t.prisma.submissionFile.findFirstOrThrow({ where: { documentRequestId: first } })
      const foreign = await get(`/caixa/requerimentos/${second}/arquivos/${file.id}`)
      expect(foreign.status).toBe(404)
      expect(foreign.body.mensagem).toBe(msg.fileNotFound)
      expect((await get('/caixa/requerimentos/999999')).body.mensagem).toBe(msg.documentRequestNotFound)
      expect((await get('/caixa/candidaturas/abc')).status).toBe(404)
      expect((await t.request.get(`/caixa/requerimentos/${first}/arquivos/${file.id}`)).status).toBe(401)
    })
  })

  describe('status, notes and history', () => {
    it('moves a request Recebido → Em análise → Concluído, e-mails the outcome in the same step and keeps the history', async () => {
      const { protocolo } = await sendRequest()
      const id = await idOf(protocolo)
      await t.prisma.outboxMail.deleteMany()
      const move = (status: string) => t.request.put(`/caixa/requerimentos/${id}/status`).set('authorization', auth).send({ status })

      expect((await move('Em análise')).status).toBe(204)
      expect(await t.prisma.outboxMail.count()).toBe(0)
      expect((await move('Concluído')).status).toBe(204)
      const [mail] = await t.prisma.outboxMail.findMany()
      expect(mail).toMatchObject({ to: DOCUMENT_REQUEST.email, subject: messages.outcomeMail.concludedSubject(protocolo) })
      expect(mail!.text).toContain(messages.outcomeMail.concluded)

      const back = await move('Em análise')
      expect(back.status).toBe(409)
      expect(back.body.mensagem).toBe(msg.statusNotAllowed('Concluído', NEXT_STATUSES['Concluído']))
      const invalid = await move('Arquivado')
      expect(invalid.status).toBe(400)
      expect(invalid.body.mensagem).toBe(msg.invalidStatus)

      const detail = await get(`/caixa/requerimentos/${id}`)
      expect(detail.body).toMatchObject({ status: 'Concluído', proximosStatus: [], decididoEm: expect.any(String) })
      expect(detail.body.historico).toMatchObject([
        { acao: 'status', deStatus: 'Recebido', paraStatus: 'Em análise', autor: 'admin-teste' },
        { acao: 'status', deStatus: 'Em análise', paraStatus: 'Concluído', autor: 'admin-teste' },
      ])
    })

    it('e-mails a refusal too, but not for a volunteer application', async () => {
      const { protocolo } = await sendRequest()
      const volunteer = await sendVolunteer()
      await t.prisma.outboxMail.deleteMany()
      const volunteerId = (await t.prisma.volunteerApplication.findUniqueOrThrow({ where: { protocolo: volunteer.protocolo } })).id
      const refuse = await t.request.put(`/caixa/requerimentos/${await idOf(protocolo)}/status`).set('authorization', auth).send({ status: 'Indeferido' })
      expect(refuse.status).toBe(204)
      await t.request.put(`/caixa/candidaturas/${volunteerId}/status`).set('authorization', auth).send({ status: 'Concluído' }).expect(204)
      const mails = await t.prisma.outboxMail.findMany()
      expect(mails.map((mail) => mail.subject)).toEqual([messages.outcomeMail.refusedSubject(protocolo)])
    })

    it('adds internal notes to the history; the audit says a note was written, not what it says', async () => {
      const { protocolo } = await sendVolunteer()
      const id = (await t.prisma.volunteerApplication.findUniqueOrThrow({ where: { protocolo } })).id
      const empty = await t.request.post(`/caixa/candidaturas/${id}/notas`).set('authorization', auth).send({ texto: '  ' })
      expect(empty.status).toBe(400)
      expect(empty.body.mensagem).toBe(msg.noteRequired)
      await t.request.post(`/caixa/candidaturas/${id}/notas`).set('authorization', auth).send({ texto: 'Ligar na segunda' }).expect(204)
      const detail = await get(`/caixa/candidaturas/${id}`)
      expect(detail.body.historico).toMatchObject([{ acao: 'nota', texto: 'Ligar na segunda', autor: 'admin-teste' }])
      const note = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'nota' } })
      expect(note).toMatchObject({ target: protocolo, detail: null })
    })
  })

  describe('LGPD', () => {
    it('"Excluir dados pessoais" deletes the files and anonymises the record at once, keeping protocol and history', async () => {
      const { protocolo } = await sendRequest()
      const id = await idOf(protocolo)
      await t.request.post(`/caixa/requerimentos/${id}/notas`).set('authorization', auth).send({ texto: 'CPF conferido' }).expect(204)
      const erase = await t.request.delete(`/caixa/requerimentos/${id}/dados-pessoais`).set('authorization', auth)
      expect(erase.status).toBe(204)

      expect(await t.prisma.submissionFile.count({ where: { documentRequestId: id } })).toBe(0)
      const row = await t.prisma.documentRequest.findUniqueOrThrow({ where: { id } })
      expect(row).toMatchObject({ protocolo, nome: msg.erasedName, cpf: '', email: '', telefone: '', erasedAt: expect.any(Date) })
      const detail = await get(`/caixa/requerimentos/${id}`)
      expect(detail.body).toMatchObject({ arquivos: [], proximosStatus: [], dadosExcluidosEm: expect.any(String) })
      expect(detail.body.historico).toMatchObject([{ acao: 'nota', texto: null }, { acao: 'dados-excluidos' }])

      const again = await t.request.delete(`/caixa/requerimentos/${id}/dados-pessoais`).set('authorization', auth)
      expect(again.status).toBe(409)
      expect(again.body.mensagem).toBe(msg.alreadyErased)
      expect(await auditActions()).toEqual(['nota', 'excluir-dados', 'visualizar'])
    })

    it('lets one of two simultaneous erasures through: the other gets 409, and one history row and one audit row are written', async () => {
      const id = await idOf((await sendRequest()).protocolo)
      // Another session holds the record's files, so both erasures are under way before either can finish.
      const blocker = new pg.Client({ connectionString: t.databaseUrl })
      await blocker.connect()
      try {
        await blocker.query('BEGIN')
        await blocker.query('SELECT "id" FROM "SubmissionFile" WHERE "documentRequestId" = $1 FOR UPDATE', [id])
        const erase = () => t.request.delete(`/caixa/requerimentos/${id}/dados-pessoais`).set('authorization', auth).then((response) => response)
        const both = Promise.all([erase(), erase()])
        const waiting = async () =>
          (await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n
        await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 60_000, interval: 50 })
        await blocker.query('COMMIT')
        const answers = (await both).map((response) => [response.status, response.body.mensagem])
        expect(answers.sort()).toEqual([[204, undefined], [409, msg.alreadyErased]])
      } finally {
        await blocker.end()
      }
      expect(await t.prisma.submissionHistory.count({ where: { documentRequestId: id, action: 'dados-excluidos' } })).toBe(1)
      expect(await auditActions()).toEqual(['excluir-dados'])
    })

    it('deletes identity documents DOCUMENT_RETENTION_DAYS after the decision, once, even with two instances running the job', async () => {
      const decidedLongAgo = await idOf((await sendRequest({ email: 'a@example.com' })).protocolo)
      const decidedRecently = await idOf((await sendRequest({ email: 'b@example.com' })).protocolo)
      const stillOpen = await idOf((await sendRequest({ email: 'c@example.com' })).protocolo)
      const now = new Date()
      const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
      await t.prisma.documentRequest.update({ where: { id: decidedLongAgo }, data: { status: 'Concluído', decidedAt: daysAgo(91) } })
      await t.prisma.documentRequest.update({ where: { id: decidedRecently }, data: { status: 'Indeferido', decidedAt: daysAgo(89) } })
      await t.prisma.documentRequest.update({ where: { id: stillOpen }, data: { createdAt: daysAgo(400) } })

      const runs = await Promise.all([
        deleteExpiredDocuments(t.prisma, { retentionDays: 90, now }),
        deleteExpiredDocuments(t.prisma, { retentionDays: 90, now }),
      ])
      expect(runs.sort()).toEqual([0, 1])
      const filesOf = (documentRequestId: number) => t.prisma.submissionFile.count({ where: { documentRequestId } })
      expect(await filesOf(decidedLongAgo)).toBe(0)
      expect(await filesOf(decidedRecently)).toBe(2)
      expect(await filesOf(stillOpen)).toBe(2)
      const kept = await t.prisma.documentRequest.findUniqueOrThrow({ where: { id: decidedLongAgo } })
      expect(kept).toMatchObject({ nome: DOCUMENT_REQUEST.nome, filesDeletedAt: now })
      expect(await t.prisma.auditLog.findMany({ select: { action: true, actorName: true } })).toEqual([
        { action: 'excluir-arquivos', actorName: msg.system },
      ])

      // Two days later on the fake clock, the recently refused request passes the limit too.
      const later = new Date(now.getTime() + 2 * 86_400_000)
      expect(await deleteExpiredDocuments(t.prisma, { retentionDays: 90, now: later })).toBe(1)
      expect(await filesOf(decidedRecently)).toBe(0)
      expect(await deleteExpiredDocuments(t.prisma, { retentionDays: 90, now: later })).toBe(0)
    })
  })

  describe('audit log', () => {
    it('lists entries newest first and exports them as CSV, the export itself audited', async () => {
      const { protocolo } = await sendRequest()
      await get(`/caixa/requerimentos/${await idOf(protocolo)}`).expect(200)
      const page = await get('/auditoria')
      expect(page.body).toMatchObject({ total: 1, itens: [{ usuario: 'admin-teste', acao: 'visualizar', alvo: protocolo, detalhe: null }] })

      const csv = await get('/auditoria.csv')
      expect(csv.status).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"')
      const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
      expect(lines[0]).toBe(messages.audit.csvHeader.map((cell) => `"${cell}"`).join(';'))
      expect(lines).toHaveLength(3)
      expect(lines[1]).toContain(`"${messages.audit.actions['exportar-auditoria']}"`)
      expect(lines[2]).toContain(`"admin-teste";"${messages.audit.actions.visualizar}";"${protocolo}"`)
      expect(csv.text).not.toContain(DOCUMENT_REQUEST.cpf)
      expect(PROTOCOL_PATTERN.test(protocolo)).toBe(true)
    })
  })
})
