import { messages, PATHS, type AdminMenu, type AdminPage, type MenuInput } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const msg = messages.sitePages

describe('the menu', () => {
  let t: TestApp
  let token: string
  let horta: AdminPage
  let cursos: AdminPage

  withStaffApp({ emptied: ['menuItem', 'sitePage', 'auditLog'] }, (app, bearer) => {
    t = app
    token = bearer
  })

  beforeEach(async () => {
    horta = await newPage('horta-comunitaria', 'Horta Comunitária')
    cursos = await newPage('oficina', 'Oficina', '/cursos')
  })

  async function newPage(segmento: string, titulo: string, pai = '/projetos-ativos'): Promise<AdminPage> {
    const created = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'projeto', pai, segmento, titulo })
    await t.request.post(`/api/admin/paginas/${created.body.id}/publicar`).set('authorization', token).send({})
    return created.body as AdminPage
  }

  const saveMenu = (menu: MenuInput) => t.request.put('/api/admin/menu').set('authorization', token).send(menu)
  const publicMenu = async () => (await t.request.get('/api/menu')).body
  const withHorta = (): MenuInput => ({
    principal: [
      { rotulo: 'Projetos', rota: PATHS.news, filhos: [{ rotulo: 'Horta', paginaId: horta.id }, { rotulo: 'Oficina', paginaId: cursos.id }] },
      { rotulo: 'Certificados', rota: PATHS.validator },
    ],
    rodape: [{ rotulo: 'Horta', paginaId: horta.id }],
  })

  it('stores items, submenus and their order, and shows visitors the pages at their current address', async () => {
    const saved = await saveMenu(withHorta())
    expect(saved.status).toBe(200)
    expect((saved.body as AdminMenu).avisos).toEqual([])
    expect(await publicMenu()).toEqual({
      principal: [
        {
          rotulo: 'Projetos',
          caminho: PATHS.news,
          filhos: [
            { rotulo: 'Horta', caminho: horta.caminho },
            { rotulo: 'Oficina', caminho: cursos.caminho },
          ],
        },
        { rotulo: 'Certificados', caminho: PATHS.validator, filhos: [] },
      ],
      rodape: [{ rotulo: 'Horta', caminho: horta.caminho, filhos: [] }],
      idbasico: [],
    })
    await t.request.put(`/api/admin/paginas/${horta.id}`).set('authorization', token).send({ ...horta.rascunho, caminho: '/projetos-ativos/horta' })
    expect((await publicMenu()).rodape[0].caminho).toBe('/projetos-ativos/horta')
  })

  it('refuses a route that is not a fixed page, a page in the trash, and a submenu inside a submenu', async () => {
    const route = await saveMenu({ principal: [{ rotulo: 'Admin', rota: PATHS.admin }], rodape: [] })
    expect(route.status).toBe(400)
    expect(route.body.mensagem).toBe(messages.siteMenu.routeInvalid)
    const nothing = await saveMenu({ principal: [{ rotulo: 'Vazio' }], rodape: [] })
    expect(nothing.body.mensagem).toBe(messages.siteMenu.targetRequired)
    await t.request.delete(`/api/admin/paginas/${cursos.id}`).set('authorization', token)
    const trashed = await saveMenu({ principal: [{ rotulo: 'Oficina', paginaId: cursos.id }], rodape: [] })
    expect(trashed.status).toBe(400)
    expect(trashed.body.mensagem).toBe(messages.siteMenu.pageMissing)
    const deep = await saveMenu({ principal: [{ rotulo: 'A', rota: PATHS.news, filhos: [{ rotulo: 'B', rota: PATHS.news, filhos: [{ rotulo: 'C', rota: PATHS.news }] }] }], rodape: [] })
    expect(deep.status).toBe(400)
    expect(deep.body.mensagem).toBe(messages.siteMenu.tooDeep)
  })

  it('hides an item whose page is a draft from visitors, and tells the editor', async () => {
    const draft = (await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'simples', pai: '/cursos', segmento: 'rascunho', titulo: 'Rascunho' })).body as AdminPage
    const saved = await saveMenu({ principal: [{ rotulo: 'Em breve', paginaId: draft.id }], rodape: [] })
    expect(saved.body.avisos).toEqual([messages.siteMenu.pageNotPublished('Em breve')])
    expect((await publicMenu()).principal).toEqual([])
  })

  it('asks before unpublishing a page the menu links to, saying where, then takes it out of the menu too', async () => {
    await saveMenu(withHorta())
    const asked = await t.request.post(`/api/admin/paginas/${horta.id}/despublicar`).set('authorization', token)
    expect(asked.status).toBe(409)
    expect(asked.body.mensagem).toBe(msg.linkedFromMenu(['Menu principal › Projetos › Horta', 'Rodapé › Horta'].join('; ')))
    expect((await t.request.get('/api/paginas').query({ caminho: horta.caminho })).status).toBe(200)

    const done = await t.request.post(`/api/admin/paginas/${horta.id}/despublicar?confirmar=sim`).set('authorization', token)
    expect(done.status).toBe(200)
    expect(done.body.estado).toBe('rascunho')
    expect((await t.request.get('/api/paginas').query({ caminho: horta.caminho })).status).toBe(404)
    expect(await publicMenu()).toMatchObject({ principal: [{ rotulo: 'Projetos', filhos: [{ rotulo: 'Oficina' }] }, { rotulo: 'Certificados' }], rodape: [] })
    expect((await t.prisma.auditLog.findMany({ select: { action: true } })).map((row) => row.action)).toContain('despublicar-pagina')
  })

  it('asks before deleting a page the menu links to; the entry goes with it and its submenu stays in the menu', async () => {
    await saveMenu({ principal: [{ rotulo: 'Horta', paginaId: horta.id, filhos: [{ rotulo: 'Oficina', paginaId: cursos.id }] }, { rotulo: 'Notícias', rota: PATHS.news }], rodape: [] })
    const asked = await t.request.delete(`/api/admin/paginas/${horta.id}`).set('authorization', token)
    expect(asked.status).toBe(409)
    expect(asked.body.mensagem).toBe(msg.linkedFromMenu('Menu principal › Horta'))
    expect((await t.request.delete(`/api/admin/paginas/${horta.id}?confirmar=sim`).set('authorization', token)).status).toBe(204)
    expect((await publicMenu()).principal).toEqual([
      { rotulo: 'Notícias', caminho: PATHS.news, filhos: [] },
      { rotulo: 'Oficina', caminho: cursos.caminho, filhos: [] },
    ])
    expect(await t.prisma.auditLog.findMany({ where: { action: 'excluir-pagina' }, select: { action: true, target: true } })).toEqual([
      { action: 'excluir-pagina', target: messages.audit.pageTarget(horta.id, horta.caminho) },
    ])
  })

  it('lets Secretaria read the menu but not change it', async () => {
    const secretaria = await t.tokenFor('secretaria')
    expect((await t.request.get('/api/admin/menu').set('authorization', secretaria)).status).toBe(200)
    expect((await t.request.put('/api/admin/menu').set('authorization', secretaria).send({ principal: [], rodape: [] })).status).toBe(403)
  })
})
