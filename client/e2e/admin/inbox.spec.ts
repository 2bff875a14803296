import { readFile } from 'node:fs/promises'
import { test, type Page } from '@playwright/test'
import { messages, PATHS, type AuditPage } from '@site/contracts'
import { waitForMail } from '../support/mail.ts'
import { expect, fileInput, PDF, pdfFile, PNG, pngFile, unique } from '../flows/flow-support.ts'
import { adminGet, openAsAdmin } from './helpers.ts'

const inbox = messages.inbox
const PROTOCOL = /^(VOL|REQ)-\d{4}-\d{6}$/

/** Sends the public form on the page and returns the protocol its receipt shows. */
async function receiptProtocol(page: Page, title: string): Promise<string> {
  await expect(page.getByRole('heading', { name: title })).toBeFocused()
  const protocol = (await page.locator('.submission-receipt__protocol strong').textContent()) ?? ''
  expect(protocol).toMatch(PROTOCOL)
  await expect(page.getByRole('button', { name: messages.protocols.print })).toBeVisible()
  return protocol
}

async function sendVolunteer(page: Page, email: string) {
  const text = messages.volunteerPage
  await page.goto('/idbasico/voluntarios')
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Vitória Inbox ${unique()}`)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 98765-0000')
  await page.getByRole('textbox', { name: 'Endereço' }).fill('Rua das Flores, 1')
  await page.getByRole('combobox', { name: text.schooling }).selectOption('Ensino Médio Completo')
  await fileInput(page, text.term).setInputFiles(pdfFile('termo.pdf'))
  await page.getByRole('button', { name: text.submit }).click()
  return receiptProtocol(page, messages.volunteers.success)
}

async function sendDocumentRequest(page: Page, email: string) {
  const text = messages.documentRequestPage
  await page.goto('/requerimento')
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(`Renato Inbox ${unique()}`)
  await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25')
  await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 97766-0000')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SC')
  await page.getByRole('combobox', { name: text.course }).selectOption('pedagogia')
  await page.getByRole('combobox', { name: text.documentType }).selectOption('diploma')
  await page.getByRole('radio', { name: text.deliveryOptions.email }).check()
  await fileInput(page, text.rg).setInputFiles(pdfFile('rg.pdf'))
  await fileInput(page, text.certidao).setInputFiles(pngFile('certidao.png'))
  await page.getByRole('checkbox', { name: text.declaration }).check()
  await page.getByRole('button', { name: text.submit }).click()
  return receiptProtocol(page, messages.documentRequests.success)
}

/** Finds the record by its protocol in the inbox at `path` and opens it. */
async function openByProtocol(page: Page, path: string, protocol: string) {
  await page.goto(path)
  await page.getByRole('searchbox', { name: inbox.searchLabel }).fill(protocol)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page.getByRole('status').filter({ hasText: inbox.total(1) })).toBeVisible()
  await page.getByRole('link', { name: protocol }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(protocol)
}

async function downloadedBytes(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return readFile((await download.path())!)
}

test.describe('staff inbox', () => {
  test.describe.configure({ timeout: 90_000 })

  test('visitor gets protocols by screen and e-mail; staff find, preview, download, conclude and erase; the audit shows it', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const volunteerEmail = `vol-${tag}@example.com`
    const requestEmail = `req-${tag}@example.com`
    const volunteerProtocol = await sendVolunteer(page, volunteerEmail)
    const requestProtocol = await sendDocumentRequest(page, requestEmail)
    expect((await waitForMail(volunteerEmail, new RegExp(volunteerProtocol))).text).toContain(`Protocolo: ${volunteerProtocol}`)
    expect((await waitForMail(requestEmail, new RegExp(requestProtocol))).text).toContain(requestProtocol)

    // Candidaturas: the term, previewed inline and downloaded byte for byte.
    await openAsAdmin(page, request, PATHS.adminVolunteers)
    await expect(page.getByRole('link', { name: new RegExp(`^${inbox.volunteersTitle}`) })).toBeVisible()
    await openByProtocol(page, PATHS.adminVolunteers, volunteerProtocol)
    await page.getByRole('button', { name: `${inbox.preview}: Termo de Adesão` }).click()
    await expect(page.locator('iframe[title="termo.pdf"]')).toHaveAttribute('src', /^blob:/)
    expect((await downloadedBytes(page, `${inbox.download}: Termo de Adesão`)).equals(PDF)).toBe(true)

    // Requerimentos: both files, then Concluído (the applicant is told), then erase.
    await openByProtocol(page, PATHS.adminDocumentRequests, requestProtocol)
    await page.getByRole('button', { name: `${inbox.preview}: RG` }).click()
    await expect(page.locator('iframe[title="rg.pdf"]')).toHaveAttribute('src', /^blob:/)
    await page.getByRole('button', { name: `${inbox.preview}: Certidão de nascimento ou casamento` }).click()
    await expect(page.getByRole('img', { name: 'certidao.png' })).toBeVisible()
    expect((await downloadedBytes(page, `${inbox.download}: RG`)).equals(PDF)).toBe(true)
    expect((await downloadedBytes(page, `${inbox.download}: Certidão de nascimento ou casamento`)).equals(PNG)).toBe(true)

    await page.getByRole('combobox', { name: inbox.changeStatus }).selectOption('Concluído')
    await page.getByRole('button', { name: inbox.changeStatus }).click()
    await expect(page.getByRole('status').filter({ hasText: inbox.statusChanged })).toBeVisible()
    const outcome = await waitForMail(requestEmail, new RegExp(messages.outcomeMail.concludedSubject(requestProtocol)))
    expect(outcome.text).toContain(messages.outcomeMail.concluded)

    await page.getByRole('button', { name: inbox.eraseButton }).click()
    // Each sentence once: what is erased, then that it cannot be undone.
    await expect(page.getByRole('dialog').getByText(messages.admin.irreversible)).toHaveCount(1)
    await page.getByRole('dialog').getByRole('button', { name: inbox.eraseButton, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: inbox.erasedDone })).toBeVisible()
    await expect(page.getByText(inbox.erased)).toBeVisible()
    await expect(page.getByText(inbox.noFiles)).toBeVisible()

    // Auditoria: every view, download, change and the deletion, by protocol.
    await page.getByRole('link', { name: messages.audit.title }).click()
    const rows = page.locator('.admin-table tbody tr').filter({ hasText: requestProtocol })
    for (const action of ['excluir-dados', 'alterar-status', 'baixar-arquivo', 'visualizar-arquivo', 'visualizar'] as const) {
      await expect(rows.filter({ hasText: messages.audit.actions[action] }).first()).toBeVisible()
    }
    await expect(page.locator('.admin-table tbody')).not.toContainText('529.982.247-25')
  })

  test('a request answered from the record: its deadline, one audited view per preview, the history at once, the reply with the document by e-mail', async ({
    page,
    request,
  }) => {
    const email = `resposta-${unique()}@example.com`
    const protocol = await sendDocumentRequest(page, email)
    await openAsAdmin(page, request, PATHS.adminDocumentRequests)
    await openByProtocol(page, PATHS.adminDocumentRequests, protocol)
    await expect(page.getByText(new RegExp(`^${inbox.due('')}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))).toBeVisible()

    // A picture: Chromium's PDF viewer takes the focus when it has loaded, and a key or click of that instant goes
    // astray (the PDF preview has its own test above).
    await page.getByRole('button', { name: `${inbox.preview}: Certidão de nascimento ou casamento` }).click()
    await expect(page.getByRole('img', { name: 'certidao.png' })).toBeVisible()

    // A note, then at once a status change: both reach the history, the preview staying open.
    const history = page.getByRole('region', { name: inbox.historyHeading })
    await page.getByLabel(inbox.noteLabel).fill('Diploma assinado')
    await page.getByRole('button', { name: inbox.addNote }).click()
    await page.getByRole('combobox', { name: inbox.changeStatus }).selectOption('Em análise')
    await page.getByRole('button', { name: inbox.changeStatus }).click()
    await expect(history).toContainText('Diploma assinado')
    await expect(history).toContainText('Recebido → Em análise')

    await page.getByLabel(inbox.replyLabel).fill('Seu diploma segue em anexo.')
    await page.getByLabel(inbox.replyAttachment).setInputFiles(pdfFile('diploma.pdf'))
    await page.getByRole('button', { name: inbox.replySend }).click()
    await expect(page.getByRole('status').filter({ hasText: inbox.replySent })).toBeVisible()
    await expect(history).toContainText(inbox.actions.resposta!)
    await expect(page.getByRole('button', { name: `${inbox.preview}: ${inbox.replyFileLabel}` })).toBeVisible()
    const reply = await waitForMail(email, new RegExp(messages.replyMail.documentRequestSubject(protocol)))
    expect(reply.text).toContain('Seu diploma segue em anexo.')
    expect(reply.attachments.map((file) => file.filename)).toEqual(['diploma.pdf'])

    const audit = await adminGet<AuditPage>(request, '/auditoria?porPagina=100')
    expect(audit.itens.filter((entry) => entry.alvo === protocol && entry.acao === 'visualizar-arquivo')).toHaveLength(1)
  })
})
