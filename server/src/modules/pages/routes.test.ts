import { messages, type AdminPage, type PageContentInput, type PageSectionInput } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { describedImage, makeImage, uploadImage } from '../../../test/support/images.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const msg = messages.sitePages
const DAY_MS = 24 * 60 * 60 * 1000

describe('pages', () => {
  let t: TestApp
  let token: string
  let now = new Date()

  withStaffApp({ now: () => now, emptied: ['menuItem', 'sitePage', 'contentRevision', 'auditLog', 'mediaImage'] }, (app, bearer) => {
    t = app
    token = bearer
  })
  beforeEach(() => {
    now = new Date()
  })

  const create = async (segmento = 'horta-comunitaria', modelo = 'projeto', pai = '/projetos-ativos') => {
    const response = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo, pai, segmento, titulo: 'Projeto Horta Comunitária' })
    expect(response.status).toBe(201)
    return response.body as AdminPage
  }
  const save = (page: AdminPage, changes: Partial<PageContentInput & { caminho: string }> = {}) =>
    t.request.put(`/api/admin/paginas/${page.id}`).set('authorization', token).send({ ...page.rascunho, caminho: page.caminho, ...changes })
  const publish = (id: number, publicarEm?: string) => t.request.post(`/api/admin/paginas/${id}/publicar`).set('authorization', token).send(publicarEm ? { publicarEm } : {})
  const lookup = (caminho: string) => t.request.get('/api/paginas').query({ caminho }).redirects(0)
  const text = (corpo: string): PageSectionInput => ({ tipo: 'texto', titulo: 'Sobre o projeto', corpo })

  it('creates a page from a template under an allowed parent, as a draft visitors cannot see', async () => {
    const page = await create()
    expect(page).toMatchObject({ caminho: '/projetos-ativos/horta-comunitaria', modelo: 'projeto', estado: 'rascunho', fixa: false, publicadoEm: null, alteracoesPendentes: true })
    expect(page.rascunho.secoes.map((section) => section.tipo)).toEqual(['destaque', 'texto', 'chamada'])
    expect((await create('horta', 'curso', '/cursos')).rascunho.secoes.map((section) => section.tipo)).toEqual(['destaque', 'texto', 'dados-curso', 'chamada'])
    expect((await lookup(page.caminho)).status).toBe(404)
    expect((await lookup(page.caminho)).body.mensagem).toBe(msg.notFound)

    const elsewhere = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'projeto', pai: '/admin', segmento: 'x', titulo: 'X' })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.mensagem).toBe(msg.parentInvalid)
    const badSegment = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'projeto', pai: '/cursos', segmento: 'Com Espaço', titulo: 'X' })
    expect(badSegment.body.mensagem).toBe(msg.pathInvalid)
    const again = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'simples', pai: '/projetos-ativos', segmento: 'horta-comunitaria', titulo: 'Outra' })
    expect(again.status).toBe(409)
    expect(again.body.mensagem).toBe(msg.pathTaken)
  })

  it('publishes the saved draft; a later draft changes nothing on the site until it is published', async () => {
    const page = await create()
    expect((await publish(page.id)).body).toMatchObject({ estado: 'publicado', publicadoEm: now.toISOString(), alteracoesPendentes: false })
    const shown = await lookup('/Projetos-Ativos/Horta-Comunitaria/')
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ caminho: page.caminho, titulo: 'Projeto Horta Comunitária' })

    const edited = await save(page, { titulo: 'Horta da Escola' })
    expect(edited.body).toMatchObject({ estado: 'publicado', alteracoesPendentes: true })
    expect((await lookup(page.caminho)).body.titulo).toBe('Projeto Horta Comunitária')
    await publish(page.id)
    expect((await lookup(page.caminho)).body.titulo).toBe('Horta da Escola')
    expect(await t.prisma.auditLog.findMany({ select: { action: true, target: true } })).toEqual([
      { action: 'publicar-pagina', target: messages.audit.pageTarget(page.id, page.caminho) },
      { action: 'publicar-pagina', target: messages.audit.pageTarget(page.id, page.caminho) },
    ])
  })

  it('keeps a scheduled version off the site until its moment, the published one showing meanwhile', async () => {
    const page = await create()
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString()
    expect((await publish(page.id, tomorrow)).body).toMatchObject({ estado: 'agendado', publicadoEm: tomorrow })
    expect(await t.prisma.auditLog.findFirst({ select: { detail: true } })).toEqual({ detail: messages.audit.pageScheduledFor(tomorrow) })
    expect((await lookup(page.caminho)).status).toBe(404)
    now = new Date(now.getTime() + DAY_MS + 60_000)
    expect((await lookup(page.caminho)).body.publicadoEm).toBe(tomorrow)

    const edited = (await save((await t.request.get(`/api/admin/paginas/${page.id}`).set('authorization', token)).body, { titulo: 'Nova versão' })).body as AdminPage
    await publish(edited.id, new Date(now.getTime() + DAY_MS).toISOString())
    expect((await lookup(page.caminho)).body.titulo).toBe('Projeto Horta Comunitária')
    const list = await t.request.get('/api/admin/paginas').set('authorization', token)
    expect(list.body[0]).toMatchObject({ estado: 'publicado', alteracoesPendentes: false })
    now = new Date(now.getTime() + DAY_MS + 60_000)
    expect((await lookup(page.caminho)).body.titulo).toBe('Nova versão')
  })

  it('keeps the old address answering 301 after a rename, reserves it, and lets the page take it back', async () => {
    const page = await create()
    await publish(page.id)
    const renamed = await save(page, { caminho: '/projetos-ativos/horta-escolar' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.caminho).toBe('/projetos-ativos/horta-escolar')
    const moved = await lookup(page.caminho)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/projetos-ativos/horta-escolar')
    const taken = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'simples', pai: '/projetos-ativos', segmento: 'horta-comunitaria', titulo: 'Outra' })
    expect(taken.status).toBe(409)
    expect((await save(renamed.body, { caminho: '/cursos/sem/pai' })).body.mensagem).toBe(msg.pathInvalid)
    expect((await save(renamed.body, { caminho: page.caminho })).status).toBe(200)
    expect((await lookup(page.caminho)).status).toBe(200)
    expect((await lookup('/projetos-ativos/horta-escolar')).headers.location).toBe(page.caminho)
  })

  it('keeps the address of a page of the site fixed', async () => {
    const page = await create()
    await t.prisma.sitePage.update({ where: { id: page.id }, data: { fixed: true } })
    const renamed = await save(page, { caminho: '/projetos-ativos/outra' })
    expect(renamed.status).toBe(409)
    expect(renamed.body.mensagem).toBe(msg.pathFixed)
    const deleted = await t.request.delete(`/api/admin/paginas/${page.id}`).set('authorization', token)
    expect(deleted.status).toBe(409)
    expect(deleted.body.mensagem).toBe(msg.fixedPageKept)
  })

  it('sanitises rich text with the news allow-list, keeping the text and safe links', async () => {
    const page = await create()
    const corpo = '<p onclick="steal()">Olá <strong>turma</strong></p><script>alert(1)</script><a href="javascript:alert(2)">clique</a><iframe src="https://mal.example"></iframe>'
    const saved = await save(page, { secoes: [text(corpo), { tipo: 'perguntas', itens: [{ pergunta: 'Quando?', resposta: '<p>Já<img src=x onerror="alert(3)"></p>' }] }] })
    expect(saved.status).toBe(200)
    const [section, faq] = (saved.body as AdminPage).rascunho.secoes
    expect(section).toMatchObject({ corpo: '<p>Olá <strong>turma</strong></p><a>clique</a>' })
    expect(JSON.stringify(faq)).not.toMatch(/onerror|alert/)
  })

  it('refuses a section of an unknown kind or with broken fields with the catalogue message, changing nothing', async () => {
    const page = await create()
    const unknown = await save(page, { secoes: [{ tipo: 'video' } as never] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.mensagem).toBe(msg.sectionKindInvalid)
    const noItems = await save(page, { secoes: [{ tipo: 'numeros', itens: [] }] })
    expect(noItems.body.mensagem).toBe(msg.itemsRequired)
    const badLink = await save(page, { secoes: [{ tipo: 'chamada', botoes: [{ rotulo: 'Ir', link: 'javascript:alert(1)' }] }] })
    expect(badLink.body.mensagem).toBe(msg.linkInvalid)
    expect((await t.request.get(`/api/admin/paginas/${page.id}`).set('authorization', token)).body.rascunho).toEqual(page.rascunho)
  })

  it('warns about internal links that lead to no published page, and saves anyway', async () => {
    const target = await create('destino')
    const page = await create()
    const saved = await save(page, {
      secoes: [
        text('<p><a href="/projetos-ativos/destino">destino</a> <a href="/noticias/uma">notícia</a> <a href="/validador">validar</a></p>'),
        { tipo: 'chamada', botoes: [{ rotulo: 'Sumiu', link: '/pagina-que-nao-existe#topo' }] },
      ],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.avisos).toEqual([msg.brokenLink('/projetos-ativos/destino'), msg.brokenLink('/pagina-que-nao-existe')])
    await publish(target.id)
    expect((await t.request.get(`/api/admin/paginas/${page.id}`).set('authorization', token)).body.avisos).toEqual([msg.brokenLink('/pagina-que-nao-existe')])
  })

  it('takes pictures only from the media library with their alt text, and the library knows where they are used', async () => {
    const page = await create()
    const undescribed = (await uploadImage(t, token, await makeImage(800, 600))).body.id as number
    const section = (midiaId: number): PageSectionInput => ({ tipo: 'imagem-texto', titulo: 'Horta', corpo: '<p>Canteiros</p>', imagem: { midiaId } })
    const noAlt = await save(page, { secoes: [section(undescribed)] })
    expect(noAlt.status).toBe(400)
    expect(noAlt.body.mensagem).toBe(messages.media.needsAlt)
    expect((await save(page, { secoes: [section(999_999)] })).body.mensagem).toBe(messages.media.notFound)
    const outside = await save(page, { secoes: [{ ...section(1), imagem: { arquivo: 'https://outro.site/foto.jpg', alt: 'x' } } as PageSectionInput] })
    expect(outside.status).toBe(400)

    const photo = await describedImage(t, token)
    expect((await save(page, { secoes: [section(photo)] })).status).toBe(200)
    const inUse = await t.request.delete(`/api/midia/${photo}`).set('authorization', token)
    expect(inUse.status).toBe(409)
    expect(inUse.body.mensagem).toBe(messages.media.inUseBy(messages.media.inUseWhere('página', page.caminho)))
  })

  it('lets Secretaria read the pages and nothing more', async () => {
    const page = await create()
    const secretaria = await t.tokenFor('secretaria')
    expect((await t.request.get('/api/admin/paginas').set('authorization', secretaria)).status).toBe(200)
    expect((await t.request.get(`/api/admin/paginas/${page.id}`).set('authorization', secretaria)).status).toBe(200)
    const refused = await t.request.post(`/api/admin/paginas/${page.id}/publicar`).set('authorization', secretaria).send({})
    expect(refused.status).toBe(403)
    expect(refused.body.mensagem).toBe(messages.accounts.forbidden)
    const comunicacao = await t.tokenFor('comunicacao')
    expect((await t.request.post(`/api/admin/paginas/${page.id}/publicar`).set('authorization', comunicacao).send({})).status).toBe(200)
  })
})
