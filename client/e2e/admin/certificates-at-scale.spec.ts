import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { PATHS, importDone, importLineError, importSummary, messages, validatorLink } from '@site/contracts'
import { pdfQrCode } from '../../../server/test/support/pdf.ts'
import { adminPost, openAsAdmin, uniqueTag } from './helpers.ts'

const text = messages.adminCertificates
const manage = messages.certificateManagement
const PHONE = { width: 390, height: 844 }

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test('imports a CSV: the preview lists each bad line, then the valid lines are stored', async ({ page, request }) => {
  const tag = uniqueTag('IMP')
  const csv = [
    'Nome;Curso;Horas;Código',
    `Conceição ${tag};Gestão Pública;12;${tag}-1`,
    `;Gestão Pública;12;${tag}-2`,
    `Bia ${tag};Gestão Pública;doze;${tag}-3`,
    `Caio ${tag};Gestão Pública;8;${tag.toLowerCase()}-1`,
    `Davi ${tag};Gestão Pública;8;`,
  ].join('\r\n')
  await openAsAdmin(page, request, PATHS.adminCertificates)
  await page.getByRole('button', { name: manage.importButton }).click()
  const dialog = page.getByRole('dialog', { name: manage.importTitle })
  await dialog.getByLabel(manage.importFileLabel).setInputFiles({ name: 'turma.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: manage.importPreview }).click()

  await expect(dialog.getByText(importSummary(2, 3))).toBeVisible()
  await expect(dialog.getByText(importLineError(3, [{ coluna: 'Nome', mensagem: messages.certificates.nameRequired }]))).toBeVisible()
  await expect(dialog.getByText(importLineError(4, [{ coluna: 'Horas', mensagem: messages.common.invalidNumber }]))).toBeVisible()
  await expect(dialog.getByText(importLineError(5, [{ coluna: 'Código', mensagem: manage.importDuplicateInFile }]))).toBeVisible()
  await expect(dialog.getByRole('list', { name: manage.importSample }).getByRole('listitem')).toHaveCount(2)
  await dialog.getByRole('button', { name: manage.importConfirm }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: importDone(2) })).toBeVisible()
  await page.getByLabel(text.searchLabel).fill(tag)
  await expect(page.getByText('2 certificados', { exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: `Conceição ${tag}`, exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: `Davi ${tag}`, exact: true })).toBeVisible()
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE })

  test('the certificate list shows cards with labelled values, sorting and every action in reach', async ({ page, request }) => {
    const tag = uniqueTag('CEL')
    for (const [index, nome] of ['Bruno', 'Ana'].entries()) {
      await adminPost(request, '/certificado', {
        nome: `${nome} ${tag} com um nome bem comprido para caber no celular`,
        curso: 'Curso de Formação Continuada em Administração Pública Municipal',
        horas: 10,
        codigo: `${tag}-${index}`,
        link: `https://arquivos.exemplo.org/${tag}/${index}.pdf`,
      })
    }
    await openAsAdmin(page, request, PATHS.adminCertificates)
    await page.getByLabel(text.searchLabel).fill(tag)
    await expect(page.getByText('2 certificados', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: /^Nome/ }).click()
    const first = page.locator('.admin-table tbody tr').first()
    await expect(first.locator('td').nth(1)).toContainText(`Ana ${tag}`)
    await expect(first.locator('td[data-label="Curso"]')).toBeVisible()
    expect(await scrollsSideways(page)).toBe(false)

    for (const action of [messages.admin.edit, manage.history, manage.revoke]) {
      const button = page.getByRole('button', { name: `${action} ${tag}-1` })
      await button.scrollIntoViewIfNeeded()
      await expect(button).toBeInViewport()
    }
    await page.getByRole('button', { name: `${manage.revoke} ${tag}-1` }).click()
    await expect(page.getByRole('dialog', { name: manage.revokeTitle })).toBeVisible()
    expect(await scrollsSideways(page)).toBe(false)
  })

  test('the deep link shows the result without sideways scrolling, and its PDF holds a QR code to it', async ({ page, request, baseURL }) => {
    const codigo = uniqueTag('QR')
    await adminPost(request, '/certificado', {
      nome: 'Conceição Araújo dos Santos Gonçalves',
      curso: 'Educação Financeira para a Terceira Idade',
      horas: 16,
      codigo,
      link: `${baseURL}/certificado/${codigo}/pdf`,
    })
    await page.goto(validatorLink(codigo))
    const download = page.getByRole('link', { name: manage.downloadPdf })
    await expect(download).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Conceição Araújo dos Santos Gonçalves' })).toBeVisible()
    expect(await scrollsSideways(page)).toBe(false)

    // Scrolled to the end, the floating WhatsApp button sits below the result, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = await page.getByRole('link', { name: /WhatsApp/ }).boundingBox()
    const result = await page.locator('.certificate-result').boundingBox()
    expect(button!.y).toBeGreaterThan(result!.y + result!.height)

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe(`certificado-${codigo}.pdf`)
    const bytes = await readFile((await file.path())!)
    expect(await pdfQrCode(bytes)).toBe(`${baseURL}${validatorLink(codigo)}`)
  })
})
