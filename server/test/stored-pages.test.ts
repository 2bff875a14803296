import { PATHS, type AdminMenu, type AdminPage, type AdminPageSummary, type MenuInput } from '@site/contracts'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSitePages } from '../src/db/seed/seed-pages.ts'
import { createTestApp, type TestApp } from './app.ts'
import { visibleText } from './visible-text.ts'

const ORIGIN = 'https://fundacao.local'

/** The menu as a save sends it back: each entry by its page or its route. */
const asInput = (menu: AdminMenu): MenuInput => {
  const entry = (item: AdminMenu['principal'][number]['filhos'][number]) =>
    item.paginaId === null ? { rotulo: item.rotulo, rota: item.rota ?? '' } : { rotulo: item.rotulo, paginaId: item.paginaId }
  const area = (items: AdminMenu['principal']) => items.map((item) => ({ ...entry(item), filhos: item.filhos.map(entry) }))
  return { principal: area(menu.principal), rodape: area(menu.rodape), idbasico: area(menu.idbasico) }
}

/** The links of the site's header menu, as a visitor's browser receives them. */
const menuLinks = (html: string) => {
  const nav = DomUtils.findOne((element) => element.attribs.id === 'menu', parseDocument(html).children)
  return nav ? DomUtils.getElementsByTagName('a', nav).map((link) => ({ href: link.attribs.href, text: DomUtils.textContent(link).trim() })) : []
}

describe('the public site follows the stored pages and menu: pages, heads, menu, sitemap and search', () => {
  let t: TestApp
  let staff: string

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } })
    await seedSitePages(t.prisma)
    staff = await t.tokenFor('comunicacao')
  })
  afterAll(() => t.close())

  const get = (url: string) => t.request.get(encodeURI(url)).redirects(0)
  const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) => t.request[method](url).set('authorization', staff)
  const pageAt = async (path: string): Promise<AdminPage> => {
    const list = (await admin('get', '/api/admin/paginas')).body as AdminPageSummary[]
    return (await admin('get', `/api/admin/paginas/${list.find((page) => page.caminho === path)!.id}`)).body as AdminPage
  }
  const sitemap = async () => (await get('/sitemap.xml')).text
  /** The addresses the site search gives for these words. */
  const searchLinks = async (words: string) =>
    ((await t.request.get('/api/busca').query({ q: words })).body as { resultados: { link: string }[] }).resultados.map((result) => result.link)

  it('shows a word staff change on /instituição once it is published, not before', async () => {
    const page = await pageAt(PATHS.institution)
    const secoes = page.rascunho.secoes.map((section) =>
      section.tipo === 'imagem-texto' ? { ...section, titulo: 'Quem Somos Nós' } : section,
    )
    expect((await admin('put', `/api/admin/paginas/${page.id}`).send({ ...page.rascunho, secoes, caminho: page.caminho })).status).toBe(200)
    expect(visibleText((await get(PATHS.institution)).text)).not.toContain('Quem Somos Nós')

    expect((await admin('post', `/api/admin/paginas/${page.id}/publicar`).send({})).status).toBe(200)
    const published = await get(PATHS.institution)
    expect(published.status).toBe(200)
    expect(visibleText(published.text)).toContain('Quem Somos Nós')
    // Another spelling of its address leads to it.
    const other = await get('/Instituicao/')
    expect(other.status).toBe(301)
    expect(other.headers.location).toBe(encodeURI(PATHS.institution))
  })

  it('publishes a new project page with its head, links it from the menu, moves it with a 301 and deletes it', async () => {
    const created = await admin('post', '/api/admin/paginas').send({ modelo: 'projeto', pai: PATHS.activeProjects, segmento: 'horta-comunitaria', titulo: 'Horta Comunitária' })
    expect(created.status).toBe(201)
    const horta = created.body as AdminPage
    expect((await get(horta.caminho)).status).toBe(404)

    expect((await admin('post', `/api/admin/paginas/${horta.id}/publicar`).send({})).status).toBe(200)
    const page = await get(horta.caminho)
    expect(page.status).toBe(200)
    expect(DomUtils.getElementsByTagName('h1', parseDocument(page.text)).map((h1) => DomUtils.textContent(h1).trim())).toEqual(['Horta Comunitária'])
    expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}${horta.caminho}"`)
    expect(page.text).toMatch(/<title[^>]*>Horta Comunitária [^<]*<\/title>/)
    expect(await sitemap()).toContain(`<loc>${ORIGIN}${horta.caminho}</loc>`)
    expect(await searchLinks('horta comunitária')).toContain(horta.caminho)

    // In the menu, under its first entry: every page's header links it.
    const menu = (await admin('get', '/api/admin/menu')).body as AdminMenu
    const input = asInput(menu)
    const first = input.principal[0]!
    first.filhos = [...(first.filhos ?? []), { rotulo: 'Horta', paginaId: horta.id }]
    expect((await admin('put', '/api/admin/menu').send(input)).status).toBe(200)
    expect(menuLinks((await get(PATHS.contacts)).text)).toContainEqual({ href: horta.caminho, text: 'Horta' })

    // A new address: the old one answers 301, the menu follows.
    const moved = await admin('put', `/api/admin/paginas/${horta.id}`).send({ ...horta.rascunho, caminho: `${PATHS.activeProjects}/horta` })
    expect(moved.status).toBe(200)
    const old = await get(horta.caminho)
    expect(old.status).toBe(301)
    expect(old.headers.location).toBe(`${PATHS.activeProjects}/horta`)
    expect((await get(`${PATHS.activeProjects}/horta`)).status).toBe(200)
    expect(menuLinks((await get(PATHS.contacts)).text)).toContainEqual({ href: `${PATHS.activeProjects}/horta`, text: 'Horta' })

    // Deleted (after confirming it leaves the menu): gone from the site, the menu and the sitemap.
    expect((await admin('delete', `/api/admin/paginas/${horta.id}`)).status).toBe(409)
    expect((await admin('delete', `/api/admin/paginas/${horta.id}?confirmar=sim`)).status).toBe(204)
    expect((await get(`${PATHS.activeProjects}/horta`)).status).toBe(404)
    expect((await get(horta.caminho)).status).toBe(404)
    expect(menuLinks((await get(PATHS.contacts)).text).map((link) => link.text)).not.toContain('Horta')
    expect(await sitemap()).not.toContain('/horta')
    expect(await searchLinks('horta comunitária')).toEqual([])
  })

  it('answers 404 for a seeded page staff unpublish, and drops it from the menu and the sitemap', async () => {
    const partners = await pageAt(PATHS.partners)
    expect(menuLinks((await get(PATHS.home)).text).map((link) => link.href)).toContain(PATHS.partners)
    expect(await sitemap()).toContain(`<loc>${ORIGIN}${PATHS.partners}</loc>`)
    expect(await searchLinks('nossos parceiros')).toContain(PATHS.partners)

    expect((await admin('post', `/api/admin/paginas/${partners.id}/despublicar?confirmar=sim`)).status).toBe(200)
    expect((await get(PATHS.partners)).status).toBe(404)
    expect(menuLinks((await get(PATHS.home)).text).map((link) => link.href)).not.toContain(PATHS.partners)
    expect(await sitemap()).not.toContain(PATHS.partners)
    expect(await searchLinks('nossos parceiros')).not.toContain(PATHS.partners)
    // The routes that stay code are still there.
    expect((await get(PATHS.validator)).status).toBe(200)
    expect(await sitemap()).toContain(`<loc>${ORIGIN}${PATHS.validator}</loc>`)
  })
})
