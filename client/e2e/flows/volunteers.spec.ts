import { test } from '@playwright/test'
import { MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { waitForMail } from '../support/mail.ts'
import { E2E_MAIL_TO } from '../support/stack.ts'
import { describeFlow, expect, fileInput, pdfFile, unique } from './flow-support.ts'
import { holdRequests } from '../support/hold.ts'

const text = messages.volunteerPage

describeFlow('volunteer application (/idbasico/voluntarios)', () => {
  test('marks the missing fields and refuses a wrong or too large file before sending', async ({ page }) => {
    await page.goto('/idbasico/voluntarios')
    const slider = page.getByRole('slider', { name: text.knowledgeLevel })
    await expect(slider).toHaveAttribute('aria-valuetext', text.knowledgeUnset)
    await expect(page.locator('output')).toHaveText('0')
    await expect(page.getByRole('combobox', { name: 'Estado' }).locator('option')).toHaveCount(28)
    await expectNoAxeViolations(page)

    const submit = page.getByRole('button', { name: text.submit })
    await submit.click()
    await expect(page.getByRole('alert')).toHaveText(messages.common.invalidRequest)
    await expect(page.getByRole('textbox', { name: 'Nome' })).toBeFocused()
    await expect(page.getByText('Nome é obrigatório')).toBeVisible()
    await expect(page.getByText(messages.volunteers.invalidSchooling)).toBeVisible()
    await expect(page.getByText(messages.volunteers.termRequired)).toBeVisible()
    await expectNoAxeViolations(page)

    const term = fileInput(page, text.term)
    await term.setInputFiles({ name: 'termo.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') })
    await expect(page.getByText(messages.uploads.unsupportedType)).toBeVisible()
    await expect(term).toHaveAttribute('aria-invalid', 'true')
    // Built inside the page: pushing 10 MB through the browser protocol is slow and proves nothing more.
    await term.evaluate((input: HTMLInputElement, bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'enorme.pdf', { type: 'application/pdf' }))
      input.files = transfer.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }, MAX_UPLOAD_BYTES + 1)
    await expect(page.getByText(messages.uploads.tooLarge)).toBeVisible()
  })

  test('sends the application with its term, shows the receipt and mails the term to the team', async ({ page }) => {
    await page.goto('/idbasico/voluntarios')
    const slider = page.getByRole('slider', { name: text.knowledgeLevel })
    const submit = page.getByRole('button', { name: text.submit })
    const term = fileInput(page, text.term)
    const nome = `Vera Voluntária ${unique()}`
    await page.getByRole('textbox', { name: 'Nome' }).fill(nome)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('vera.voluntaria@example.com')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 98765-4321')
    await page.getByRole('textbox', { name: 'Endereço' }).fill('Rua dos Ipês, 42')
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('SC')
    await page.getByRole('combobox', { name: text.schooling }).selectOption('Ensino Superior Completo')
    await slider.focus()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect(page.locator('output')).toHaveText('9')

    await term.setInputFiles(pdfFile('termo-adesao.pdf'))
    await expect(page.getByText('termo-adesao.pdf')).toBeVisible()
    await expect(page.getByText(/\(\d+ bytes\)/)).toBeVisible()
    await submit.click()

    await expect(page.getByRole('status').filter({ hasText: messages.volunteers.success })).toBeVisible()
    await expect(page.getByText(messages.volunteers.success)).toBeFocused()
    // The receipt replaces the form until the visitor leaves.
    await expect(page.getByText(/^VOL-\d{4}-\d{6}$/)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const mail = await waitForMail(E2E_MAIL_TO.voluntariado, new RegExp(nome))
    expect(mail.text).toContain('vera.voluntaria@example.com')
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['termo-adesao.pdf', 'application/pdf']])
  })

  test('shows the upload progress while sending', async ({ page }) => {
    await page.goto('/idbasico/voluntarios')
    // Hold the answer until the sending state has been seen.
    const releaseAnswer = await holdRequests(page, '**/enviar-voluntariado', (route) =>
      route.fulfill({ status: 503, json: { mensagem: messages.common.serviceUnavailable } }),
    )
    await page.getByRole('textbox', { name: 'Nome' }).fill(`Paulo Progresso ${unique()}`)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('paulo@example.com')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('48 3030-3030')
    await page.getByRole('textbox', { name: 'Endereço' }).fill('Rua A, 1')
    await page.getByRole('combobox', { name: text.schooling }).selectOption('Ensino Médio Completo')
    await fileInput(page, text.term).setInputFiles(pdfFile('termo.pdf'))
    await page.getByRole('button', { name: text.submit }).click()

    await expect(page.getByRole('progressbar', { name: messages.forms.uploadProgress })).toBeVisible()
    await expect(page.getByRole('button', { name: messages.forms.sending })).toBeDisabled()
    releaseAnswer()
    await expect(page.getByRole('alert')).toHaveText(messages.volunteers.failure)
    await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Rua A, 1')
    await expectNoAxeViolations(page)
  })
})
