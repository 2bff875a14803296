import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { EVENT_PROJECTS, PATHS, messages, type Event, type EventInput } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { adminGet, adminPost, describedImage, openAsAdmin, pickFromLibrary, uniqueTag } from './helpers.ts'

const text = messages.adminEvents

const serverEvents = async (request: APIRequestContext): Promise<Event[]> =>
  (await adminGet<{ Eventos: Event[] }>(request, '/eventos')).Eventos

const createEvent = async (request: APIRequestContext, data: EventInput): Promise<Event> =>
  (await (await adminPost(request, '/eventos', data)).json()) as Event

const eventData = (tag: string, suffix: string, projeto: string) => ({
  titulo: `Palestra ${tag} ${suffix}`,
  local: 'Auditório Municipal',
  data: '2026-03-05',
  horario: '14:30:00',
  palestrante: `Dra. Helena ${tag}`,
  projeto,
  subTitulo: `Conversa sobre memória e saúde ${suffix}`,
  foto: '/media/palestra.svg',
})

const card = (page: Page, titulo: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo, exact: true }) })
const search = (page: Page) => page.getByLabel(text.searchLabel)
/** The API call only, not the /admin/eventos page itself. */
const isEventsApi = (url: URL) => url.pathname === '/eventos'

test('shows the date, time, description and state of each event, and filters by título, palestrante or projeto', async ({ page, request }) => {
  const tag = uniqueTag('EVT')
  await createEvent(request, eventData(tag, 'A', `Projeto ${tag}`))
  await createEvent(request, { ...eventData(tag, 'B', `Projeto ${tag}`), palestrante: `Prof. Otávio ${tag}` })
  await openAsAdmin(page, request, PATHS.adminEvents)

  await search(page).fill(`projeto ${tag.toLowerCase()}`)
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2)
  const first = card(page, `Palestra ${tag} A`)
  await expect(first.getByText('05/03/2026')).toBeVisible()
  await expect(first.getByText('14:30', { exact: true })).toBeVisible()
  await expect(first.getByText('Descrição')).toBeVisible()
  await expect(first.getByText('Conversa sobre memória e saúde A')).toBeVisible()
  await expect(first.getByText(text.inactive, { exact: true })).toBeVisible()

  await search(page).fill(`OTÁVIO ${tag}`)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([`Palestra ${tag} B`])
  await search(page).fill(`palestra ${tag.toLowerCase()} a`)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([`Palestra ${tag} A`])
  await search(page).fill(`${tag}-inexistente`)
  await expect(page.getByText(messages.events.noneMatching)).toBeVisible()
  await expectNoAxeViolations(page)
})

/** The photo button of the event form: the media library's picker. */
const photoPicker = (dialog: Locator) =>
  dialog.getByRole('group', { name: messages.eventOperations.photoLabel }).getByRole('button', { name: messages.media.pickerTitle })

test('creates an event only with all eight fields, the projeto chosen from the list and the photo from the library', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('NEV')
  const titulo = `Oficina ${tag}`
  const photo = await describedImage(request, { red: 60, green: 200, alt: 'Pessoas idosas em oficina de celular', name: 'oficina.png' })
  await openAsAdmin(page, request, PATHS.adminEvents)
  await page.getByRole('button', { name: text.addButton }).click()
  const dialog = page.getByRole('dialog', { name: text.addTitle })
  await expect(dialog.getByLabel('Título')).toBeFocused()
  await expectNoAxeViolations(page)

  await dialog.getByLabel('Título').fill(titulo)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(messages.common.completeAllFields)

  await dialog.getByLabel('Local').fill('Biblioteca Central')
  await dialog.getByLabel('Data').fill('2026-04-10')
  await dialog.getByLabel('Horário').fill('09:15')
  await dialog.getByLabel('Palestrante').fill('Me. Júlia Prado')
  await dialog.getByLabel('Projeto').selectOption(EVENT_PROJECTS[2])
  await dialog.getByLabel('Descrição').fill('Uso seguro do celular')
  await pickFromLibrary(page, photoPicker(dialog), photo)
  await expect(dialog.getByRole('img', { name: photo.alt })).toBeVisible()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: messages.events.created })).toBeVisible()
  await search(page).fill(tag)
  await expect(card(page, titulo).getByText('10/04/2026')).toBeVisible()

  const saved = (await serverEvents(request)).find((event) => event.titulo === titulo)
  expect(saved).toMatchObject({
    local: 'Biblioteca Central',
    data: '2026-04-10',
    horario: '09:15:00',
    palestrante: 'Me. Júlia Prado',
    projeto: EVENT_PROJECTS[2],
    subTitulo: 'Uso seguro do celular',
    foto: photo.url,
  })

  // A value the server refuses (a title over its limit): its message next to the field, not a banner.
  await page.getByRole('button', { name: text.addButton }).click()
  await dialog.getByLabel('Título').fill('x'.repeat(400))
  for (const [label, value] of [
    ['Local', 'L'],
    ['Data', '2026-04-11'],
    ['Horário', '10:00'],
    ['Palestrante', 'P'],
    ['Descrição', 'D'],
  ] as const) {
    await dialog.getByLabel(label).fill(value)
  }
  await pickFromLibrary(page, photoPicker(dialog), photo)
  await dialog.getByLabel('Projeto').selectOption(EVENT_PROJECTS[2])
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByLabel('Título')).toBeFocused()
  await expect(dialog.getByLabel('Título')).toHaveAccessibleDescription(messages.common.tooLong)
  await expect(dialog.getByRole('alert')).toHaveText('')
})

test('edits the fields and the active flag; activating one deactivates the other of its projeto', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('ACT')
  const projeto = `Projeto ${tag}`
  const one = await createEvent(request, eventData(tag, 'Um', projeto))
  const two = await createEvent(request, eventData(tag, 'Dois', projeto))
  await openAsAdmin(page, request, PATHS.adminEvents)
  await search(page).fill(projeto)

  await page.getByRole('button', { name: `Editar ${one.titulo}` }).click()
  const dialog = page.getByRole('dialog', { name: text.editTitle })
  await expect(dialog.getByLabel('Horário')).toHaveValue('14:30')
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Local').fill('Centro Cultural')
  await dialog.getByLabel('Status').selectOption({ label: text.active })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible()
  await expect(card(page, one.titulo).getByText(text.active, { exact: true })).toBeVisible()
  let events = await serverEvents(request)
  expect(events.find((event) => event.id === one.id)).toMatchObject({ local: 'Centro Cultural', ativa: true })

  await page.getByRole('button', { name: `Editar ${two.titulo}` }).click()
  await dialog.getByLabel('Status').selectOption({ label: text.active })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page, one.titulo).getByText(text.inactive, { exact: true })).toBeVisible()
  await expect(card(page, two.titulo).getByText(text.active, { exact: true })).toBeVisible()
  events = await serverEvents(request)
  expect(events.find((event) => event.id === one.id)?.ativa).toBe(false)
  expect(events.find((event) => event.id === two.id)?.ativa).toBe(true)
})

test('deletes an event after confirmation', async ({ page, request }) => {
  const tag = uniqueTag('DEV')
  const event = await createEvent(request, eventData(tag, 'Excluir', `Projeto ${tag}`))
  await openAsAdmin(page, request, PATHS.adminEvents)
  await search(page).fill(tag)
  await page.getByRole('button', { name: `Excluir ${event.titulo}` }).click()
  const dialog = page.getByRole('dialog', { name: messages.admin.confirmDeleteTitle })
  await expect(dialog).toContainText(event.titulo)
  await dialog.getByRole('button', { name: 'Excluir' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(messages.events.noneMatching)).toBeVisible()
  expect((await serverEvents(request)).some((item) => item.id === event.id)).toBe(false)
})

test('N/A for an empty projeto and Nenhum evento encontrado for an empty list', async ({ page, request }) => {
  // The server requires a projeto, so these shapes are simulated at the network boundary.
  await page.route(isEventsApi, (route) =>
    route.fulfill({ json: { Eventos: [{ ...eventData('SIM', 'Sem projeto', ''), id: 999999, ativa: true }] } }),
  )
  await openAsAdmin(page, request, PATHS.adminEvents)
  await expect(card(page, 'Palestra SIM Sem projeto').getByText('N/A', { exact: true })).toBeVisible()
  await page.route(isEventsApi, (route) => route.fulfill({ json: { Eventos: [] } }))
  await page.reload()
  await expect(page.getByText(messages.events.none, { exact: true })).toBeVisible()
})
