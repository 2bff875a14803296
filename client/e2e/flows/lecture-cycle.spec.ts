import { test } from '@playwright/test'
import { messages } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { createActiveCycleEvent, deactivateCycleEvent, describeCycleFlow, expect, registrationsFor, unique } from './flow-support.ts'

const text = messages.cyclePage

describeCycleFlow('lecture cycle registration (/ciclo/inscricoes)', () => {
  test('registers through the page: required message, a receipt with the protocol that stays, and the admin list', async ({ page, request }) => {
    const event = await createActiveCycleEvent(request)
    // The page's timers run on a clock the test moves by hand, so the 5 s of the message hold on a busy machine too.
    await page.clock.install()
    await page.goto('/ciclo/inscricoes')
    await expect(page.getByRole('heading', { name: event.titulo })).toBeVisible()
    await expect(page.getByText('14/05/2031')).toBeVisible()
    await expect(page.getByText('14:30', { exact: true })).toBeVisible()
    await expect(page.getByText(event.palestrante)).toBeVisible()
    await expect(page.getByText(event.local)).toBeVisible()
    // The event's photo does not exist: the placeholder takes its place.
    await expect(page.locator('.active-event__photo')).toHaveAttribute('src', /placeholder\.svg$/)
    await expectNoAxeViolations(page)

    const submit = page.getByRole('button', { name: text.submit })
    await page.getByRole('textbox', { name: 'Nome' }).fill('Somente o nome')
    await submit.click()
    await expect(page.getByRole('alert')).toHaveText(messages.common.requiredFields)
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    expect(await registrationsFor(request, event.titulo)).toHaveLength(0)

    const nome = `Lúcia Teste ${unique()}`
    await page.getByRole('textbox', { name: 'Nome' }).fill(nome)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('lucia.teste@example.com')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 99876-5432')
    await page.getByRole('combobox', { name: text.howFound }).selectOption('Televisão')
    await submit.click()

    // The receipt replaces the form and stays: the protocol, "Imprimir" and the next steps.
    const success = page.getByRole('heading', { name: messages.registrations.success })
    await expect(success).toBeFocused()
    const protocol = page.getByText(/^INS-\d{4}-\d{6}$/)
    await expect(protocol).toBeVisible()
    await expect(page.getByRole('button', { name: messages.protocols.print })).toBeVisible()
    await expectNoAxeViolations(page)

    const [registration] = await registrationsFor(request, event.titulo)
    expect(registration).toMatchObject({ nome, email: 'lucia.teste@example.com', telefone: '(48) 99876-5432', comoConheceu: 'Televisão' })
    await page.clock.fastForward(60_000)
    await expect(protocol).toBeVisible()
    await page.getByRole('button', { name: messages.protocols.registerAnother }).click()
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('')
  })

  test('a second registration of the same person shows the duplicate message', async ({ page, request }) => {
    const event = await createActiveCycleEvent(request)
    const nome = `Rui Repetido ${unique()}`
    await page.goto('/ciclo/inscricoes')
    await expect(page.getByRole('heading', { name: event.titulo })).toBeVisible()
    for (const attempt of [1, 2]) {
      await page.getByRole('textbox', { name: 'Nome' }).fill(attempt === 1 ? nome : nome.toUpperCase())
      await page.getByRole('textbox', { name: 'E-mail' }).fill('rui@example.com')
      await page.getByRole('textbox', { name: 'Telefone' }).fill('48 3333-0000')
      await page.getByRole('combobox', { name: text.howFound }).selectOption('Amigos')
      await page.getByRole('button', { name: text.submit }).click()
      if (attempt === 1) await page.getByRole('button', { name: messages.protocols.registerAnother }).click()
    }
    const duplicate = page.getByRole('alert')
    await expect(duplicate).toHaveText(messages.registrations.duplicate)
    await expect(duplicate.locator('.form-status__message--error')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome.toUpperCase())
    await expectNoAxeViolations(page)
    expect(await registrationsFor(request, event.titulo)).toHaveLength(1)
  })

  test('without an active event the page says so and offers no form', async ({ page, request }) => {
    const event = await createActiveCycleEvent(request)
    await deactivateCycleEvent(request, event.titulo)
    await page.goto('/ciclo/inscricoes')
    await expect(page.getByText(messages.events.noActiveEvent)).toBeVisible()
    await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})
