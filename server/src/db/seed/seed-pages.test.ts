import { isFixedRoute, PAGE_HEADS, type PublicPath } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { seedSitePages } from './seed-pages.ts'
import { SEED_MENU, SEED_PAGES } from './site-pages-seed.ts'

describe('the seed of the pages and the menu', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })

  beforeEach(async () => {
    await t.prisma.seedRun.deleteMany()
    await t.prisma.menuItem.deleteMany()
    await t.prisma.sitePage.deleteMany()
  })

  afterAll(() => t.close())

  it('stores every page published at its address, with the head and sections of the code, and the menu linking to them', async () => {
    expect(await seedSitePages(t.prisma)).toBe(true)
    for (const seeded of SEED_PAGES) {
      const page = await t.request.get('/api/paginas').query({ caminho: seeded.caminho })
      expect(page.status, seeded.caminho).toBe(200)
      expect(page.body).toMatchObject({ caminho: seeded.caminho, titulo: PAGE_HEADS[seeded.caminho as PublicPath].title })
      expect(page.body.secoes.map((section: { tipo: string }) => section.tipo)).toEqual(seeded.conteudo.secoes.map((section) => section.tipo))
    }
    const menu = (await t.request.get('/api/menu')).body
    const labels = (items: { rotulo: string; filhos?: { rotulo: string }[] }[]) => items.map((item) => [item.rotulo, (item.filhos ?? []).map((child) => child.rotulo)])
    expect(labels(menu.principal)).toEqual(labels(SEED_MENU.principal))
    expect(labels(menu.rodape)).toEqual(labels(SEED_MENU.rodape))
    expect(labels(menu.idbasico)).toEqual(labels(SEED_MENU.idbasico))
    const routes = await t.prisma.menuItem.findMany({ where: { route: { not: null } }, select: { route: true } })
    expect(routes.every((row) => isFixedRoute(row.route!))).toBe(true)
  })

  it('runs once: pages the staff delete later never come back at a restart', async () => {
    expect(await seedSitePages(t.prisma)).toBe(true)
    await t.prisma.menuItem.deleteMany()
    await t.prisma.sitePage.deleteMany()
    expect(await seedSitePages(t.prisma)).toBe(false)
    expect(await t.prisma.sitePage.count()).toBe(0)
  })

  it('stores pages at fixed addresses whose links all lead to a published page or a route of the site', async () => {
    await seedSitePages(t.prisma)
    const token = await t.adminToken()
    const pages = (await t.request.get('/api/admin/paginas').set('authorization', token)).body as { id: number; fixa: boolean; estado: string }[]
    expect(pages.length).toBe(SEED_PAGES.length)
    expect(pages.every((page) => page.fixa && page.estado === 'publicado')).toBe(true)
    for (const page of pages) {
      const opened = await t.request.get(`/api/admin/paginas/${page.id}`).set('authorization', token)
      expect(opened.body.avisos, opened.body.caminho).toEqual([])
    }
  })
})
