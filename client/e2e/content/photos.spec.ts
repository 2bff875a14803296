import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { messages, PATHS, PHOTO_PAGES, type MediaItem } from '@site/contracts'
import { adminHeaders, describedImage, openAsAdmin, pickFromLibrary, uniqueTag } from '../admin/helpers.ts'
import { axeProblems } from '../support/axe.ts'
import { expectAccessibleInEveryMode, layoutProblems } from '../support/display-modes.ts'

const media = messages.media
const PAGE = 'ilpi'

/** The picture is the library image's: AVIF and WebP sources with widths, its alt text, its size, a modern copy shown. */
async function expectLibraryPicture(picture: Locator, image: MediaItem) {
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif \d+w/)
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /\S/)
  const img = picture.locator('img')
  await expect(img).toHaveAttribute('alt', image.alt)
  await expect(img).toHaveAttribute('width', String(image.largura))
  await expect(img).toHaveAttribute('height', String(image.altura))
  await img.scrollIntoViewIfNeeded()
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toMatch(/\.(avif|webp)$/)
}

/**
 * Takes away what the test added, so the image is unused again and the persistent database as the seed left it. An
 * item in the Lixeira still holds its picture, so each item first loses its photo (as the 409 asks staff to do).
 */
async function cleanUp(request: APIRequestContext, tag: string, image: MediaItem) {
  const headers = await adminHeaders(request)
  for (const kind of ['equipe', 'parceiros']) {
    const items = (await (await request.get(`/conteudo/${kind}`)).json()) as { id: number; nome: string; cargo?: string; link?: string }[]
    for (const { id, nome, cargo, link } of items.filter((entry) => entry.nome.includes(tag))) {
      await request.put(`/conteudo/${kind}/${id}`, { headers, data: { nome, cargo, link } })
      await request.delete(`/conteudo/${kind}/${id}`, { headers })
    }
  }
  const photos = (await (await request.get('/fotos-paginas')).json()) as { pagina: string; imagemId: number }[]
  if (photos.some((photo) => photo.pagina === PAGE && photo.imagemId === image.id)) {
    await request.delete(`/fotos-paginas/${PAGE}`, { headers })
  }
}

test('staff choose a team photo, a partner logo and a page photo from the library; visitors see the pictures, and the image in use cannot be deleted', async ({
  page,
  request,
}) => {
  // Three admin screens, three public pages and the library: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const tag = uniqueTag('FOTO')
  const person = `Lúcia ${tag}`
  const partner = `Instituto ${tag}`
  // A colour of its own: another run's image (maybe still in use there) is never this one.
  const image = await describedImage(request, {
    red: Math.floor(Math.random() * 256),
    green: Math.floor(Math.random() * 256),
    alt: `Retrato de Lúcia na oficina ${tag}`,
    name: `foto-${tag}.png`,
  })
  try {
    // Team member with a photo.
    await openAsAdmin(page, request, PATHS.adminTeam)
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click()
    const form = page.getByRole('dialog', { name: 'Adicionar pessoa' })
    await form.getByLabel('Nome').fill(person)
    await form.getByLabel('Cargo').fill('Coordenadora')
    await pickFromLibrary(page, form.getByRole('group', { name: messages.content.photoLabel }).getByRole('button', { name: media.pickerTitle }), image)
    await expect(form.getByRole('img', { name: image.alt })).toBeVisible()
    await form.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.content.created })).toBeVisible()

    // Partner with a logo.
    await page.goto(PATHS.adminPartners)
    await page.getByRole('button', { name: 'Adicionar parceiro' }).click()
    const partnerForm = page.getByRole('dialog', { name: 'Adicionar parceiro' })
    await partnerForm.getByLabel('Nome').fill(partner)
    await pickFromLibrary(page, partnerForm.getByRole('group', { name: messages.content.logoLabel }).getByRole('button', { name: media.pickerTitle }), image)
    await partnerForm.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.content.created })).toBeVisible()

    // The main photo of a project page.
    const { titulo, caminho } = PHOTO_PAGES[PAGE]
    await page.goto(PATHS.adminPagePhotos)
    const pagePhoto = page.getByRole('group', { name: titulo })
    await expect(pagePhoto.getByText(messages.pagePhotos.standard)).toBeVisible()
    await pickFromLibrary(page, pagePhoto.getByRole('button', { name: messages.pagePhotos.change }), image)
    await expect(page.getByRole('status').filter({ hasText: messages.pagePhotos.saved })).toBeVisible()
    await expect(pagePhoto.getByRole('img', { name: image.alt })).toBeVisible()
    await expect(pagePhoto.getByRole('button', { name: messages.pagePhotos.remove })).toBeVisible()

    // What visitors see, accessible with the pictures in place: in every display mode on a desktop, and on a 390 px
    // phone at normal text size (200% text on a phone scrolls sideways on these pages with or without pictures).
    await page.goto(PATHS.team)
    await expectLibraryPicture(page.locator('.team-card').filter({ hasText: person }).locator('picture'), image)
    await page.goto(PATHS.partners)
    await expectLibraryPicture(page.getByRole('listitem').filter({ hasText: partner }).locator('picture'), image)
    await expect(page.getByRole('link', { name: new RegExp(partner) })).toHaveCount(0)
    await page.goto(caminho)
    await expectLibraryPicture(page.locator('.project-page__image'), image)
    const withPictures = [PATHS.team, PATHS.partners, caminho, PATHS.adminPagePhotos]
    for (const path of withPictures) {
      await page.goto(path)
      await expect(page.locator('picture img').first()).toBeVisible()
      await expectAccessibleInEveryMode(page, path)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of withPictures) {
      await page.goto(path)
      await expect(page.locator('picture img').first()).toBeVisible()
      expect.soft([...(await axeProblems(page)), ...(await layoutProblems(page))], `${path} at 390 px`).toEqual([])
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    // Its card on the projects page shows it too.
    await page.goto(PATHS.activeProjects)
    const projectCard = page.getByRole('article').filter({ hasText: titulo })
    await expect(projectCard.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif \d+w/)
    await expect(projectCard.getByRole('img', { name: image.alt, includeHidden: true })).toHaveCount(1)

    // The library refuses to delete it, saying where it is used, and keeps it.
    await page.goto(PATHS.adminMedia)
    const card = page.getByRole('listitem').filter({ hasText: image.nome })
    await card.getByRole('button', { name: new RegExp(messages.admin.delete) }).click()
    const confirm = page.getByRole('dialog', { name: messages.admin.confirmDeleteTitle })
    await confirm.getByRole('button', { name: messages.admin.delete, exact: true }).click()
    const where = media.inUseWhere
    await expect(confirm.getByRole('alert')).toHaveText(
      media.inUseBy([where('equipe', person), where('parceiro', partner), where('página', titulo)].join(', ')),
    )
    await confirm.getByRole('button', { name: messages.admin.cancel }).click()
    await page.reload()
    await expect(page.getByRole('listitem').filter({ hasText: image.nome })).toBeVisible()

    // Once nothing uses it, it deletes as before.
    await cleanUp(request, tag, image)
    await card.getByRole('button', { name: new RegExp(messages.admin.delete) }).click()
    await confirm.getByRole('button', { name: messages.admin.delete, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: media.deleted })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: image.nome })).toHaveCount(0)
  } finally {
    await cleanUp(request, tag, image)
  }
})
