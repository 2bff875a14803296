import { expect, test } from '@playwright/test'
import { PATHS, siteShell, type AdminMenu, type AdminPage, type AdminPageSummary, type MenuInput } from '@site/contracts'
import { adminHeaders, uniqueTag } from '../admin/helpers.ts'
import { drawEveryBox } from '../support/draw-every-box.ts'

test.use({ viewport: { width: 390, height: 844 } })

/** The menu as a save sends it back: each entry by its page or its route. */
const asInput = (menu: AdminMenu): MenuInput => {
  const entry = (item: AdminMenu['principal'][number]['filhos'][number]) =>
    item.paginaId === null ? { rotulo: item.rotulo, rota: item.rota ?? '' } : { rotulo: item.rotulo, paginaId: item.paginaId }
  const area = (items: AdminMenu['principal']) => items.map((item) => ({ ...entry(item), filhos: item.filhos.map(entry) }))
  return { principal: area(menu.principal), rodape: area(menu.rodape), idbasico: area(menu.idbasico) }
}

test('a visitor on a phone reaches a page staff just published from the menu', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const tag = uniqueTag('horta').toLowerCase()
  const title = `Horta Comunitária ${tag}`
  const menuBefore = (await (await request.get('/api/admin/menu', { headers })).json()) as AdminMenu
  const pages = (await (await request.get('/api/admin/paginas', { headers })).json()) as AdminPageSummary[]
  const projects = pages.find((candidate) => candidate.caminho === PATHS.activeProjects)!
  const created = await request.post('/api/admin/paginas', { headers, data: { modelo: 'projeto', pai: PATHS.activeProjects, segmento: tag, titulo: title } })
  expect(created.status()).toBe(201)
  const horta = (await created.json()) as AdminPage
  try {
    expect((await request.post(`/api/admin/paginas/${horta.id}/publicar`, { headers, data: {} })).status()).toBe(200)
    const menu = asInput(menuBefore)
    menu.principal.push({ rotulo: 'Projetos', paginaId: projects.id, filhos: [{ rotulo: title, paginaId: horta.id }] })
    expect((await request.put('/api/admin/menu', { headers, data: menu })).status()).toBe(200)

    await page.goto(PATHS.home)
    const nav = page.getByRole('navigation', { name: siteShell.mainMenu })
    await nav.getByRole('button', { name: siteShell.menu }).click()
    await nav.getByRole('button', { name: siteShell.pagesOf('Projetos') }).click()
    await nav.getByRole('link', { name: title }).click()

    await expect(page).toHaveURL(horta.caminho)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // Nothing wider than the phone.
    await drawEveryBox(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  } finally {
    await request.put('/api/admin/menu', { headers, data: asInput(menuBefore) })
    await request.delete(`/api/admin/paginas/${horta.id}?confirmar=sim`, { headers })
  }
})
