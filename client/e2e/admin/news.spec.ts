import { expect, test, type Page } from '@playwright/test'
import { PATHS, SITE_TIME_ZONE, messages, newsLink, type AdminNews } from '@site/contracts'
import { adminHeaders, describedImage, openAsAdmin, pngOf, uniqueTag } from './helpers.ts'

const text = messages.news
const media = messages.media

/** The page's cover is drawn from a modern copy: the browser picked the AVIF (or at least the WebP) source. */
async function expectModernCover(page: Page) {
  const cover = page.locator('.news-article__cover')
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 480w/)
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 480w/)
  const img = cover.locator('img')
  await expect(img).toHaveAttribute('width', /\d+/)
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toMatch(/\.(avif|webp)$/)
}

test('an editor writes, previews and publishes a news item, renames it, unpublishes it and restores a revision', async ({ page, request }) => {
  // One whole editorial flow (two uploads' image work included): longer than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const title = `Notícia de teste ${uniqueTag('N')}`
  await openAsAdmin(page, request, PATHS.adminNews)
  await page.getByRole('link', { name: text.newButton }).click()

  await page.getByLabel(text.titleLabel).fill(title)
  await page.getByLabel(text.summaryLabel).fill('Resumo escrito no navegador.')
  const body = page.getByRole('textbox', { name: text.bodyLabel })
  await body.click()
  await page.getByRole('button', { name: 'Negrito' }).click()
  await body.pressSequentially('Texto em negrito da notícia.')

  // The cover: uploaded from the picker, described, then chosen.
  const cover = page.getByRole('group', { name: text.coverLabel })
  await cover.getByRole('button', { name: media.pickerTitle }).click()
  const dialog = page.getByRole('dialog', { name: media.pickerTitle })
  await dialog.getByLabel(media.chooseFiles).setInputFiles({ name: 'capa-editor.png', mimeType: 'image/png', buffer: await pngOf(200) })
  const card = dialog.getByRole('listitem').filter({ hasText: 'capa-editor.png' }).first()
  await card.getByLabel(media.altLabel).fill('Turma reunida no auditório')
  await card.getByRole('button', { name: /Salvar/ }).click()
  await card.getByRole('button', { name: /Escolher/ }).click()
  await expect(cover.locator('img')).toHaveAttribute('alt', 'Turma reunida no auditório')

  await page.getByRole('button', { name: text.preview }).click()
  const preview = page.getByRole('region', { name: text.previewHeading })
  await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('Texto em negrito da notícia.')

  await page.getByRole('button', { name: text.publish }).click()
  await expect(page.getByRole('status').filter({ hasText: text.publishedDone })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/noticias\/\d+$/)
  const editorUrl = page.url()
  // The saved item loads before the editor works on it.
  const openEditor = async () => {
    await page.goto(editorUrl)
    await expect(page.getByLabel(text.titleLabel)).toHaveValue(title)
  }
  await expect(page.getByLabel(text.slugLabel)).toHaveValue(/^noticia-de-teste-/)
  const slug = await page.getByLabel(text.slugLabel).inputValue()

  await page.goto(PATHS.news)
  await expect(page.getByRole('article').first().getByRole('heading', { name: title })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(`^${text.readMore}.*${title}$`) }).click()
  await expect(page).toHaveURL(new RegExp(`${newsLink(slug)}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectModernCover(page)

  // A new address: the old one leads there.
  await openEditor()
  await page.getByLabel(text.slugLabel).fill(`${slug}-novo`)
  await page.getByRole('button', { name: text.publish }).click()
  await expect(page.getByRole('status').filter({ hasText: text.publishedDone })).toBeVisible()
  const moved = await page.goto(newsLink(slug))
  expect(moved?.request().redirectedFrom()?.url()).toContain(newsLink(slug))
  await expect(page).toHaveURL(new RegExp(`${newsLink(`${slug}-novo`)}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Unpublished: the site's 404 page.
  await openEditor()
  await page.getByRole('button', { name: text.saveDraft }).click()
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible()
  const gone = await page.goto(newsLink(`${slug}-novo`))
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()

  // The revision saved when it was published under its new address, compared and restored.
  await openEditor()
  const revisions = page.getByRole('region', { name: messages.contentHistory.revisionsTitle })
  const published = revisions.getByRole('listitem').nth(1)
  await published.getByRole('button', { name: new RegExp(messages.contentHistory.compare) }).click()
  await expect(published.getByRole('row', { name: new RegExp(`${text.stateLabel} ${text.draft} ${text.published}`) })).toBeVisible()
  await published.getByRole('button', { name: new RegExp(messages.contentHistory.restore) }).click()
  // Asked first: the item is a draft now, and restoring keeps it one.
  const confirm = page.getByRole('dialog', { name: messages.contentHistory.restoreTitle })
  await expect(confirm).toContainText(text.restoreKeepsDraft)
  await confirm.getByRole('button', { name: messages.contentHistory.restore, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: messages.contentHistory.restored })).toBeVisible()
  // Restored as a draft: still off the site until "Publicar".
  expect((await page.goto(newsLink(`${slug}-novo`)))?.status()).toBe(404)
  await openEditor()
  await page.getByRole('button', { name: text.publish }).click()
  await expect(page.getByRole('status').filter({ hasText: text.publishedDone })).toBeVisible()
  await page.goto(newsLink(`${slug}-novo`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('a body with <script>, onerror= and a javascript: link is shown without any of them', async ({ page, request }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const title = `Notícia hostil ${uniqueTag('H')}`
  const created = await request.post('/api/admin/noticias', {
    headers: await adminHeaders(request),
    data: {
      titulo: title,
      resumo: 'Tentativa de injeção.',
      corpo:
        '<p>Texto legítimo.</p><script>alert("script")</script><img src="/x.png" onerror="alert(\'onerror\')" alt="x">' +
        '<p><a href="javascript:alert(\'link\')">clique aqui</a></p>',
      capaId: (await describedImage(request, { red: 30, alt: 'Capa de teste' })).id,
      publicadoEm: new Date(Date.now() - 60_000).toISOString(),
      estado: 'publicado',
      slug: '',
    },
  })
  expect(created.status()).toBe(201)
  const { slug } = (await created.json()) as AdminNews

  await page.goto(newsLink(slug))
  const article = page.getByRole('article')
  await expect(article.getByText('Texto legítimo.')).toBeVisible()
  await expect(article.getByText('clique aqui')).toBeVisible()
  await article.getByText('clique aqui').click()
  expect(await article.locator('script').count()).toBe(0)
  expect(await article.locator('[onerror]').count()).toBe(0)
  expect(await article.locator('a[href^="javascript" i]').count()).toBe(0)
  expect(await article.innerHTML()).not.toMatch(/javascript:|onerror|<script/i)
  expect(dialogs).toEqual([])
})

test('"Publicar" with a date still ahead says the item is scheduled, and when it appears', async ({ page, request }) => {
  const title = `Notícia agendada ${uniqueTag('S')}`
  const when = new Date(Date.now() + 3 * 24 * 3_600_000)
  when.setUTCSeconds(0, 0)
  const created = await request.post('/api/admin/noticias', {
    headers: await adminHeaders(request),
    data: {
      titulo: title,
      resumo: 'Sai daqui a três dias.',
      corpo: '<p>Texto da notícia agendada.</p>',
      capaId: (await describedImage(request, { red: 60, alt: 'Capa agendada' })).id,
      publicadoEm: when.toISOString(),
      estado: 'rascunho',
      slug: '',
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as AdminNews
  await openAsAdmin(page, request, `${PATHS.adminNews}/${id}`)
  await expect(page.getByLabel(text.titleLabel)).toHaveValue(title)
  await page.getByRole('button', { name: text.publish }).click()
  const dateTime = new Intl.DateTimeFormat('pt-BR', {
    timeZone: SITE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  await expect(page.getByRole('status').filter({ hasText: text.scheduledDone(dateTime.format(when).replace(',', '')) })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: text.publishedDone })).toHaveCount(0)
})
