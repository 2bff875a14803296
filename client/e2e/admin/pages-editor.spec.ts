import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PATHS, messages, type AdminMenu, type MenuInput, type PublicMenu, type PublicPage } from '@site/contracts'
import { axeProblems } from '../support/axe.ts'
import { expectAccessibleInEveryMode, layoutProblems } from '../support/display-modes.ts'
import { adminGet, adminHeaders, createProjectPage, describedImage, pickFromLibrary, staffToken, storeToken, uniqueTag } from './helpers.ts'

const text = messages.pageEditor
const menuText = messages.menuEditor
const history = messages.contentHistory
const TITLE = 'Projeto Horta Comunitária'

/** The menu as the admin API has it, to put it back as it was (other specs read the menu). */
const asInput = (menu: AdminMenu): MenuInput => {
  const entry = (item: AdminMenu['principal'][number]['filhos'][number]) => ({ rotulo: item.rotulo, paginaId: item.paginaId, ...(item.rota && { rota: item.rota }) })
  const area = (items: AdminMenu['principal']) => items.map((item) => ({ ...entry(item), filhos: item.filhos.map(entry) }))
  return { principal: area(menu.principal), rodape: area(menu.rodape), idbasico: area(menu.idbasico) }
}

let savedMenu: MenuInput | undefined

test.beforeEach(async ({ request }) => {
  const response = await request.get('/api/admin/menu', { headers: await adminHeaders(request) })
  savedMenu = asInput((await response.json()) as AdminMenu)
})

test.afterEach(async ({ request }) => {
  if (savedMenu) await request.put('/api/admin/menu', { headers: await adminHeaders(request), data: savedMenu })
})

/** What visitors read at `path`: the status, and the page or where it moved. */
async function publicPage(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/paginas?caminho=${encodeURIComponent(path)}`, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers().location, page: response.status() === 200 ? ((await response.json()) as PublicPage) : null }
}

const publicMenu = async (request: APIRequestContext) => (await (await request.get('/api/menu')).json()) as PublicMenu

const sectionCard = (page: Page, position: number, kind: string) => page.getByRole('group', { name: text.sectionHeading(position, kind) })

const expectStatus = (page: Page, message: string) => expect(page.getByRole('status').filter({ hasText: message })).toBeVisible()

test('Comunicação creates a project page from the template, publishes it, puts it in the menu, moves it, restores a revision, deletes and restores it', async ({
  page,
  request,
}) => {
  // One whole editorial flow, with an upload's image work and a dozen saves: longer than the default on a busy machine.
  test.setTimeout(120_000)
  const tag = uniqueTag('H').toLowerCase()
  const path = `${PATHS.activeProjects}/horta-comunitaria-${tag}`
  const image = await describedImage(request, { red: 90, green: 160, alt: 'Canteiros de hortaliças da horta comunitária', name: `horta-${tag}.png` })
  await storeToken(page, await staffToken(request, 'comunicacao'))

  // "Nova página" from the Projeto template, under /projetos-ativos.
  await createProjectPage(page, TITLE, `horta-comunitaria-${tag}`)
  await expect(page.getByLabel(text.pathLabel)).toHaveValue(path)

  // The template's hero, text and call to action, and an image with text from the library.
  await expect(sectionCard(page, 1, messages.sectionKinds.destaque)).toBeVisible()
  const body = sectionCard(page, 2, messages.sectionKinds.texto).getByRole('textbox', { name: messages.sectionFields.corpo })
  await body.click()
  await page.keyboard.press('ControlOrMeta+A')
  await body.pressSequentially('Moradores cultivam hortaliças juntos.')
  await page.getByLabel(text.newSectionKind).selectOption({ label: messages.sectionKinds['imagem-texto'] })
  await page.getByRole('button', { name: text.addSection }).click()
  const imageSection = sectionCard(page, 4, messages.sectionKinds['imagem-texto'])
  await pickFromLibrary(page, imageSection.getByRole('group', { name: messages.sectionFields.imagem, exact: true }).getByRole('button', { name: messages.media.pickerTitle }), image)
  await expect(imageSection.locator('img')).toHaveAttribute('alt', image.alt)

  await page.getByRole('button', { name: text.publish }).click()
  await expectStatus(page, text.published)
  const published = await publicPage(request, path)
  expect(published.status).toBe(200)
  expect(published.page!.titulo).toBe(TITLE)
  expect(published.page!.secoes.map((section) => section.tipo)).toEqual(['destaque', 'texto', 'chamada', 'imagem-texto'])
  expect(published.page!.secoes[1]).toMatchObject({ corpo: expect.stringContaining('Moradores cultivam hortaliças juntos.') })
  expect(published.page!.secoes[3]).toMatchObject({ imagem: { midiaId: image.id } })

  // The menu: a "Projetos" submenu, with the new page in it.
  await page.goto(PATHS.adminMenu)
  const main = page.getByRole('region', { name: messages.siteMenu.areas.principal })
  let projects = main.getByRole('group', { name: 'Projetos', exact: true })
  if ((await projects.count()) === 0) {
    await main.getByRole('button', { name: new RegExp(`^${menuText.addItem}`) }).last().click()
    const added = main.getByRole('group', { name: menuText.newItem })
    await added.getByLabel(menuText.target).selectOption({ label: `${messages.sitePages.parents[PATHS.activeProjects]} (${PATHS.activeProjects})` })
    await added.getByLabel(menuText.itemLabel).fill('Projetos')
    projects = main.getByRole('group', { name: 'Projetos', exact: true })
  }
  await projects.getByRole('button', { name: new RegExp(`^${menuText.addChild}`) }).click()
  const entry = projects.getByRole('group', { name: menuText.newItem })
  await entry.getByLabel(menuText.target).selectOption({ label: `${TITLE} (${path})` })
  await entry.getByLabel(menuText.itemLabel).fill('Horta Comunitária')
  await page.getByRole('button', { name: menuText.save }).click()
  await expectStatus(page, menuText.saved)
  const inMenu = (await publicMenu(request)).principal.find((item) => item.rotulo === 'Projetos')
  expect(inMenu?.filhos).toContainEqual({ rotulo: 'Horta Comunitária', caminho: path })

  // A new address: the old one answers 301 with it.
  await page.goto(PATHS.adminPages)
  await page.getByRole('link', { name: TITLE }).click()
  await page.getByLabel(text.pathLabel).fill(`${path}-nova`)
  await page.getByRole('button', { name: text.save }).click()
  await expectStatus(page, text.saved)
  const moved = await publicPage(request, path)
  expect(moved.status).toBe(301)
  expect(decodeURI(moved.location!)).toBe(`${path}-nova`)
  expect((await publicMenu(request)).principal.find((item) => item.rotulo === 'Projetos')?.filhos).toContainEqual({ rotulo: 'Horta Comunitária', caminho: `${path}-nova` })

  // A title changed by mistake, then the revision before it restored.
  await page.getByLabel(text.pageTitleLabel).fill('Horta (título errado)')
  await page.getByRole('button', { name: text.save }).click()
  await expectStatus(page, text.saved)
  const revisions = page.getByRole('region', { name: history.revisionsTitle }).getByRole('listitem')
  await revisions.nth(1).getByRole('button', { name: new RegExp(`^${history.restore}`) }).click()
  await page.getByRole('dialog', { name: history.restoreTitle }).getByRole('button', { name: history.restore, exact: true }).click()
  await expectStatus(page, history.restored)
  await expect(page.getByLabel(text.pageTitleLabel)).toHaveValue(TITLE)
  await expect(page.getByLabel(text.pathLabel)).toHaveValue(`${path}-nova`)

  // To the trash: the menu links to it, so the server asks again, naming where.
  await page.getByRole('button', { name: text.trash }).click()
  await page.getByRole('dialog', { name: text.trashTitle }).getByRole('button', { name: text.trash, exact: true }).click()
  const question = page.getByRole('dialog', { name: text.menuConfirmTitle })
  await expect(question).toContainText(messages.sitePages.menuPlace(messages.siteMenu.areas.principal, ['Projetos', 'Horta Comunitária']))
  await question.getByRole('button', { name: text.menuConfirm, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${PATHS.adminPages}$`))
  await expectStatus(page, text.movedToTrash)
  expect((await publicPage(request, `${path}-nova`)).status).toBe(404)
  expect((await publicMenu(request)).principal.find((item) => item.rotulo === 'Projetos')?.filhos ?? []).not.toContainEqual(
    expect.objectContaining({ rotulo: 'Horta Comunitária' }),
  )

  // Back from the trash, published again at its address.
  await page.getByRole('button', { name: new RegExp(`^${history.restoreFromTrash}.*${TITLE}`) }).click()
  await expectStatus(page, history.restoredFromTrash)
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
  expect((await publicPage(request, `${path}-nova`)).status).toBe(200)
})

test('the preview follows what Comunicação types, opens its links in another tab, and on a phone with doubled text shows alone', async ({
  page,
  request,
}) => {
  // The home page: the seeded page with the most kinds of section. Nothing is saved.
  const home = (await adminGet<{ id: number; caminho: string }[]>(request, '/api/admin/paginas')).find((stored) => stored.caminho === PATHS.home)!
  const editor = `${PATHS.adminPages}/${home.id}`
  await storeToken(page, await staffToken(request, 'comunicacao'))
  await page.goto(editor)
  const preview = page.getByRole('region', { name: text.previewTitle })
  const banner = preview.getByRole('heading', { level: 1 })
  await expect(banner).toBeVisible()

  // A wide window shows the form and the preview side by side; the preview follows the typing, the focus stays.
  await expect(page.getByRole('button', { name: text.previewView })).toBeHidden()
  const title = sectionCard(page, 1, messages.sectionKinds.destaque).getByLabel(messages.sectionFields.tituloInicio, { exact: true })
  await title.click()
  await page.keyboard.press('End')
  await title.pressSequentially(' Girassol')
  await expect(banner).toContainText('Girassol')
  await expect(title).toBeFocused()
  await expectAccessibleInEveryMode(page, 'the editor beside the preview of the home page')

  // A link of the preview opens in a new tab; the editor keeps its place and what was typed.
  const link = preview.locator('a[href^="/"]').first()
  const href = (await link.getAttribute('href'))!
  const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(opened).toHaveURL(new RegExp(`${href}$`))
  await opened.close()
  await expect(page).toHaveURL(new RegExp(`${editor}$`))
  await expect(title).toHaveValue(/Girassol$/)

  // A phone with the site's largest text: one view at a time, chosen by "Editar" / "Pré-visualizar".
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await expect(preview).toBeHidden()
  const showPreview = page.getByRole('button', { name: text.previewView })
  await showPreview.click()
  await expect(showPreview).toHaveAttribute('aria-pressed', 'true')
  await expect(banner).toContainText('Girassol')
  await expect(title).toBeHidden()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0)
  expect((await layoutProblems(page)).filter((problem) => problem.id === 'horizontal-scroll')).toEqual([])
  expect(await axeProblems(page)).toEqual([])

  await page.getByRole('button', { name: text.editView }).click()
  await expect(title).toHaveValue(/Girassol$/)
  await expect(preview).toBeHidden()
})
