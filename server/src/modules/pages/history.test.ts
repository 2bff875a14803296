import { messages, type AdminPage, type ContentRevision } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('page revisions and trash', () => {
  let t: TestApp
  let token: string
  let now = new Date()
  let page: AdminPage

  withStaffApp({ now: () => now, emptied: ['menuItem', 'sitePage', 'contentRevision'] }, (app, bearer) => {
    t = app
    token = bearer
  })

  beforeEach(async () => {
    now = new Date()
    const created = await t.request.post('/api/admin/paginas').set('authorization', token).send({ modelo: 'simples', pai: '/projetos-ativos', segmento: 'horta', titulo: 'Horta' })
    page = created.body as AdminPage
    await t.request.post(`/api/admin/paginas/${page.id}/publicar`).set('authorization', token).send({})
  })

  const save = (titulo: string) => t.request.put(`/api/admin/paginas/${page.id}`).set('authorization', token).send({ ...page.rascunho, titulo, caminho: page.caminho })
  const revisions = async () => (await t.request.get(`/api/admin/paginas/${page.id}/revisoes`).set('authorization', token)).body as ContentRevision[]
  const lookup = (caminho: string) => t.request.get('/api/paginas').query({ caminho })

  it('keeps a revision of every save, compares one with the draft, and restores it as the draft', async () => {
    now = new Date(now.getTime() + 60_000)
    await save('Horta Comunitária').expect(200)
    await t.request.post(`/api/admin/paginas/${page.id}/publicar`).set('authorization', token).send({}).expect(200)
    const [latest, first] = await revisions()
    expect(latest).toMatchObject({ autor: TEST_ADMIN.nome, dados: { titulo: 'Horta Comunitária', caminho: page.caminho } })
    expect(first!.dados.titulo).toBe('Horta')

    const diff = await t.request.get(`/api/admin/paginas/${page.id}/revisoes/${first!.id}/comparar`).set('authorization', token)
    expect(diff.body).toEqual([{ campo: 'titulo', antes: 'Horta', depois: 'Horta Comunitária' }])

    const restored = await t.request.post(`/api/admin/paginas/${page.id}/revisoes/${first!.id}/restaurar`).set('authorization', token)
    expect(restored.body).toMatchObject({ estado: 'publicado', alteracoesPendentes: true, rascunho: { titulo: 'Horta' } })
    expect((await revisions()).length).toBe(3)
    // What visitors see changes only when the staff publish.
    expect((await lookup(page.caminho)).body.titulo).toBe('Horta Comunitária')

    const other = await t.request.get(`/api/admin/paginas/${page.id}/revisoes/999999/comparar`).set('authorization', token)
    expect(other.status).toBe(404)
    expect(other.body.mensagem).toBe(messages.contentHistory.revisionNotFound)
  })

  it('moves a deleted page to the trash, off the site, restorable for 30 days, then purged with its revisions', async () => {
    expect((await t.request.delete(`/api/admin/paginas/${page.id}`).set('authorization', token)).status).toBe(204)
    expect((await lookup(page.caminho)).status).toBe(404)
    expect((await t.request.get('/api/admin/paginas').set('authorization', token)).body).toEqual([])
    const trash = await t.request.get('/api/admin/lixeira/paginas').set('authorization', token)
    expect(trash.body).toEqual([
      { tipo: 'pagina', id: page.id, titulo: 'Horta', excluidoEm: now.toISOString(), expiraEm: new Date(now.getTime() + 30 * DAY_MS).toISOString() },
    ])

    now = new Date(now.getTime() + 29 * DAY_MS)
    expect((await t.request.post(`/api/admin/lixeira/paginas/${page.id}/restaurar`).set('authorization', token)).status).toBe(204)
    expect((await lookup(page.caminho)).status).toBe(200)

    await t.request.delete(`/api/admin/paginas/${page.id}`).set('authorization', token)
    now = new Date(now.getTime() + 30 * DAY_MS + 60_000)
    expect((await t.request.get('/api/admin/lixeira/paginas').set('authorization', token)).body).toEqual([])
    const late = await t.request.post(`/api/admin/lixeira/paginas/${page.id}/restaurar`).set('authorization', token)
    expect(late.status).toBe(404)
    expect(late.body.mensagem).toBe(messages.contentHistory.trashNotFound)
    expect(await t.prisma.sitePage.count()).toBe(0)
    expect(await t.prisma.contentRevision.count()).toBe(0)
  })
})
