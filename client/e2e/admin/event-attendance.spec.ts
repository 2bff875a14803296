import { test, type APIRequestContext } from '@playwright/test'
import {
  EVENT_PROJECTS,
  LECTURE_CYCLE_PROJECT,
  certificateIssueSummary,
  certificatesIssuedText,
  isoDateInSiteZone,
  messages,
  type Event,
} from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { waitForMail } from '../support/mail.ts'
import { activateCycleEvent, expect, unique } from '../flows/flow-support.ts'
import { adminHeaders, adminPost, openAsAdmin } from './helpers.ts'

const ops = messages.eventOperations

/** An open event (active, today: registrations still open, certificates already allowed) with these hours and places. */
async function openEvent(request: APIRequestContext, projeto: string, extra: { cargaHoraria?: number; vagas?: number }) {
  const event = (await (
    await adminPost(request, '/eventos', {
      titulo: `Oficina ${unique()}`,
      local: 'Sala 3',
      data: isoDateInSiteZone(),
      horario: '09:00',
      palestrante: 'Prof. Renato Alves',
      projeto,
      subTitulo: 'Prática no celular',
      foto: '/media/oficina.svg',
      ...extra,
    })
  ).json()) as Event
  const activated = await request.put('/eventos', {
    headers: await adminHeaders(request),
    data: { titulo: event.titulo, projeto, ativa: true },
  })
  expect(activated.status()).toBe(200)
  return event
}

const register = (request: APIRequestContext, titulo: string, nome: string, email: string) =>
  request.post('/inscrever', { data: { nome, email, telefone: '(48) 3333-0000', titulo, comoConheceu: 'Amigos' } })

for (const width of [390, 1280]) {
  test(`marks attendance and issues each attendee's certificate once, e-mailed with its link (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const event = await openEvent(request, EVENT_PROJECTS[1], { cargaHoraria: 6 })
    const tag = unique()
    const present = { nome: `Ana Presente ${tag}`, email: `ana.${tag}@example.com` }
    const absent = { nome: `Bruno Ausente ${tag}`, email: `bruno.${tag}@example.com` }
    for (const person of [present, absent]) expect((await register(request, event.titulo, person.nome, person.email)).status()).toBe(201)

    await openAsAdmin(page, request, '/admin/eventos')
    await page.getByLabel(messages.adminEvents.searchLabel).fill(event.titulo)
    await expect(page.getByText('2 inscrições', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: `${ops.manage}: ${event.titulo}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: event.titulo })).toBeVisible()

    const check = page.getByRole('checkbox', { name: `${ops.present}: ${present.nome}` })
    const saved = page.waitForResponse((response) => response.url().endsWith('/presenca') && response.ok())
    await check.check()
    await saved
    await expectNoAxeViolations(page)

    // Asked first, with what goes out; confirmed with the keyboard.
    await page.getByRole('button', { name: ops.issueCertificates }).click()
    const confirm = page.getByRole('dialog', { name: messages.certificateIssue.confirmTitle })
    await expect(confirm).toContainText(certificateIssueSummary(1))
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: messages.certificateIssue.confirm })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: certificatesIssuedText(1) })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: present.nome })
    await expect(row.getByText(/^[A-Z2-9]{8}$/)).toBeVisible()
    const codigo = (await row.getByText(/^[A-Z2-9]{8}$/).textContent())!
    await expect(page.getByRole('row').filter({ hasText: absent.nome }).getByText('–')).toBeVisible()

    const mail = await waitForMail(present.email, new RegExp(`/validador/${codigo}`))
    expect(mail.subject).toBe(`${ops.certificateMailSubject}: ${event.titulo}`)
    expect(mail.text).toContain('6 horas')

    await page.getByRole('button', { name: ops.issueCertificates }).click()
    await expect(page.getByRole('status').filter({ hasText: ops.noneToIssue })).toBeVisible()
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // Printed: names and a column to sign; no menu, buttons, marks, e-mails or phones.
    const sidebar = page.getByRole('banner')
    await expect(sidebar).toBeVisible()
    await expect(page.getByRole('columnheader', { name: ops.signature })).toBeHidden()
    await expect(row.getByText(present.email)).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('columnheader', { name: ops.signature })).toBeVisible()
    await expect(page.getByRole('cell', { name: present.nome })).toBeVisible()
    await expect(page.getByRole('button', { name: ops.issueCertificates })).toBeHidden()
    await expect(sidebar).toBeHidden()
    for (const hidden of [present.email, '(48) 3333-0000', codigo]) await expect(row.getByText(hidden)).toBeHidden()
    await expect(check).toBeHidden()
  })
}

test('on a phone, finds a person by name, marks everyone present at once and shows many people per screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const event = await openEvent(request, EVENT_PROJECTS[1], { cargaHoraria: 2 })
  const tag = unique()
  const names = ['Ana', 'Bruno', 'Célia', 'Davi', 'Elisa', 'Fábio', 'Gilda', 'Heitor'].map((name) => `${name} Souza ${tag}`)
  for (const [index, nome] of names.entries()) {
    expect((await register(request, event.titulo, nome, `pessoa${index}.${tag}@example.com`)).status()).toBe(201)
  }
  await openAsAdmin(page, request, `/admin/eventos/${event.id}`)
  const rows = page.locator('.attendance__table tbody tr')
  await expect(rows).toHaveCount(names.length)

  // Five people or more within one screen's height.
  const first = (await rows.nth(0).boundingBox())!
  const fifth = (await rows.nth(4).boundingBox())!
  expect(fifth.y + fifth.height - first.y).toBeLessThan(844)

  const search = page.getByRole('searchbox', { name: ops.searchByName })
  await search.fill('celia')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(names[2]!)
  await page.getByRole('button', { name: ops.markAll }).click()
  await expect(page.getByRole('status').filter({ hasText: ops.markedAll(1) })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `${ops.present}: ${names[2]}` })).toBeChecked()

  await search.fill('')
  await expect(rows).toHaveCount(names.length)
  await page.getByRole('button', { name: ops.markAll }).click()
  await expect(page.getByRole('status').filter({ hasText: ops.markedAll(names.length - 1) })).toBeVisible()
  await expect(page.getByRole('button', { name: ops.markAll })).toBeDisabled()
  const saved = (await (await request.get(`/eventos/${event.id}/inscricoes`, { headers: await adminHeaders(request) })).json()) as {
    inscricoes: { presente: boolean }[]
  }
  expect(saved.inscricoes.map((attendee) => attendee.presente)).toEqual(names.map(() => true))
  await expectNoAxeViolations(page)
})

test('the public page says "Inscrições esgotadas" when the last place goes, before and after the form is sent', async ({
  page,
  request,
}) => {
  // The cycle's active event changes here: put the one active before back afterwards.
  const before = await request.post('/eventos/ativa', { data: { projeto: LECTURE_CYCLE_PROJECT } })
  const previous = before.ok() ? ((await before.json()) as { consulta: Event }).consulta.titulo : null
  try {
    const event = await openEvent(request, LECTURE_CYCLE_PROJECT, { vagas: 1 })
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/ciclo/inscricoes')
    await expect(page.getByRole('heading', { name: event.titulo })).toBeVisible()

    // Someone else takes the last place while the visitor fills in the form.
    expect((await register(request, event.titulo, `Primeira ${unique()}`, 'primeira@example.com')).status()).toBe(201)
    await page.getByRole('textbox', { name: 'Nome' }).fill(`Segunda ${unique()}`)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('segunda@example.com')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 98888-0000')
    await page.getByRole('combobox', { name: messages.cyclePage.howFound }).selectOption('Amigos')
    await page.getByRole('button', { name: messages.cyclePage.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(ops.full)

    await page.reload()
    await expect(page.getByRole('heading', { name: ops.full })).toBeVisible()
    await expect(page.getByRole('button', { name: messages.cyclePage.submit })).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    if (previous) await activateCycleEvent(request, previous)
  }
})
