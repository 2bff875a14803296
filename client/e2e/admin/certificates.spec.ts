import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { PATHS, messages, siteDateText, validatorLink, type Certificate } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { adminGet, adminPost, openAsAdmin, tableBodyRows, uniqueTag } from './helpers.ts'

const text = messages.adminCertificates
const manage = messages.certificateManagement
const TAG = uniqueTag('CRT')
const codeOf = (index: number) => `${TAG}-${String(index).padStart(2, '0')}`

/** 60 certificates of this run, created through the API; newest first, so index 60 shows first. */
test.beforeAll(async ({ request }) => {
  for (let index = 1; index <= 60; index += 1) {
    await adminPost(request, '/certificado', {
      nome: `Participante ${TAG} ${index}`,
      curso: index === 7 ? `Oficina Única ${TAG}` : `Redação Oficial ${TAG}`,
      horas: 12,
      codigo: codeOf(index),
      link: `https://arquivos.exemplo.org/${TAG}/${index}.pdf`,
    })
  }
})

const search = (page: Page) => page.getByLabel(text.searchLabel)
const pager = (page: Page) => page.getByRole('navigation', { name: text.paginationLabel })
const pageButtons = (nav: Locator) => nav.getByRole('button', { name: /^Página \d+$/ })

const serverCertificates = (request: APIRequestContext) => adminGet<Certificate[]>(request, '/certificado')

test('searches 60 certificates, 10 per page, with first, last, a window and ellipses', async ({ page, request }) => {
  await openAsAdmin(page, request, PATHS.adminCertificates)
  // The search goes out after a pause in typing: the list is the filtered one once that answer arrived (before it,
  // the whole list may happen to hold 60 certificates too, and a page chosen then is reset by the new search).
  const searched = page.waitForResponse((response) => response.url().includes(`busca=${TAG.toLowerCase()}`))
  await search(page).fill(TAG.toLowerCase())
  await searched
  await expect(page.getByText('60 certificados')).toBeVisible()
  await expect(tableBodyRows(page)).toHaveCount(10)
  const nav = pager(page)
  await expect(pageButtons(nav)).toHaveText(['1', '2', '3', '6'])
  await expect(nav.getByTestId('pagination-ellipsis')).toHaveCount(1)
  await expect(nav.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')

  await nav.getByRole('button', { name: 'Página 6' }).click()
  await expect(pageButtons(nav)).toHaveText(['1', '4', '5', '6'])
  await expect(nav.getByTestId('pagination-ellipsis')).toHaveCount(1)
  await expect(tableBodyRows(page)).toHaveCount(10)
  await expect(page.getByRole('cell', { name: codeOf(1), exact: true })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Próximo' })).toBeDisabled()

  await nav.getByRole('button', { name: 'Página 4' }).click()
  await expect(pageButtons(nav)).toHaveText(['1', '2', '3', '4', '5', '6'])
  await expect(nav.getByTestId('pagination-ellipsis')).toHaveCount(0)
  await nav.getByRole('button', { name: 'Anterior' }).click()
  await expect(nav.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page')

  // nome, curso and codigo, ignoring case; a new search starts on page 1.
  await search(page).fill(`participante ${TAG.toLowerCase()} 42`)
  await expect(tableBodyRows(page)).toHaveCount(1)
  await expect(page.getByRole('cell', { name: codeOf(42), exact: true })).toBeVisible()
  await search(page).fill(`OFICINA ÚNICA ${TAG}`)
  await expect(tableBodyRows(page)).toHaveCount(1)
  await expect(page.getByRole('cell', { name: codeOf(7), exact: true })).toBeVisible()
  await search(page).fill(codeOf(5).toLowerCase())
  await expect(tableBodyRows(page)).toHaveCount(1)
  await expect(pager(page)).toHaveCount(0)
  await search(page).fill(`${TAG}-nada`)
  await expect(page.getByRole('cell', { name: messages.certificates.noneFound })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('adds a certificate: every required message, the integer rule, then saved on the server', async ({ page, request }) => {
  const codigo = uniqueTag('ADD')
  await openAsAdmin(page, request, PATHS.adminCertificates)
  await page.getByRole('button', { name: text.addButton }).click()
  const dialog = page.getByRole('dialog', { name: text.addTitle })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)

  await dialog.getByRole('button', { name: 'Salvar' }).click()
  for (const message of [
    messages.certificates.nameRequired,
    messages.certificates.courseRequired,
    messages.certificates.hoursRequired,
    messages.certificates.codeRequired,
    messages.certificates.linkRequired,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible()
  }
  await expect(dialog.getByLabel('Nome')).toBeFocused()
  await expectNoAxeViolations(page)

  await dialog.getByLabel('Nome').fill('Conceição Araújo')
  await expect(dialog.getByText(messages.certificates.nameRequired)).toHaveCount(0)
  await expect(dialog.getByText(messages.certificates.courseRequired)).toBeVisible()
  await dialog.getByLabel('Curso').fill('Inclusão Digital Básica')
  await dialog.getByLabel('Horas').fill('2,5')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText(messages.common.invalidNumber)).toBeVisible()
  await dialog.getByLabel('Horas').fill('20')
  await expect(dialog.getByText(messages.common.invalidNumber)).toHaveCount(0)
  await dialog.getByLabel('Código').fill(codigo)
  await dialog.getByLabel('Link').fill('https://arquivos.exemplo.org/novo.pdf')
  await dialog.getByRole('button', { name: 'Salvar' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
  await search(page).fill(codigo)
  await expect(page.getByRole('cell', { name: codigo, exact: true })).toBeVisible()
  const saved = (await serverCertificates(request)).find((certificate) => certificate.codigo === codigo)
  expect(saved).toMatchObject({ nome: 'Conceição Araújo', curso: 'Inclusão Digital Básica', horas: 20 })

  // The same code again: the server's mensagem after the prefix.
  await page.getByRole('button', { name: text.addButton }).click()
  await dialog.getByLabel('Nome').fill('Outra pessoa')
  await dialog.getByLabel('Curso').fill('Curso')
  await dialog.getByLabel('Horas').fill('4')
  await dialog.getByLabel('Código').fill(codigo.toLowerCase())
  await dialog.getByLabel('Link').fill('https://arquivos.exemplo.org/outro.pdf')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    `${messages.certificates.createFailedPrefix}${messages.certificates.duplicateCode}`,
  )

  // An answer without a mensagem (simulated): 'Erro interno' after the prefix.
  await page.route(
    (url) => url.pathname === '/certificado',
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback()),
  )
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    `${messages.certificates.createFailedPrefix}${messages.common.internalError}`,
  )
})

test('edits a certificate on the server and shows the edit failure', async ({ page, request }) => {
  const codigo = codeOf(11)
  await openAsAdmin(page, request, PATHS.adminCertificates)
  await search(page).fill(codigo)
  await page.getByRole('button', { name: `Editar ${codigo}` }).click()
  const dialog = page.getByRole('dialog', { name: text.editTitle })
  await expect(dialog.getByLabel('Nome')).toHaveValue(`Participante ${TAG} 11`)
  await dialog.getByLabel('Nome').fill(`Participante ${TAG} 11 Editado`)
  await dialog.getByLabel('Horas').fill('30')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible()
  await expect(page.getByRole('cell', { name: `Participante ${TAG} 11 Editado`, exact: true })).toBeVisible()
  expect((await serverCertificates(request)).find((c) => c.codigo === codigo)).toMatchObject({
    nome: `Participante ${TAG} 11 Editado`,
    horas: 30,
  })

  // No client rule on edit: a blank name goes to the server, which refuses it.
  await page.getByRole('button', { name: `Editar ${codigo}` }).click()
  await dialog.getByLabel('Nome').fill('')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(messages.certificates.editFailed)
  await expect(dialog.getByText(messages.certificates.nameRequired)).toHaveCount(0)
})

test('revokes with a reason instead of deleting: the validator then shows it revoked, with the date', async ({ page, request }) => {
  const codigo = codeOf(12)
  await openAsAdmin(page, request, PATHS.adminCertificates)
  await search(page).fill(codigo)
  await expect(page.getByRole('button', { name: `Excluir ${codigo}` })).toHaveCount(0)
  await page.getByRole('button', { name: `${manage.revoke} ${codigo}` }).click()
  const dialog = page.getByRole('dialog', { name: manage.revokeTitle })
  await dialog.getByLabel(manage.revokeReasonLabel).fill('Emitido em duplicidade')
  await dialog.getByRole('button', { name: manage.revoke, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: manage.revoked })).toBeVisible()
  const today = siteDateText(new Date())
  await expect(page.getByText(`${manage.revokedStatus} em ${today}`)).toBeVisible()

  await page.getByRole('button', { name: `${manage.history} ${codigo}` }).click()
  const history = page.getByRole('dialog', { name: manage.historyTitle })
  await expect(history.getByText(/Emitido em duplicidade/)).toBeVisible()
  await history.press('Escape')

  await page.goto(validatorLink(codigo))
  await expect(page.getByText(`${manage.revokedNotice} ${today}.`)).toBeVisible()
  await expect(page.getByRole('link', { name: manage.downloadPdf })).toHaveCount(0)
  expect((await request.get(`/certificado/${codigo}/pdf`)).status()).toBe(410)
})

test('a missing link shows Não disponível and an empty list says none are registered', async ({ page, request }) => {
  // The server requires a link, so older rows without one are simulated at the network boundary.
  const onePage = (itens: object[]) => ({ json: { itens, total: itens.length, pagina: 1, porPagina: 10 } })
  const row = { codigo: 'SEMLINK1', nome: 'Sem Link', curso: 'Curso', horas: 2, link: '', status: 'Válido', criadoEm: '' }
  await page.route('**/certificados?*', (route) => route.fulfill(onePage([{ ...row, revogadoEm: null, motivoRevogacao: null }])))
  await openAsAdmin(page, request, PATHS.adminCertificates)
  await expect(page.getByRole('cell', { name: messages.certificates.linkMissing })).toBeVisible()
  await page.route('**/certificados?*', (route) => route.fulfill(onePage([])))
  await page.reload()
  await expect(page.getByRole('cell', { name: messages.certificates.noneRegistered })).toBeVisible()
})
