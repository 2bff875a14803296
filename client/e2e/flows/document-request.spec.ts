import { test, type Page } from '@playwright/test'
import { messages } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { waitForMail } from '../support/mail.ts'
import { E2E_MAIL_TO } from '../support/stack.ts'
import { describeFlow, expect, fileInput, pdfFile, pngFile, unique } from './flow-support.ts'

const text = messages.documentRequestPage

async function fillRequest(page: Page, nome: string) {
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(nome)
  await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25')
  await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 97766-5544')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('requerente@example.com')
  await page.getByRole('textbox', { name: 'Cidade' }).fill('São José')
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SC')
  await page.getByRole('combobox', { name: text.course }).selectOption('Ciências Contábeis')
  await page.getByRole('combobox', { name: text.documentType }).selectOption('2ª Via de Histórico Escolar')
  await page.getByRole('radio', { name: text.deliveryOptions.secretaria }).check()
  await fileInput(page, text.rg).setInputFiles(pdfFile('rg.pdf'))
  await fileInput(page, text.certidao).setInputFiles(pngFile('certidao.png'))
}

describeFlow('document request (/requerimento)', () => {
  test('alerts on a missing declaration and on missing required fields and files', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => request.url().includes('/enviar-requerimento') && sent.push(request.url()))
    await page.goto('/requerimento')
    await expect(page.getByRole('combobox', { name: text.course }).locator('option')).toHaveCount(6)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: text.submit }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(messages.documentRequests.declarationRequired)
    await expect(alert).toContainText(messages.common.invalidRequest)
    await expect(page.getByText(messages.documentRequests.rgRequired)).toBeVisible()
    await expect(page.getByText(messages.documentRequests.certidaoRequired)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeFocused()
    await expectNoAxeViolations(page)

    await fillRequest(page, `Só Falta Declarar ${unique()}`)
    await page.getByRole('button', { name: text.submit }).click()
    await expect(alert).toHaveText(messages.documentRequests.declarationRequired)
    await expect(page.getByRole('checkbox', { name: text.declaration })).toBeFocused()
    expect(sent).toEqual([])
  })

  test('sends the request with its files, shows the success screen and mails the files to the office', async ({ page }) => {
    const nome = `Bento Requerente ${unique()}`
    await page.goto('/requerimento')
    await fillRequest(page, nome)
    await fileInput(page, text.procuracao).setInputFiles(pdfFile('procuracao.pdf'))
    await page.getByRole('checkbox', { name: text.declaration }).check()
    await page.getByRole('button', { name: text.submit }).click()

    const heading = page.getByRole('heading', { name: messages.documentRequests.success })
    await expect(heading).toBeFocused()
    await expect(page.getByText(/^REQ-\d{4}-\d{6}$/)).toBeVisible()
    await expect(page.getByRole('button', { name: messages.protocols.print })).toBeVisible()
    await expectNoAxeViolations(page)

    const mail = await waitForMail(E2E_MAIL_TO.requerimento, new RegExp(nome))
    expect(mail.attachments.map((file) => file.filename).sort()).toEqual(['certidao.png', 'procuracao.pdf', 'rg.pdf'])

    await page.getByRole('button', { name: messages.documentRequests.sendAnother }).click()
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeFocused()
    await expect(page.getByRole('checkbox', { name: text.declaration })).not.toBeChecked()
    await expect(page.getByText('rg.pdf')).toHaveCount(0)
  })

  test('on failure alerts and keeps everything typed and chosen', async ({ page }) => {
    await page.route('**/enviar-requerimento', (route) =>
      route.fulfill({ status: 503, json: { mensagem: messages.common.serviceUnavailable } }),
    )
    const nome = `Falha Mantida ${unique()}`
    await page.goto('/requerimento')
    await fillRequest(page, nome)
    await page.getByRole('checkbox', { name: text.declaration }).check()
    await page.getByRole('button', { name: text.submit }).click()

    await expect(page.getByRole('alert')).toHaveText(messages.documentRequests.failure)
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(nome)
    await expect(page.getByRole('combobox', { name: text.course })).toHaveValue('Ciências Contábeis')
    await expect(page.getByRole('radio', { name: text.deliveryOptions.secretaria })).toBeChecked()
    await expect(page.getByText('rg.pdf')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: text.declaration })).toBeChecked()
    await expectNoAxeViolations(page)
  })
})
