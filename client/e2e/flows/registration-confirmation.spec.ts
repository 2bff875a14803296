import { readFileSync } from 'node:fs'
import { test } from '@playwright/test'
import { messages, PATHS } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { waitForMail } from '../support/mail.ts'
import { createActiveCycleEvent, describeCycleFlow, expect, registrationsFor, unique } from './flow-support.ts'

const text = messages.registrationCancel

describeCycleFlow('registration confirmation e-mail and cancel link', () => {
  test('registers, opens the cancel link of the e-mail, confirms and sees it cancelled, also on a second visit', async ({ page, request }) => {
    const event = await createActiveCycleEvent(request)
    const email = `cancela.${unique()}@example.com`
    await page.goto(PATHS.cycleRegistration)
    await page.getByRole('textbox', { name: 'Nome' }).fill(`Rosa Cancela ${unique()}`)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 99876-5432')
    await page.getByRole('combobox', { name: messages.cyclePage.howFound }).selectOption('Amigos')
    await page.getByRole('button', { name: messages.cyclePage.submit }).click()
    await expect(page.getByText(messages.registrations.success)).toBeVisible()

    const mail = await waitForMail(email, new RegExp(`Inscrição confirmada: ${event.titulo}`))
    expect(mail.attachments.map((file) => file.filename)).toEqual(['evento.ics'])
    const link = new URL(/Cancelar inscrição: (\S+)/.exec(mail.text ?? '')![1]!)
    expect(link.pathname).toBe(PATHS.registrationCancel)

    // The link's path and token on this test server (its origin is PUBLIC_URL, which the stack leaves at the default).
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
    await expect(page.getByText(event.titulo)).toBeVisible()
    await expect(page.getByText(event.local)).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await registrationsFor(request, event.titulo)).toHaveLength(1)

    await page.getByRole('button', { name: text.confirm }).click()
    await expect(page.getByText(text.cancelled)).toBeFocused()
    await expect(page.getByRole('button', { name: text.confirm })).toHaveCount(0)
    expect(await registrationsFor(request, event.titulo)).toHaveLength(0)

    await page.reload()
    await expect(page.getByRole('status')).toHaveText(text.alreadyCancelled)

    await page.goto(`${link.pathname}${link.search.slice(0, -1)}`)
    await expect(page.getByRole('alert')).toHaveText(text.invalidLink)
  })

  test('downloads the Termo de Adesão from the volunteer form', async ({ page }) => {
    await page.goto(PATHS.idBasicVolunteers)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: messages.volunteerTerm.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe('termo-de-adesao.pdf')
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
