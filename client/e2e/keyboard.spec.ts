import { expect, test } from '@playwright/test'
import { PATHS, messages, requiredMessage } from '@site/contracts'
import { adminPost, uniqueTag } from './admin/helpers.ts'
import { createActiveCycleEvent, deactivateCycleEvent, registrationsFor } from './flows/flow-support.ts'
import { expectVisibleFocus, tab, tabTo } from './support/keyboard.ts'
import { E2E_ADMIN } from './support/stack.ts'

/**
 * Whole journeys with the keyboard only: Tab, Shift+Tab, Enter, arrows and Escape, typing into what has the focus.
 * Every Tab stop must show a visible focus indicator (support/keyboard.ts).
 */

test('the skip link is the first stop and takes the focus to the content', async ({ page }) => {
  await page.goto(PATHS.news)
  await expect(page.locator('main h1')).toBeVisible()
  await tab(page)
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  // The next Tab continues in the content instead of going through the menu again.
  await tab(page)
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
})

test('certificate validator: a missing code, then a code sent with Enter, each announced', async ({ page, request }) => {
  const text = messages.validatorPage
  const certificate = {
    nome: `Rosa ${uniqueTag('')}`,
    curso: 'Inclusão Digital',
    horas: 8,
    codigo: uniqueTag('KB'),
    link: 'https://example.org/k.pdf',
  }
  await adminPost(request, '/certificado', certificate)
  await page.goto(PATHS.validator)
  const field = page.getByRole('textbox', { name: text.codeLabel })
  await expect(field).toBeVisible()
  await tabTo(page, field)

  await page.keyboard.press('Enter')
  const error = page.getByRole('alert').filter({ hasText: messages.certificates.notFound })
  await expect(error).toBeVisible()
  await expect(error.locator('[tabindex="-1"]')).toBeFocused()
  await expectVisibleFocus(page)
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await tabTo(page, field, { back: true })
  await page.keyboard.type(certificate.codigo)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(`${text.found}: ${certificate.nome}, ${certificate.curso}`)
  await expect(page.getByRole('heading', { name: text.found })).toBeFocused()
  await expectVisibleFocus(page)
  await expect(page.getByRole('cell', { name: certificate.nome })).toBeVisible()
})

test.describe('lecture-cycle registration', () => {
  let eventTitle = ''
  test.beforeAll(async ({ request }) => {
    eventTitle = (await createActiveCycleEvent(request)).titulo
  })
  test.afterAll(async ({ request }) => {
    await deactivateCycleEvent(request, eventTitle)
  })

  test('every field by Tab; an empty submit announces the errors, a full one the success', async ({ page, request }) => {
    const text = messages.cyclePage
    const nome = `Teclado ${uniqueTag('')}`
    await page.goto(PATHS.cycleRegistration)
    await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible()
    const name = page.getByRole('textbox', { name: 'Nome' })
    const submit = page.getByRole('button', { name: text.submit })
    await tabTo(page, name)
    for (const next of [
      page.getByRole('textbox', { name: 'E-mail' }),
      page.getByRole('textbox', { name: 'Telefone' }),
      page.getByRole('combobox', { name: text.howFound }),
      submit,
    ]) {
      await tab(page)
      await expect(next).toBeFocused()
    }

    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(messages.common.requiredFields)
    await expect(name).toBeFocused()
    await expectVisibleFocus(page)
    await expect(name).toHaveAccessibleDescription(requiredMessage(messages.fieldLabels.nome))

    await page.keyboard.type(nome)
    await tab(page)
    await page.keyboard.type('teclado@example.com')
    await tab(page)
    await page.keyboard.type('48 91234-5678')
    await tab(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await tab(page)
    await page.keyboard.press('Enter')

    const success = page.getByRole('status').filter({ hasText: messages.registrations.success })
    await expect(success).toBeVisible()
    await expect(success.getByText(messages.registrations.success)).toBeFocused()
    await expectVisibleFocus(page)
    const [registration] = await registrationsFor(request, eventTitle)
    expect(registration).toMatchObject({ nome, email: 'teclado@example.com', comoConheceu: 'Instagram' })
  })
})

test('admin: log in, the new-certificate dialog keeps the focus, Escape gives it back, then create one', async ({ page }) => {
  const text = messages.adminCertificates
  const codigo = uniqueTag('KBD')
  await page.goto(PATHS.login)
  const user = page.getByLabel('Usuário')
  await expect(user).toBeVisible()
  await tabTo(page, user)
  await page.keyboard.type(E2E_ADMIN.nome)
  await tab(page)
  await page.keyboard.type(E2E_ADMIN.senha)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: messages.admin.dashboardTitle })).toBeVisible()

  await tabTo(page, page.getByRole('link', { name: text.title }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
  const opener = page.getByRole('button', { name: text.addButton })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: text.addTitle })
  await expect(dialog.getByLabel('Nome')).toBeFocused()

  // Two rounds each way through the dialog's stops (the close button, five fields, Cancelar, Salvar).
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)
  for (const back of [false, true]) {
    for (let stop = 0; stop < 16; stop += 1) {
      await tab(page, { back })
      expect(await focusInDialog()).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page)

  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Nome')).toBeFocused()
  for (const value of ['Olga Teclado', 'Inclusão Digital', '16', codigo]) {
    await page.keyboard.type(value)
    await tab(page)
  }
  await page.keyboard.type('https://example.org/olga.pdf')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
  await expect(opener).toBeFocused()

  await tabTo(page, page.getByLabel(text.searchLabel))
  await page.keyboard.type(codigo)
  await expect(page.getByRole('cell', { name: codigo, exact: true })).toBeVisible()
})
