import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PATHS, isoDateInSiteZone, isoDateYearsLater, messages, type Registration } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { adminGet, adminPost, createOpenEvent, openAsAdmin, tableBodyRows, uniqueTag } from './helpers.ts'
import { holdRequests } from '../support/hold.ts'
import { waitForMail } from '../support/mail.ts'

const text = messages.adminRegistrations
const TAG = uniqueTag('INS')
const EVENT = `Encontro ${TAG} Saúde`
const OTHER_EVENT = `Roda ${TAG} Memória`

const eventFields = (titulo: string) => ({
  titulo,
  local: 'Auditório',
  horario: '10:00',
  palestrante: 'Dra. Alice',
  projeto: `Projeto ${TAG} ${titulo}`,
  subTitulo: 'Conversa',
  foto: '/media/x.svg',
})

/** An open event of a projeto of its own. */
const createEvent = (request: APIRequestContext, titulo: string) => createOpenEvent(request, eventFields(titulo))

async function register(request: APIRequestContext, nome: string, titulo: string, email: string, telefone: string) {
  const response = await request.post('/inscrever', {
    data: { nome, email, telefone, titulo, comoConheceu: 'Amigos' },
  })
  expect(response.status()).toBe(201)
}

const serverRegistrations = (request: APIRequestContext) => adminGet<Registration[]>(request, '/listaInscritos')

/** 12 people in EVENT (José Conceição among them) and one in OTHER_EVENT. */
test.beforeAll(async ({ request }) => {
  await createEvent(request, EVENT)
  await createEvent(request, OTHER_EVENT)
  for (let index = 1; index <= 11; index += 1) {
    await register(request, `Pessoa ${TAG} ${index}`, EVENT, `pessoa${index}@${TAG.toLowerCase()}.org`, `(11) 9000-${1000 + index}`)
  }
  await register(request, `José Conceição ${TAG}`, EVENT, `jose@${TAG.toLowerCase()}.org`, '(12) 98888-7777')
  await register(request, `Ana Lúcia ${TAG}`, OTHER_EVENT, `ana.pessoa@${TAG.toLowerCase()}.org`, '(13) 97777-6666')
})

const searchBox = (page: Page) => page.getByLabel(text.searchLabel)
const fieldSelect = (page: Page) => page.getByLabel(text.fieldLabel)
const eventSelect = (page: Page) => page.getByLabel(text.eventFilterLabel)

test('filters by event and text, counts, caps at 10 and shows the full list until filters change', async ({
  page,
  request,
}) => {
  const releaseList = await holdRequests(page, '**/listaInscritos')
  await openAsAdmin(page, request, PATHS.adminRegistrations)
  await expect(page.getByText(messages.registrations.loading)).toBeVisible()
  releaseList()
  await expect(page.getByRole('heading', { level: 2, name: text.recentHeading })).toBeVisible()
  await page.unroute('**/listaInscritos')

  await eventSelect(page).selectOption(EVENT)
  await expect(page.getByRole('heading', { level: 2, name: text.filteredHeading })).toBeVisible()
  await expect(page.getByText('12 resultados')).toBeVisible()
  await expect(tableBodyRows(page)).toHaveCount(10)
  await expect(page.getByText('Mostrando 10 de 12 inscrições')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: text.showAll }).click()
  await expect(tableBodyRows(page)).toHaveCount(12)
  await expect(page.getByRole('button', { name: text.showAll })).toHaveCount(0)

  // Any filter change caps the table again.
  await fieldSelect(page).selectOption({ label: 'Nome' })
  await expect(tableBodyRows(page)).toHaveCount(10)
  await expect(page.getByText('Mostrando 10 de 12 inscrições')).toBeVisible()

  // Field selector: 'pessoa' is in 11 names of EVENT, and in Ana's e-mail (other event).
  await eventSelect(page).selectOption({ label: text.allEvents })
  await searchBox(page).fill(`pessoa`)
  await fieldSelect(page).selectOption({ label: 'Email' })
  await searchBox(page).fill(`ana.pessoa@${TAG.toLowerCase()}`)
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: `Ana Lúcia ${TAG}`, exact: true })).toBeVisible()
  await fieldSelect(page).selectOption({ label: 'Nome' })
  await expect(page.getByText('0 resultados')).toBeVisible()
  await expect(page.getByText(messages.registrations.noneMatching)).toBeVisible()
  await fieldSelect(page).selectOption({ label: 'Telefone' })
  await searchBox(page).fill('(12) 98888-7777')
  await expect(page.getByRole('cell', { name: `José Conceição ${TAG}`, exact: true })).toBeVisible()
  await fieldSelect(page).selectOption({ label: 'Evento' })
  await searchBox(page).fill(OTHER_EVENT.toUpperCase())
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible()
  await fieldSelect(page).selectOption({ label: 'Todos os campos' })
  await searchBox(page).fill(TAG.toLowerCase())
  await expect(page.getByText('13 resultados')).toBeVisible()
})

test('exports the filtered rows as a CSV Brazilian Excel opens', async ({ page, request }) => {
  await openAsAdmin(page, request, PATHS.adminRegistrations)
  await eventSelect(page).selectOption(EVENT)
  await expect(page.getByText('12 resultados')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.exportCsv }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^inscricoes-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const content = bytes.subarray(3).toString('utf8')
  const lines = content.split('\r\n')
  expect(lines[0]).toBe('"Protocolo";"Nome";"Email";"Telefone";"Evento";"Como conheceu";"Data de inscrição"')
  expect(lines).toHaveLength(14) // header, 12 rows, and the empty string after the final CRLF
  expect(lines.at(-1)).toBe('')
  const jose = lines.find((line) => line.includes('José Conceição'))
  expect(jose).toMatch(
    new RegExp(`^"(INS-\\d{4}-\\d{6})?";"José Conceição ${TAG}";"jose@${TAG.toLowerCase()}\\.org";"\\(12\\) 98888-7777";"${EVENT}";"Amigos";"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}"$`),
  )
})

test('adds, edits and deletes a registration through the dialogs', async ({ page, request }) => {
  const nome = `Clara Nunes ${TAG}`
  await openAsAdmin(page, request, PATHS.adminRegistrations)
  await expect(page.getByRole('heading', { level: 2, name: text.recentHeading })).toBeVisible()
  await page.getByRole('button', { name: text.addButton }).click()
  const dialog = page.getByRole('dialog', { name: text.addTitle })
  await expect(dialog.getByLabel('Nome')).toBeFocused()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Nome').fill(nome)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(messages.common.completeAllFields)
  await dialog.getByLabel('Email').fill(`clara@${TAG.toLowerCase()}.org`)
  await dialog.getByLabel('Telefone').fill('(11) 95555-4444')
  await dialog.getByLabel('Evento').selectOption(OTHER_EVENT)
  await dialog.getByLabel('Como conheceu').selectOption('Instagram')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
  let saved = (await serverRegistrations(request)).find((row) => row.nome === nome)
  expect(saved).toMatchObject({ titulo: OTHER_EVENT, comoConheceu: 'Instagram', telefone: '(11) 95555-4444' })

  // The same person again: the server's duplicate message.
  await page.getByRole('button', { name: text.addButton }).click()
  await dialog.getByLabel('Nome').fill(nome.toUpperCase())
  await dialog.getByLabel('Email').fill(`clara2@${TAG.toLowerCase()}.org`)
  await dialog.getByLabel('Telefone').fill('(11) 95555-0000')
  await dialog.getByLabel('Evento').selectOption(OTHER_EVENT)
  await dialog.getByLabel('Como conheceu').selectOption('Outros')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(messages.registrations.duplicate)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await searchBox(page).fill(nome)
  await page.getByRole('button', { name: `Editar ${nome}` }).click()
  const edit = page.getByRole('dialog', { name: text.editTitle })
  await expect(edit.getByLabel('Telefone')).toHaveValue('(11) 95555-4444')
  await edit.getByLabel('Telefone').fill('(11) 93333-2222')
  await edit.getByLabel('Evento').selectOption(EVENT)
  await edit.getByRole('button', { name: 'Salvar' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('cell', { name: '(11) 93333-2222', exact: true })).toBeVisible()
  saved = (await serverRegistrations(request)).find((row) => row.id === saved!.id)
  expect(saved).toMatchObject({ telefone: '(11) 93333-2222', titulo: EVENT })

  await page.getByRole('button', { name: `Excluir ${nome}` }).click()
  const confirm = page.getByRole('dialog', { name: messages.admin.confirmDeleteTitle })
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Excluir' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(messages.registrations.noneMatching)).toBeVisible()
  expect((await serverRegistrations(request)).some((row) => row.id === saved!.id)).toBe(false)
})

test('Erro no sistema when the list fails, N/A for no event, and the empty message', async ({ page, request }) => {
  await page.route('**/listaInscritos', (route) => route.fulfill({ status: 500, json: {} }))
  await openAsAdmin(page, request, PATHS.adminRegistrations)
  await expect(page.getByRole('alert')).toHaveText(messages.common.systemError)

  await page.route('**/listaInscritos', (route) =>
    route.fulfill({
      json: [{ id: 1, nome: 'Sem Evento', email: 'a@b.org', telefone: '1', titulo: '', comoConheceu: 'Amigos', criadoEm: '' }],
    }),
  )
  await page.reload()
  await expect(page.getByRole('cell', { name: 'N/A', exact: true })).toBeVisible()
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible()

  await page.route('**/listaInscritos', (route) => route.fulfill({ json: [] }))
  await page.reload()
  await expect(page.getByText(messages.registrations.none, { exact: true })).toBeVisible()
})

test('adds walk-ins to a past event within its places, e-mailing the confirmation only when ticked', async ({ page, request }) => {
  const past = `Oficina ${TAG} Passada`
  await adminPost(request, '/eventos', { ...eventFields(past), data: isoDateYearsLater(isoDateInSiteZone(), -1), vagas: 2 })
  const email = (name: string) => `${name}@${TAG.toLowerCase()}.org`
  await openAsAdmin(page, request, PATHS.adminRegistrations)
  await expect(page.getByRole('heading', { level: 2, name: text.recentHeading })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: text.addTitle })

  const addWalkIn = async (nome: string, sendConfirmation: boolean) => {
    await page.getByRole('button', { name: text.addButton }).click()
    await dialog.getByLabel('Nome').fill(`${nome} ${TAG}`)
    await dialog.getByLabel('Email').fill(email(nome.toLowerCase()))
    await dialog.getByLabel('Telefone').fill('(11) 94444-3333')
    await dialog.getByLabel('Evento').selectOption(past)
    await dialog.getByLabel('Como conheceu').selectOption('Amigos')
    const confirmation = dialog.getByRole('checkbox', { name: text.sendConfirmationLabel })
    await expect(confirmation).not.toBeChecked()
    await confirmation.setChecked(sendConfirmation)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
  }

  await addWalkIn('Rita', false)
  await expect(dialog).toBeHidden()
  await addWalkIn('Otto', true)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible()
  const mail = await waitForMail(email('otto'), new RegExp(past))
  expect(mail.text).toMatch(/INS-\d{4}-\d{6}/)
  await expect(waitForMail(email('rita'), /./, 1_000)).rejects.toThrow()

  // Both places are taken: staff are told so, in their own words, and the dialog stays open (here on a phone).
  await page.setViewportSize({ width: 390, height: 844 })
  await addWalkIn('Vera', true)
  await expect(dialog.getByRole('alert')).toHaveText(messages.eventOperations.fullForStaff)
  await expect(dialog.getByRole('checkbox', { name: text.sendConfirmationLabel })).toBeChecked()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await eventSelect(page).selectOption(past)
  await expect(page.getByText('2 resultados')).toBeVisible()
  const saved = (await serverRegistrations(request)).filter((row) => row.titulo === past).map((row) => row.nome)
  expect(saved.sort()).toEqual([`Otto ${TAG}`, `Rita ${TAG}`])
})

