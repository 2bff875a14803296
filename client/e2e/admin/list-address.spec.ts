import { expect, test, type Page } from '@playwright/test'
import { PATHS, messages } from '@site/contracts'
import { adminPost, openAsAdmin, tableBodyRows, uniqueTag } from './helpers.ts'

const text = messages.adminCertificates
const TAG = uniqueTag('URL')
const tag = TAG.toLowerCase()

/** 25 certificates of this run: three pages of ten, newest (25) first. */
test.beforeAll(async ({ request }) => {
  for (let index = 1; index <= 25; index += 1) {
    await adminPost(request, '/certificado', {
      nome: `Participante ${TAG} ${index}`,
      curso: `Endereço ${TAG}`,
      horas: 8,
      codigo: `${TAG}-${String(index).padStart(2, '0')}`,
      link: `https://arquivos.exemplo.org/${TAG}/${index}.pdf`,
    })
  }
})

const pager = (page: Page) => page.getByRole('navigation', { name: text.paginationLabel })
const current = (page: Page) => pager(page).locator('[aria-current="page"]')
const firstCode = (page: Page) => tableBodyRows(page).first().locator('td').first()

test('a list opened from its address keeps page and search through a reload, and back returns to the earlier page', async ({ page, request }) => {
  await openAsAdmin(page, request, `${PATHS.adminCertificates}?busca=${tag}&pagina=2`)
  await expect(page.getByLabel(text.searchLabel)).toHaveValue(tag)
  await expect(current(page)).toHaveText('2')
  await expect(firstCode(page)).toHaveText(`${TAG}-15`)

  await page.reload()
  await expect(page.getByLabel(text.searchLabel)).toHaveValue(tag)
  await expect(current(page)).toHaveText('2')
  await expect(firstCode(page)).toHaveText(`${TAG}-15`)

  await pager(page).getByRole('button', { name: 'Página 3' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?busca=${tag}&pagina=3$`))
  await expect(firstCode(page)).toHaveText(`${TAG}-05`)

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`\\?busca=${tag}&pagina=2$`))
  await expect(current(page)).toHaveText('2')
  await expect(firstCode(page)).toHaveText(`${TAG}-15`)
})
