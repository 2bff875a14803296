import { FIXED_ROUTES, PAGE_HEADS, PATHS, type AdminPage, type AdminMenu, type MenuInput, type SiteMapEntry } from '@site/contracts'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { seedSitePages } from '../../db/seed/seed-pages.ts'

const HOUR_MS = 3_600_000
const ORIGIN = 'https://fundacao.local'

/** The links of the "Mapa do site" page the server drew, each with the link of the entry it is nested under. */
function siteMapLinks(html: string): { href: string; text: string; under: string | null }[] {
  const list = DomUtils.findOne((element) => element.name === 'ul' && element.attribs.class === 'site-map', parseDocument(html).children)
  if (!list) return []
  const linkOf = (item: Element) => DomUtils.findOne((element) => element.name === 'a', item.children, false)
  return DomUtils.getElementsByTagName('a', list).map((link) => {
    const item = link.parent as Element
    // a → li → ul → the li of the entry above (none at the top)
    const above = item.parent?.parent as Element | null
    const under = above?.name === 'li' ? linkOf(above) : null
    return { href: link.attribs.href!, text: DomUtils.textContent(link).trim(), under: under?.attribs.href ?? null }
  })
}

describe('the "Mapa do site" lists the pages visitors can open now', () => {
  let t: TestApp
  let staff: string
  let now = new Date()

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, extra: { now: () => now } })
    await seedSitePages(t.prisma, new Date(now.getTime() - HOUR_MS))
    staff = await t.tokenFor('comunicacao')
  })
  afterAll(() => t.close())

  const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) => t.request[method](url).set('authorization', staff)
  const create = async (segmento: string, titulo: string, pai: string = PATHS.activeProjects) => {
    const response = await admin('post', '/api/admin/paginas').send({ modelo: 'projeto', pai, segmento, titulo })
    expect(response.status).toBe(201)
    return response.body as AdminPage
  }
  const publish = async (id: number, publicarEm?: string) =>
    expect((await admin('post', `/api/admin/paginas/${id}/publicar`).send(publicarEm ? { publicarEm } : {})).status).toBe(200)
  const siteMap = async () => {
    const response = await t.request.get('/api/mapa-do-site')
    expect(response.status).toBe(200)
    return response.body as SiteMapEntry[]
  }
  const paths = async () => (await siteMap()).map((entry) => entry.caminho)
  const mapPage = async () => siteMapLinks((await t.request.get(encodeURI(PATHS.siteMap))).text)

  it('lists every published page under its parent, with the routes that stay code, and no private page', async () => {
    const entries = await siteMap()
    expect(entries).toContainEqual({ caminho: PATHS.home, titulo: PAGE_HEADS[PATHS.home].title, pai: null })
    expect(entries).toContainEqual({ caminho: PATHS.team, titulo: expect.any(String), pai: PATHS.institution })
    expect(entries).toContainEqual({ caminho: PATHS.careHomes, titulo: expect.any(String), pai: PATHS.activeProjects })
    for (const route of FIXED_ROUTES) expect(entries.map((entry) => entry.caminho)).toContain(route)
    expect(entries).toContainEqual({ caminho: PATHS.cycleRegistration, titulo: PAGE_HEADS[PATHS.cycleRegistration].title, pai: PATHS.cycle })
    expect(entries.map((entry) => entry.caminho)).not.toContain(PATHS.login)
    expect(entries.map((entry) => entry.caminho)).not.toContain(PATHS.registrationCancel)
    // Each page once, and each parent before its children: the list reads as the tree it is.
    expect(new Set(entries.map((entry) => entry.caminho)).size).toBe(entries.length)
    const seen = new Set<string>()
    for (const entry of entries) {
      if (entry.pai !== null) expect(seen).toContain(entry.pai)
      seen.add(entry.caminho)
    }
  })

  it('adds a page staff create and publish, under the section it lives in, on the page drawn after the publication', async () => {
    const horta = await create('horta-do-mapa', 'Horta do Mapa')
    expect(await paths()).not.toContain(horta.caminho)
    // Drawn (and kept by the page cache) before the publication.
    expect((await mapPage()).map((link) => link.href)).not.toContain(horta.caminho)

    await publish(horta.id)
    expect(await siteMap()).toContainEqual({ caminho: horta.caminho, titulo: 'Horta do Mapa', pai: PATHS.activeProjects })
    expect(await mapPage()).toContainEqual({ href: horta.caminho, text: 'Horta do Mapa', under: PATHS.activeProjects })
  })

  it('leaves out drafts, unpublished pages, pages in the trash and a scheduled page until its moment', async () => {
    const draft = await create('rascunho-do-mapa', 'Rascunho do Mapa')
    const trashed = await create('lixeira-do-mapa', 'Lixeira do Mapa')
    await publish(trashed.id)
    expect((await admin('delete', `/api/admin/paginas/${trashed.id}`)).status).toBe(204)
    const scheduled = await create('agendada-do-mapa', 'Agendada do Mapa', PATHS.courses)
    const moment = new Date(now.getTime() + HOUR_MS)
    await publish(scheduled.id, moment.toISOString())
    const partners = (await admin('get', '/api/admin/paginas')).body.find((page: AdminPage) => page.caminho === PATHS.partners) as AdminPage
    expect((await admin('post', `/api/admin/paginas/${partners.id}/despublicar?confirmar=sim`)).status).toBe(200)

    const listed = await paths()
    for (const path of [draft.caminho, trashed.caminho, scheduled.caminho, PATHS.partners]) expect(listed).not.toContain(path)
    expect((await mapPage()).map((link) => link.href)).not.toContain(PATHS.partners)

    now = new Date(moment.getTime() + 1)
    expect(await siteMap()).toContainEqual({ caminho: scheduled.caminho, titulo: 'Agendada do Mapa', pai: PATHS.courses })
    now = new Date()
  })

  it('uses one rule of "published now" for the page, the menu, the sitemap, the site map and the search', async () => {
    const page = await create('palafita-agendada', 'Palafita Agendada')
    const menu = (await admin('get', '/api/admin/menu')).body as AdminMenu
    const input: MenuInput = {
      principal: [...menu.principal.map((item) => ({ rotulo: item.rotulo, paginaId: item.paginaId, ...(item.rota && { rota: item.rota }) })), { rotulo: 'Palafita', paginaId: page.id }],
      rodape: [],
      idbasico: [],
    }
    expect((await admin('put', '/api/admin/menu').send(input)).status).toBe(200)
    const moment = new Date(now.getTime() + HOUR_MS)
    await publish(page.id, moment.toISOString())

    const seenEverywhere = async () => ({
      page: (await t.request.get('/api/paginas').query({ caminho: page.caminho })).status === 200,
      menu: ((await t.request.get('/api/menu')).body as { principal: { caminho: string }[] }).principal.some((item) => item.caminho === page.caminho),
      sitemap: (await t.request.get('/sitemap.xml')).text.includes(`${ORIGIN}${page.caminho}<`),
      siteMap: (await paths()).includes(page.caminho),
      search: ((await t.request.get('/api/busca').query({ q: 'palafita' })).body as { resultados: { link: string }[] }).resultados.some(
        (result) => result.link === page.caminho,
      ),
    })
    const everywhere = (seen: boolean) => ({ page: seen, menu: seen, sitemap: seen, siteMap: seen, search: seen })
    now = new Date(moment.getTime() - 1)
    expect(await seenEverywhere()).toEqual(everywhere(false))
    now = moment
    expect(await seenEverywhere()).toEqual(everywhere(true))
    now = new Date()
  })
})
