import { expect, test, type APIRequestContext } from '@playwright/test'
import { isoDateInSiteZone, messages, PATHS, type ContactSettings } from '@site/contracts'
import { adminHeaders, openAsAdmin, uniqueTag } from '../admin/helpers.ts'

const text = messages.content

/** Removes what a test added (matched by its tag), so the persistent database stays as the seed left it. */
async function removeTagged(request: APIRequestContext, kind: string, tag: string) {
  const headers = await adminHeaders(request)
  const items = (await (await request.get(`/conteudo/${kind}`)).json()) as { id: number; [field: string]: unknown }[]
  for (const item of items.filter((entry) => JSON.stringify(entry).includes(tag))) {
    await request.delete(`/conteudo/${kind}/${item.id}`, { headers })
  }
}

test('staff add a team member, a partner and a course offering, reorder and delete, and visitors see them', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('E2E')
  const person = `Rosa ${tag}`
  const partner = `Instituto ${tag}`
  const turma = `Turma ${tag}`
  try {
    // Team: add at the end, move up by keyboard (the focus stays on the moved item), then see it on /equipe.
    await openAsAdmin(page, request, PATHS.adminTeam)
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Nome').fill(person)
    await dialog.getByLabel('Cargo').fill('Orientadora educacional')
    await dialog.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
    const moveUp = page.getByRole('button', { name: `${text.moveUp}: ${person}` })
    await expect(page.getByRole('button', { name: `${text.moveDown}: ${person}` })).toBeDisabled()
    await moveUp.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: text.moved })).toBeVisible()
    await expect(page.getByRole('button', { name: `${text.moveDown}: ${person}` })).toBeEnabled()
    await expect(moveUp).toBeFocused()

    await page.goto(PATHS.team)
    await expect(page.getByRole('heading', { level: 3, name: person })).toBeVisible()
    await expect(page.locator('.team-card').last()).not.toContainText(person)

    // Partner: an example address is refused with the rule's message; a real one is shown as a link.
    await page.goto(PATHS.adminPartners)
    await page.getByRole('button', { name: 'Adicionar parceiro' }).click()
    await dialog.getByLabel('Nome').fill(partner)
    await dialog.getByLabel('Site oficial').fill('https://www.example.org/parceiro')
    await dialog.getByRole('button', { name: messages.admin.save }).click()
    await expect(dialog.getByRole('alert')).toHaveText(text.linkNotReal)
    await dialog.getByLabel('Site oficial').fill('https://www.bibliotecanacional.gov.br/')
    await dialog.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
    await page.goto(PATHS.partners)
    await expect(page.getByRole('link', { name: `${partner} (abre em nova aba)` })).toHaveAttribute(
      'href',
      'https://www.bibliotecanacional.gov.br/',
    )

    // Course offering: open for registration, shown on its course page with vacancies and the sign-up link.
    await page.goto(PATHS.adminCourses)
    await page.getByRole('button', { name: 'Adicionar turma' }).click()
    await dialog.getByLabel('Curso').selectOption({ label: 'Redação Oficial' })
    await dialog.getByLabel('Turma', { exact: true }).fill(turma)
    await dialog.getByLabel('Data de início').fill(isoDateInSiteZone())
    await dialog.getByLabel('Horário').fill('14h às 17h')
    await dialog.getByLabel('Local', { exact: true }).fill('Centro de Formação Continuada')
    await dialog.getByLabel('Vagas').fill('25')
    await dialog.getByLabel('Inscrições').selectOption('Inscrições abertas')
    await dialog.getByLabel('Link de inscrição').fill('https://www.escolavirtual.gov.br/')
    await dialog.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
    await page.goto(PATHS.courseOfficialWriting)
    const offering = page.locator('.schedule-list__item').filter({ hasText: turma })
    await expect(offering).toContainText('25 vagas')
    await expect(offering).toContainText('Inscrições abertas')
    await expect(offering.getByRole('link', { name: /^Inscreva-se/ })).toHaveAttribute('href', 'https://www.escolavirtual.gov.br/')

    // Deleting asks first; once confirmed, the person is gone from the public page.
    await page.goto(PATHS.adminTeam)
    await page.getByRole('button', { name: `${messages.admin.delete} ${person}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: messages.admin.delete }).click()
    await expect(page.getByRole('status').filter({ hasText: text.movedToTrash })).toBeVisible()
    await page.goto(PATHS.team)
    await expect(page.locator('.team-card').first()).toBeVisible()
    await expect(page.getByText(person)).toHaveCount(0)
  } finally {
    await removeTagged(request, 'equipe', tag)
    await removeTagged(request, 'parceiros', tag)
    await removeTagged(request, 'turmas', tag)
  }
})

test('a WhatsApp number changed in Configurações is the one the floating button and the footer use', async ({
  page,
  request,
}) => {
  const before = (await (await request.get('/configuracoes/contatos')).json()) as ContactSettings
  try {
    await openAsAdmin(page, request, PATHS.adminSettings)
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp' })
    await whatsapp.fill('48 9 1234 5678')
    await page.getByRole('textbox', { name: /^Instagram/ }).fill('https://www.facebook.com/fundacao')
    await page.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('alert').filter({ hasText: messages.siteSettings.invalidInstagram })).toBeVisible()
    await page.getByRole('textbox', { name: /^Instagram/ }).fill('')
    await page.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.siteSettings.saved })).toBeVisible()
    await expect(whatsapp).toHaveValue('(48) 91234-5678')

    await page.goto(PATHS.home)
    await expect(page.getByRole('link', { name: 'Conversar pelo WhatsApp (abre em nova aba)' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5548912345678\?text=/,
    )
    await expect(page.locator('footer').getByRole('link', { name: '(48) 91234-5678' })).toHaveAttribute(
      'href',
      'tel:+5548912345678',
    )
  } finally {
    await request.put('/configuracoes/contatos', { headers: await adminHeaders(request), data: before })
  }
})
