import { messages } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { describedImage } from '../../../test/support/images.ts'

const text = messages.audit
const refused = text.signInRefused

let t: TestApp
let admin: string
let secretaria: string
let comunicacao: string

beforeAll(async () => {
  t = await createTestApp({ env: LIMITS_OUT_OF_REACH })
  admin = await t.adminToken()
  secretaria = await t.tokenFor('secretaria', 'sec-auditada')
  comunicacao = await t.tokenFor('comunicacao', 'com-auditada')
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.prisma.auditLog.deleteMany()
})

const entries = async () =>
  (await t.prisma.auditLog.findMany({ orderBy: { id: 'asc' } })).map((row) => [row.actorName, row.action, row.target, row.detail])
const accountOf = async (nome: string) => text.accountTarget((await t.prisma.adminUser.findUniqueOrThrow({ where: { nome } })).id, nome)
const login = (nome: string, senha: string) => t.request.post('/usuario/login').send({ nome, senha })

describe('sign-ins in the audit log', () => {
  it('records a success by the account, and refusals without the password or what was typed as a name', async () => {
    const wrongPassword = 'senha-errada-secreta-1'
    const typedName = 'fulana@exemplo.com.br'
    await login(TEST_ADMIN.nome, TEST_ADMIN.senha).expect(200)
    await login(TEST_ADMIN.nome, wrongPassword).expect(401)
    await login(typedName, wrongPassword).expect(401)
    await t.prisma.adminUser.update({ where: { nome: 'sec-auditada' }, data: { disabled: true } })
    await login('sec-auditada', TEST_ADMIN.senha).expect(401)
    await t.prisma.adminUser.update({ where: { nome: 'sec-auditada' }, data: { disabled: false } })

    const account = await accountOf(TEST_ADMIN.nome)
    expect(await entries()).toEqual([
      [TEST_ADMIN.nome, 'entrar', account, null],
      [text.unknownActor, 'entrar-recusado', account, refused.credentials],
      [text.unknownActor, 'entrar-recusado', text.unknownAccount, refused.credentials],
      [text.unknownActor, 'entrar-recusado', await accountOf('sec-auditada'), refused.disabled],
    ])
    const stored = JSON.stringify(await t.prisma.auditLog.findMany())
    for (const secret of [wrongPassword, TEST_ADMIN.senha, typedName]) expect(stored).not.toContain(secret)
  })

  it('records a refusal while the account is locked', async () => {
    const locking = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, LOGIN_ACCOUNT_LOCK_FAILURES: '1' }, keepData: true })
    try {
      await locking.request.post('/usuario/login').send({ nome: 'com-auditada', senha: 'errada-errada-1' }).expect(401)
      await locking.request.post('/usuario/login').send({ nome: 'com-auditada', senha: TEST_ADMIN.senha }).expect(429)
    } finally {
      await locking.close()
    }
    const account = await accountOf('com-auditada')
    expect((await entries()).slice(-1)).toEqual([[text.unknownActor, 'entrar-recusado', account, refused.locked]])
  })
})

describe('staff work in the audit log', () => {
  it('records an activation by event, naming the event it deactivated', async () => {
    const before = await insertEvent(t.prisma, { titulo: 'Palestra de março', data: isoDateInDays(10), ativa: true })
    const next = await insertEvent(t.prisma, { titulo: 'Palestra de abril', data: isoDateInDays(40) })
    await t.request.put('/eventos').set('Authorization', secretaria).send({ titulo: next.titulo, projeto: next.projeto, ativa: true }).expect(200)
    await t.request.put('/eventos').set('Authorization', secretaria).send({ titulo: next.titulo, projeto: next.projeto, ativa: false }).expect(200)
    expect(await entries()).toEqual([
      ['sec-auditada', 'ativar-evento', text.eventTarget(next.id, next.titulo), text.alsoDeactivated(before.titulo)],
      ['sec-auditada', 'desativar-evento', text.eventTarget(next.id, next.titulo), null],
    ])
    await t.prisma.event.deleteMany()
  })

  it('records certificates created, imported and revoked, by code and count, never the person named', async () => {
    const certificate = { nome: 'Joana Auditada Lima', curso: 'Oficina', horas: 4, codigo: 'AUDIT001', link: 'https://www.example.org/AUDIT001.pdf' }
    await t.request.post('/certificado').set('Authorization', secretaria).send(certificate).expect(201)
    await t.request
      .post('/certificados/importacao')
      .set('Authorization', secretaria)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from('nome;curso;horas\r\nPedro Importado;Oficina;2\r\nRita Importada;Oficina;3\r\n'))
      .expect(201)
    await t.request.post('/certificados/AUDIT001/revogacao').set('Authorization', secretaria).send({ motivo: 'Emitido por engano' }).expect(200)
    expect(await entries()).toEqual([
      ['sec-auditada', 'cadastrar-certificado', text.certificateTarget('AUDIT001'), null],
      ['sec-auditada', 'importar-certificados', text.importTarget, text.certificatesCount(2)],
      ['sec-auditada', 'revogar-certificado', text.certificateTarget('AUDIT001'), null],
    ])
    expect(JSON.stringify(await entries())).not.toMatch(/Joana|Pedro|Rita/)
    await t.prisma.certificate.deleteMany()
  })

  it('records news published (not drafts) and moved to the trash', async () => {
    const capaId = await describedImage(t, comunicacao)
    const news = { titulo: 'Turmas novas', resumo: 'Aulas de celular.', corpo: '<p>Começam na segunda.</p>', capaId, publicadoEm: new Date().toISOString(), slug: '' }
    const draft = await t.request.post('/api/admin/noticias').set('Authorization', comunicacao).send({ ...news, estado: 'rascunho' }).expect(201)
    await t.request.put(`/api/admin/noticias/${draft.body.id}`).set('Authorization', comunicacao).send({ ...news, estado: 'publicado' }).expect(200)
    await t.request.delete(`/api/admin/noticias/${draft.body.id}`).set('Authorization', comunicacao).expect(204)
    expect(await entries()).toEqual([
      ['com-auditada', 'publicar-noticia', text.newsTarget(draft.body.id, news.titulo), null],
      ['com-auditada', 'excluir-noticia', text.newsTarget(draft.body.id), null],
    ])
    await t.prisma.newsItem.deleteMany()
    await t.prisma.mediaImage.deleteMany()
  })

  it('records a change of the settings', async () => {
    await t.request.put('/configuracoes/contatos').set('Authorization', comunicacao).send({ telefone: '(48) 3333-4444' }).expect(200)
    expect(await entries()).toEqual([['com-auditada', 'alterar-configuracoes', text.settingsTarget(text.contactsSection), null]])
  })
})

describe('the audit screen’s filters', () => {
  const list = (query: Record<string, string>) => t.request.get('/auditoria').query(query).set('Authorization', admin)

  beforeEach(async () => {
    const at = (iso: string) => new Date(iso)
    await t.prisma.auditLog.createMany({
      data: [
        { actorId: null, actorName: 'Ana Secretaria', action: 'ativar-evento', target: 'Evento #1', createdAt: at('2026-03-01T12:00:00Z') },
        { actorId: null, actorName: 'Bruno Comunicação', action: 'publicar-noticia', target: 'Notícia #1', createdAt: at('2026-03-02T12:00:00Z') },
        // 23:30 in Brasília on 3 March is already 4 March in UTC: the period is read in Brasília.
        { actorId: null, actorName: 'ana secretaria', action: 'entrar', target: 'Conta #9 (ana)', createdAt: at('2026-03-04T02:30:00Z') },
      ],
    })
  })

  it('filters by part of the name (any case), by action and by a period of days in Brasília', async () => {
    const targets = async (query: Record<string, string>) => {
      const response = await list(query).expect(200)
      return { total: response.body.total, alvos: response.body.itens.map((entry: { alvo: string }) => entry.alvo) }
    }
    expect(await targets({ usuario: 'ANA' })).toEqual({ total: 2, alvos: ['Conta #9 (ana)', 'Evento #1'] })
    expect(await targets({ acao: 'publicar-noticia' })).toEqual({ total: 1, alvos: ['Notícia #1'] })
    expect(await targets({ de: '2026-03-02', ate: '2026-03-03' })).toEqual({ total: 2, alvos: ['Conta #9 (ana)', 'Notícia #1'] })
    expect(await targets({ usuario: 'ana', acao: 'entrar', de: '2026-03-03', ate: '' })).toEqual({ total: 1, alvos: ['Conta #9 (ana)'] })
  })

  it('exports the CSV with the same filters', async () => {
    const csv = await t.request.get('/auditoria.csv').query({ acao: 'ativar-evento' }).set('Authorization', admin).expect(200)
    expect(csv.text).toContain('"Evento #1"')
    expect(csv.text).not.toContain('Notícia #1')
  })

  it('refuses an unknown action or a period ending before it starts, in Portuguese', async () => {
    const unknown = await list({ acao: 'apagar-tudo' })
    expect([unknown.status, unknown.body.mensagem]).toEqual([400, messages.common.invalidRequest])
    const backwards = await list({ de: '2026-03-05', ate: '2026-03-01' })
    expect(backwards.status).toBe(400)
    expect(backwards.body.issues).toEqual([{ campo: 'ate', mensagem: messages.inbox.invalidPeriod }])
  })
})
