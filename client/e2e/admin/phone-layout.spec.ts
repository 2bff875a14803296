import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PATHS, messages, type AdminScreen } from '@site/contracts'
import { layoutProblems } from '../support/display-modes.ts'
import { PDF } from '../flows/flow-support.ts'
import { adminGet, adminHeaders, adminPost, createOpenEvent, openAsAdmin, uniqueTag } from './helpers.ts'

/**
 * The admin area on a phone (390 × 844), with normal text and with the site's largest text (200%): no screen scrolls
 * sideways and no word is broken across lines (support/display-modes.ts finds both), and the menu waits behind one
 * button so that each screen starts with its own heading. Every admin path of PATHS is walked, and the screens
 * behind a record: the news editor, an event's attendance, an application and a request of the inbox, a page's editor.
 */
test.use({ viewport: { width: 390, height: 844 } })

const TAG = uniqueTag('CEL')
const TEXT_SCALES = [100, 200]

const ADMIN_PATHS = (Object.keys(PATHS) as (keyof typeof PATHS)[])
  .filter((key): key is AdminScreen => key.startsWith('admin'))
  .map((key) => PATHS[key])

/** One volunteer application and one document request, sent through the public API; their ids in the inbox. */
async function inboxRecords(request: APIRequestContext): Promise<{ volunteer: number; documentRequest: number }> {
  const person = { nome: `Valéria Cardoso ${TAG}`, email: `valeria.${TAG.toLowerCase()}@example.com`, telefone: '(48) 98877-6655' }
  const place = { endereco: 'Rua das Acácias, 120', cidade: 'Florianópolis', estado: 'SC' }
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF })
  const sent = [
    await request.post('/enviar-voluntariado', {
      multipart: { ...person, ...place, escolaridade: 'Ensino Médio Completo', nivelConhecimento: '7', termoAdesao: pdf('termo.pdf') },
    }),
    await request.post('/enviar-requerimento', {
      multipart: {
        ...person,
        ...place,
        cpf: '529.982.247-25',
        cep: '88000-000',
        curso: 'pedagogia',
        envio: 'email',
        requerimento: 'diploma',
        declaracao: 'true',
        rg: pdf('rg.pdf'),
        certidao: pdf('certidao.pdf'),
      },
    }),
  ]
  for (const response of sent) expect(response.status(), await response.text()).toBe(201)
  const firstId = async (path: string) => (await adminGet<{ itens: { id: number }[] }>(request, `${path}?busca=${TAG}`)).itens[0]!.id
  return { volunteer: await firstId('/caixa/candidaturas'), documentRequest: await firstId('/caixa/requerimentos') }
}

/** An open event with two registrations; its id. */
async function eventWithRegistrations(request: APIRequestContext): Promise<number> {
  const titulo = `Oficina de fotografia com celular ${TAG}`
  await createOpenEvent(request, {
    titulo,
    projeto: `Projeto ${TAG}`,
    local: 'Auditório da Biblioteca Municipal',
    horario: '10:00',
    palestrante: 'Profa. Marília Albuquerque',
    subTitulo: 'Enquadramento, luz natural e edição no próprio aparelho',
    foto: '/media/x.svg',
    cargaHoraria: 4,
  })
  for (const nome of ['Maria Aparecida Nascimento', 'Bartolomeu Vasconcelos']) {
    const email = `${nome.split(' ')[0]!.toLowerCase()}.${TAG.toLowerCase()}@example.com`
    const registered = await request.post('/inscrever', { data: { nome, email, telefone: '(48) 98877-6655', titulo, comoConheceu: 'Amigos' } })
    expect(registered.status(), await registered.text()).toBe(201)
  }
  const { Eventos: events } = await adminGet<{ Eventos: { id: number; titulo: string }[] }>(request, '/eventos')
  return events.find((event) => event.titulo === titulo)!.id
}

/** Every admin screen, with a record of its own where a screen shows one. */
async function everyAdminScreen(request: APIRequestContext): Promise<string[]> {
  const news = await adminPost(request, '/api/admin/noticias', {
    titulo: `Inauguração da biblioteca comunitária: inscrições abertas para voluntariado ${TAG}`,
    resumo: 'Moradores podem ajudar na organização do acervo e nas oficinas de leitura.',
    corpo: '<p>Procuramos voluntários para organizar o acervo.</p>',
    capaId: null,
    publicadoEm: new Date().toISOString(),
    estado: 'rascunho',
  })
  const event = await eventWithRegistrations(request)
  const inbox = await inboxRecords(request)
  // The home page: the seeded page with the most kinds of section.
  const home = (await adminGet<{ id: number; caminho: string }[]>(request, '/api/admin/paginas')).find((stored) => stored.caminho === PATHS.home)!
  return [
    ...ADMIN_PATHS,
    `${PATHS.adminNews}/nova`,
    `${PATHS.adminNews}/${((await news.json()) as { id: number }).id}`,
    `${PATHS.adminEvents}/${event}`,
    `${PATHS.adminVolunteers}/${inbox.volunteer}`,
    `${PATHS.adminDocumentRequests}/${inbox.documentRequest}`,
    `${PATHS.adminPages}/${home.id}`,
  ]
}

/** The screen with its data: the heading shown and no list still loading. */
async function openScreen(page: Page, request: APIRequestContext, path: string) {
  await openAsAdmin(page, request, path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(messages.common.loading)).toHaveCount(0)
}

const setTextScale = (page: Page, scale: number) =>
  page.evaluate(async (percent) => {
    document.documentElement.style.fontSize = `${percent}%`
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }, scale)

const PHONE_PROBLEMS = new Set(['horizontal-scroll', 'word-broken-across-lines'])

test('every admin screen fits a phone, with normal and doubled text', async ({ page, request }) => {
  test.setTimeout(240_000)
  await adminHeaders(request)
  for (const path of await everyAdminScreen(request)) {
    await openScreen(page, request, path)
    for (const scale of TEXT_SCALES) {
      await setTextScale(page, scale)
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)
      expect.soft(sideways, `${path} at ${scale}% scrolls sideways by`).toBeLessThanOrEqual(0)
      const problems = (await layoutProblems(page)).filter((problem) => PHONE_PROBLEMS.has(problem.id))
      expect.soft(problems, `${path} at ${scale}%`).toEqual([])
    }
  }
})

test('on a phone the menu waits behind one button: the screen starts with its heading, Escape closes the menu', async ({
  page,
  request,
}) => {
  await openScreen(page, request, PATHS.adminUsers)
  const heading = page.getByRole('heading', { level: 1, name: messages.adminAccounts.usersTitle })
  expect((await heading.boundingBox())!.y).toBeLessThan(844 / 4)
  const toggle = page.getByRole('button', { name: messages.admin.menu })
  const menu = page.getByRole('navigation', { name: messages.admin.panelTitle })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()

  await toggle.press('Enter')
  await menu.getByRole('link', { name: messages.audit.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: messages.audit.title })).toBeVisible()
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})
