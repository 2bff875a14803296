import { messages, NEWS_PER_PAGE, type AdminNews, type NewsInput } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { describedImage, makeImage, uploadImage } from '../../../test/support/images.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('news', () => {
  let t: TestApp
  let token: string
  let coverId: number
  let now = new Date()
  withStaffApp({ now: () => now, emptied: ['contentRevision', 'newsItem', 'mediaImage'] }, (app, bearer) => {
    t = app
    token = bearer
  })
  beforeEach(async () => {
    now = new Date()
    coverId = await describedImage(t, token)
  })

  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()
  const news = (overrides: Partial<NewsInput> = {}): NewsInput => ({
    titulo: 'Inclusão Digital abre novas turmas',
    resumo: 'Aulas de celular para pessoas com 60 anos ou mais.',
    corpo: '<p>As aulas começam na segunda-feira.</p>',
    capaId: coverId,
    publicadoEm: hoursAgo(1),
    estado: 'publicado',
    slug: '',
    ...overrides,
  })
  const create = async (input: NewsInput) => {
    const response = await t.request.post('/api/admin/noticias').set('authorization', token).send(input)
    expect(response.status).toBe(201)
    return response.body as AdminNews
  }
  const update = (id: number, input: NewsInput) => t.request.put(`/api/admin/noticias/${id}`).set('authorization', token).send(input)
  const publicItem = (slug: string) => t.request.get(`/api/noticias/${slug}`).redirects(0)
  const page = (slug: string) => t.request.get(`/noticias/${slug}`).set('accept', 'text/html').redirects(0)
  const publicSlugs = async (pagina = 1) =>
    ((await t.request.get(`/api/noticias?pagina=${pagina}`)).body as { itens: { slug: string }[] }).itens.map((item) => item.slug)

  it('shows a published item with its cover picture, and its page; a draft is a 404 with the site page', async () => {
    const item = await create(news())
    expect(item.slug).toBe('inclusao-digital-abre-novas-turmas')
    const article = await publicItem(item.slug)
    expect(article.status).toBe(200)
    expect(article.body).toMatchObject({ titulo: item.titulo, corpo: '<p>As aulas começam na segunda-feira.</p>' })
    expect(article.body.capa).toMatchObject({ alt: 'Turma de inclusão digital em aula', largura: 1200, altura: 800 })
    expect(article.body.capa.variantes.map((v: { formato: string; largura: number }) => `${v.formato}:${v.largura}`)).toEqual([
      'avif:480', 'avif:720', 'avif:960', 'webp:480', 'webp:720', 'webp:960',
    ])
    expect((await page(item.slug)).status).toBe(200)

    const draft = await create(news({ titulo: 'Rascunho', estado: 'rascunho' }))
    expect((await publicItem(draft.slug)).status).toBe(404)
    expect((await publicItem(draft.slug)).body.mensagem).toBe(messages.news.notFound)
    const draftPage = await page(draft.slug)
    expect(draftPage.status).toBe(404)
    expect(draftPage.headers['content-type']).toContain('text/html')
    expect((await page('nao-existe')).status).toBe(404)
    expect(await publicSlugs()).toEqual([item.slug])
  })

  it('removes scripts, event handlers and javascript: links from the body, keeping the text and safe links', async () => {
    const corpo =
      '<p onclick="steal()">Olá <strong>turma</strong></p><script>alert(1)</script>' +
      '<img src="/midia/abc.webp" alt="Aula" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">clique</a> <a href="JaVaScRiPt&colon;alert(4)">outro</a> ' +
      '<a href="https://www.gov.br/">gov.br</a><iframe src="https://mal.example"></iframe>'
    const item = await create(news({ corpo }))
    const stored = (await publicItem(item.slug)).body.corpo as string
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe|alert/i)
    expect(stored).toContain('Olá <strong>turma</strong>')
    expect(stored).toContain('<img src="/midia/abc.webp" alt="Aula" />')
    expect(stored).toContain('<a href="https://www.gov.br/" target="_blank" rel="noopener noreferrer">gov.br</a>')
    expect(stored).toContain('<a>clique</a>')
  })

  it('makes unique slugs from titles, refuses a slug another item uses with 409, and a malformed slug with 400', async () => {
    const first = await create(news())
    const second = await create(news())
    expect(second.slug).toBe(`${first.slug}-2`)
    const taken = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ slug: first.slug }))
    expect(taken.status).toBe(409)
    expect(taken.body.mensagem).toBe(messages.news.slugTaken)
    const malformed = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ slug: 'Com Espaço' }))
    expect(malformed.status).toBe(400)
    expect(malformed.body.mensagem).toBe(messages.news.slugInvalid)
  })

  it('keeps an old slug answering 301 to the new one, on the page and in the API, and reserves it', async () => {
    const item = await create(news())
    const renamed = await update(item.id, news({ slug: 'novas-turmas-2025' }))
    expect(renamed.status).toBe(200)
    const moved = await page(item.slug)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/noticias/novas-turmas-2025')
    const movedApi = await publicItem(item.slug)
    expect(movedApi.status).toBe(301)
    expect(movedApi.headers.location).toBe('/api/noticias/novas-turmas-2025')
    expect((await page('Novas-Turmas-2025')).headers.location).toBe('/noticias/novas-turmas-2025')

    const other = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ titulo: 'Outra', slug: item.slug }))
    expect(other.status).toBe(409)
    // Its own old address can be taken back.
    expect((await update(item.id, news({ slug: item.slug }))).status).toBe(200)
    expect((await page(item.slug)).status).toBe(200)
    expect((await page('novas-turmas-2025')).headers.location).toBe(`/noticias/${item.slug}`)
  })

  it('keeps a scheduled item off the site until its time, with no restart', async () => {
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString()
    const item = await create(news({ publicadoEm: tomorrow }))
    expect((await publicItem(item.slug)).status).toBe(404)
    expect(await publicSlugs()).toEqual([])
    now = new Date(now.getTime() + DAY_MS + 60_000)
    expect((await publicItem(item.slug)).status).toBe(200)
    expect(await publicSlugs()).toEqual([item.slug])
  })

  it('lists 6 a page, newest first, and shows the last page for a page past the end', async () => {
    for (let i = 1; i <= 8; i += 1) await create(news({ titulo: `Notícia ${i}`, publicadoEm: hoursAgo(10 - i) }))
    expect(await publicSlugs(1)).toEqual(['noticia-8', 'noticia-7', 'noticia-6', 'noticia-5', 'noticia-4', 'noticia-3'])
    const last = await t.request.get('/api/noticias?pagina=99')
    expect(last.body).toMatchObject({ pagina: 2, totalPaginas: 2, total: 8 })
    expect(last.body.itens).toHaveLength(8 - NEWS_PER_PAGE)
  })

  it('requires a described cover to publish: none gives 400, one without alt text gives 400', async () => {
    const none = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ capaId: null }))
    expect(none.status).toBe(400)
    expect(none.body.mensagem).toBe(messages.news.coverRequired)
    const bare = (await uploadImage(t, token, await makeImage(300, 200))).body as { id: number }
    const undescribed = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ capaId: bare.id }))
    expect(undescribed.status).toBe(400)
    expect(undescribed.body.mensagem).toBe(messages.media.needsAlt)
    expect(await t.prisma.newsItem.count()).toBe(0)
    const emptyBody = await t.request.post('/api/admin/noticias').set('authorization', token).send(news({ corpo: '<script>x</script>' }))
    expect(emptyBody.status).toBe(400)
    expect(emptyBody.body.mensagem).toBe(messages.news.bodyRequired)
  })

  it('keeps a revision of every save, with author and time, and restores one as a new version', async () => {
    const item = await create(news())
    now = new Date(now.getTime() + 60_000)
    await update(item.id, news({ titulo: 'Título trocado', slug: item.slug }))
    const revisions = await t.request.get(`/api/admin/noticias/${item.id}/revisoes`).set('authorization', token)
    expect(revisions.status).toBe(200)
    expect(revisions.body).toHaveLength(2)
    expect(revisions.body[0]).toMatchObject({ autor: TEST_ADMIN.nome, criadoEm: now.toISOString(), dados: { titulo: 'Título trocado' } })
    expect(revisions.body[1].dados).toMatchObject({ titulo: item.titulo, capaId: coverId, estado: 'publicado' })

    const restored = await t.request
      .post(`/api/admin/noticias/${item.id}/revisoes/${revisions.body[1].id}/restaurar`)
      .set('authorization', token)
    expect(restored.status).toBe(200)
    expect(restored.body.titulo).toBe(item.titulo)
    expect((await publicItem(item.slug)).body.titulo).toBe(item.titulo)
    expect((await t.request.get(`/api/admin/noticias/${item.id}/revisoes`).set('authorization', token)).body).toHaveLength(3)

    const other = await create(news({ titulo: 'Outra' }))
    const foreign = await t.request.post(`/api/admin/noticias/${other.id}/revisoes/${revisions.body[1].id}/restaurar`).set('authorization', token)
    expect(foreign.status).toBe(404)
    expect(foreign.body.mensagem).toBe(messages.contentHistory.revisionNotFound)
  })

  it('restores the text of a published version without publishing an item that is now a draft, nor unpublishing', async () => {
    const item = await create(news())
    now = new Date(now.getTime() + 60_000)
    await update(item.id, news({ titulo: 'Recolhida', slug: item.slug, estado: 'rascunho' })).expect(200)
    const [, published] = (await t.request.get(`/api/admin/noticias/${item.id}/revisoes`).set('authorization', token)).body
    const restored = await t.request.post(`/api/admin/noticias/${item.id}/revisoes/${published.id}/restaurar`).set('authorization', token)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ titulo: item.titulo, estado: 'rascunho' })
    expect((await publicItem(item.slug)).status).toBe(404)

    // And the other way: a draft's old text restored into a published item keeps it published, on its date.
    const later = await create(news({ titulo: 'Começou rascunho', estado: 'rascunho', publicadoEm: hoursAgo(5) }))
    await update(later.id, news({ titulo: 'Publicada', slug: later.slug, publicadoEm: hoursAgo(2) })).expect(200)
    const [, draft] = (await t.request.get(`/api/admin/noticias/${later.id}/revisoes`).set('authorization', token)).body
    const back = await t.request.post(`/api/admin/noticias/${later.id}/revisoes/${draft.id}/restaurar`).set('authorization', token)
    expect(back.body).toMatchObject({ titulo: 'Começou rascunho', estado: 'publicado', publicadoEm: hoursAgo(2) })
  })

  it("lists the staff's items newest first by the date the list shows, whatever was edited last", async () => {
    const old = await create(news({ titulo: 'Antiga', publicadoEm: hoursAgo(48) }))
    await create(news({ titulo: 'Recente', publicadoEm: hoursAgo(1) }))
    await create(news({ titulo: 'Do meio', publicadoEm: hoursAgo(24), estado: 'rascunho' }))
    now = new Date(now.getTime() + 60_000)
    await update(old.id, news({ titulo: 'Antiga', slug: old.slug, publicadoEm: hoursAgo(49) })).expect(200)
    const list = await t.request.get('/api/admin/noticias').set('authorization', token)
    expect(list.body.map((item: { titulo: string }) => item.titulo)).toEqual(['Recente', 'Do meio', 'Antiga'])
  })

  it('moves a deleted item to the trash, restorable for 30 days, then purged with its revisions', async () => {
    const item = await create(news())
    expect((await t.request.delete(`/api/admin/noticias/${item.id}`).set('authorization', token)).status).toBe(204)
    expect((await publicItem(item.slug)).status).toBe(404)
    const trash = await t.request.get('/api/admin/lixeira/noticias').set('authorization', token)
    expect(trash.body).toEqual([
      { tipo: 'noticia', id: item.id, titulo: item.titulo, excluidoEm: now.toISOString(), expiraEm: new Date(now.getTime() + 30 * DAY_MS).toISOString() },
    ])
    // An image used by an item in the trash stays.
    expect((await t.request.delete(`/api/midia/${coverId}`).set('authorization', token)).status).toBe(409)

    now = new Date(now.getTime() + 29 * DAY_MS)
    expect((await t.request.post(`/api/admin/lixeira/noticias/${item.id}/restaurar`).set('authorization', token)).status).toBe(204)
    expect((await publicItem(item.slug)).status).toBe(200)

    await t.request.delete(`/api/admin/noticias/${item.id}`).set('authorization', token)
    now = new Date(now.getTime() + 30 * DAY_MS + 60_000)
    expect((await t.request.get('/api/admin/lixeira/noticias').set('authorization', token)).body).toEqual([])
    const late = await t.request.post(`/api/admin/lixeira/noticias/${item.id}/restaurar`).set('authorization', token)
    expect(late.status).toBe(404)
    expect(late.body.mensagem).toBe(messages.contentHistory.trashNotFound)
    expect(await t.prisma.newsItem.count()).toBe(0)
    expect(await t.prisma.contentRevision.count()).toBe(0)
    expect((await t.request.delete(`/api/midia/${coverId}`).set('authorization', token)).status).toBe(204)
  })
})
