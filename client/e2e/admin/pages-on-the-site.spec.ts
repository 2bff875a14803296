import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PATHS, messages, type AdminPage, type AdminPageSummary } from '@site/contracts'
import { siteMapPage } from '../../src/page-text/site-map'
import { adminHeaders, adminPost, createProjectPage, staffToken, storeToken, uniqueTag } from './helpers.ts'

/**
 * What the staff's work in "Páginas" does to the public site, seen by a visitor: a word fixed on /instituição, a new
 * page in the Mapa do site, a form placed between a page's texts.
 */

const text = messages.pageEditor

const sectionCard = (page: Page, position: number, kind: string) => page.getByRole('group', { name: text.sectionHeading(position, kind) })
const expectStatus = (page: Page, message: string) => expect(page.getByRole('status').filter({ hasText: message })).toBeVisible()

/** The admin API's page at `path` (as the editor loads it). */
async function storedPage(request: APIRequestContext, path: string): Promise<AdminPage> {
  const headers = await adminHeaders(request)
  const list = (await (await request.get('/api/admin/paginas', { headers })).json()) as AdminPageSummary[]
  const summary = list.find((item) => item.caminho === path)!
  return (await (await request.get(`/api/admin/paginas/${summary.id}`, { headers })).json()) as AdminPage
}

/** Saves `content` as the page's draft and publishes it, through the admin API. */
async function publishContent(request: APIRequestContext, page: AdminPage, content: AdminPage['rascunho']) {
  const headers = await adminHeaders(request)
  expect((await request.put(`/api/admin/paginas/${page.id}`, { headers, data: { ...content, caminho: page.caminho } })).status()).toBe(200)
  expect((await request.post(`/api/admin/paginas/${page.id}/publicar`, { headers, data: {} })).status()).toBe(200)
}

const deletePage = async (request: APIRequestContext, path: string) =>
  request.delete(`/api/admin/paginas/${(await storedPage(request, path)).id}?confirmar=sim`, { headers: await adminHeaders(request) })

test('Comunicação fixes a word on /instituição and sees it published', async ({ page, request }) => {
  const before = await storedPage(request, PATHS.institution)
  try {
    await storeToken(page, await staffToken(request, 'comunicacao'))
    await page.goto(PATHS.adminPages)
    await page.getByRole('link', { name: before.titulo, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.editTitle(before.titulo) })).toBeVisible()

    // "Trabalhamos" becomes "Atuamos", one word of the "Quem Somos" text.
    const body = sectionCard(page, 2, messages.sectionKinds['imagem-texto']).getByRole('textbox', { name: messages.sectionFields.corpo })
    await body.getByText(/Trabalhamos junto/).dblclick({ position: { x: 5, y: 5 } })
    await page.keyboard.type('Atuamos')
    await expect(body).toContainText('Atuamos junto com escolas')
    await page.getByRole('button', { name: text.publish }).click()
    await expectStatus(page, text.published)

    await storeToken(page, null)
    await page.goto(PATHS.institution)
    const main = page.getByRole('main')
    await expect(main.getByText('Atuamos junto com escolas')).toBeVisible()
    await expect(main.getByText('Trabalhamos junto com escolas')).toHaveCount(0)
  } finally {
    await publishContent(request, before, before.rascunho)
  }
})

test('a page staff create and publish is in the Mapa do site, under its section, and the link opens it', async ({ page, request }) => {
  const tag = uniqueTag('M').toLowerCase()
  const title = `Horta do Bairro ${tag.toUpperCase()}`
  const path = `${PATHS.activeProjects}/horta-do-bairro-${tag}`
  try {
    await storeToken(page, await staffToken(request, 'comunicacao'))
    await createProjectPage(page, title, `horta-do-bairro-${tag}`)
    await page.getByRole('button', { name: text.publish }).click()
    await expectStatus(page, text.published)

    await storeToken(page, null)
    await page.goto(PATHS.siteMap)
    const map = page.getByRole('navigation', { name: siteMapPage.title })
    // The entry of /projetos-ativos: its own link, and the list of the pages under it.
    const section = map.getByRole('listitem').filter({ has: page.locator(`a[href="${PATHS.activeProjects}"]`) }).last()
    await expect(section.getByRole('link', { name: title })).toBeVisible()
    await section.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  } finally {
    await deletePage(request, path)
  }
})

test('a form placed between a page\'s texts works for the visitor as on its own page', async ({ page, request }) => {
  const tag = uniqueTag('F').toLowerCase()
  const title = `Certificados da Oficina ${tag.toUpperCase()}`
  const path = `${PATHS.activeProjects}/certificados-${tag}`
  const certificate = { nome: `Rosa ${uniqueTag('')}`, curso: 'Oficina de Horta', horas: 4, codigo: uniqueTag('FS'), link: 'https://example.org/f.pdf' }
  await adminPost(request, '/certificado', certificate)
  try {
    await storeToken(page, await staffToken(request, 'comunicacao'))
    await createProjectPage(page, title, `certificados-${tag}`)
    await page.getByLabel(text.newSectionKind).selectOption({ label: messages.sectionKinds.formulario })
    await page.getByRole('button', { name: text.addSection }).click()
    const form = sectionCard(page, 4, messages.sectionKinds.formulario)
    await form.getByLabel(messages.sectionFields.formulario).selectOption({ label: messages.sectionFields.forms.validador })
    // Between the template's text and its call to action.
    await form.getByRole('button', { name: new RegExp(`^${text.moveUp}`) }).click()
    await expect(sectionCard(page, 3, messages.sectionKinds.formulario)).toBeVisible()
    await page.getByRole('button', { name: text.publish }).click()
    await expectStatus(page, text.published)

    await storeToken(page, null)
    await page.goto(path)
    await expect(page.getByText(messages.sitePages.templateText.body.replace(/<\/?p>/g, ''))).toBeVisible()
    const field = page.getByRole('textbox', { name: messages.validatorPage.codeLabel })
    await field.fill(certificate.codigo)
    await page.getByRole('button', { name: messages.validatorPage.search }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.validatorPage.found })).toHaveText(
      `${messages.validatorPage.found}: ${certificate.nome}, ${certificate.curso}`,
    )
  } finally {
    await deletePage(request, path)
  }
})
