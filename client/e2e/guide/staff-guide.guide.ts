/**
 * The pictures of the staff guide (docs/guia-da-equipe.md): one walk through the daily work on the demo site, a
 * picture of the screen (1280 × 800, as staff see it) at each step, written as docs/guia-da-equipe/<name>.png. The
 * names never change, so the guide's links stay valid when the pictures are taken again.
 */
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { messages, PATHS, type Event } from '@site/contracts'
import { generate } from 'otplib'
import { fileInput, pdfFile, pngFile } from '../flows/flow-support.ts'
import { FIXED_TIME, SITE_ADMIN, SITE_ORIGIN } from '../screenshots/site.ts'

const OUT_DIR = path.resolve(import.meta.dirname, '../../../docs/guia-da-equipe')
const accounts = messages.adminAccounts
const REQUESTER_EMAIL = 'renata.souza@example.com'

/** The picture of what the window shows now, once nothing is loading. */
async function picture(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide', scale: 'css' })
}

/** Opens an admin screen by its address and waits for its heading. */
async function openScreen(page: Page, address: string, heading: string | RegExp) {
  await page.goto(address)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** Where the demo site really listens: the browser's requests are routed there, the test's own calls go there. */
const server = (): string => {
  const address = process.env.GUIDE_SERVER
  if (!address) throw new Error('GUIDE_SERVER ausente: rode com npm run docs:screenshots')
  return address
}

/** The API as the signed-in browser: the token the page keeps, sent as the admin screens send it. */
async function api(page: Page) {
  const token = await page.evaluate(() => Object.values(localStorage).find((value) => value.split('.').length === 3) ?? '')
  const headers = { authorization: `Bearer ${token}` }
  return {
    get: async <T,>(url: string) => (await (await page.request.get(server() + url, { headers })).json()) as T,
    put: (url: string, data: object) => page.request.put(server() + url, { headers, data }),
  }
}

/** The server's clock (the demo site runs on a fixed one), read from an answer's Date header, in seconds. */
async function serverEpoch(page: Page): Promise<number> {
  const response = await page.request.get(`${server()}/health`)
  return Math.floor(Date.parse(response.headers()['date']!) / 1000)
}

test.beforeEach(async ({ context }) => {
  // The site knows itself as SITE_ORIGIN; its answers come from wherever it listens, so addresses on screen never change.
  await context.route(`${SITE_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(SITE_ORIGIN, server()), maxRedirects: 0 })
    await route.fulfill({ response })
  })
  await context.clock.setFixedTime(FIXED_TIME)
})

test('the staff guide, screen by screen', async ({ page }) => {
  await test.step('sign in, then turn on the two-step verification', async () => {
    await page.goto(PATHS.login)
    await page.getByLabel(messages.admin.userName).fill(SITE_ADMIN.nome)
    await page.getByLabel(messages.admin.password).fill(SITE_ADMIN.senha)
    await picture(page, 'entrar')
    await page.getByRole('button', { name: messages.admin.loginButton }).click()
    await expect(page).toHaveURL(new RegExp(`${PATHS.admin}$`))
    await picture(page, 'painel')

    await openScreen(page, PATHS.adminMyAccount, accounts.myAccountTitle)
    const panel = page.locator('section', { has: page.getByRole('heading', { name: accounts.twoFactorHeading }) })
    await panel.getByLabel(accounts.confirmWithPassword).fill(SITE_ADMIN.senha)
    await panel.getByRole('button', { name: accounts.twoFactorStart }).click()
    const secret = (await panel.locator('code').textContent()) ?? ''
    await panel.getByLabel(accounts.twoFactorCode).fill(await generate({ secret, epoch: await serverEpoch(page) }))
    await picture(page, 'duas-etapas-configurar')
    await panel.getByRole('button', { name: accounts.twoFactorConfirm }).click()
    const codes = page.locator('.recovery-codes__list li')
    await expect(codes).toHaveCount(10)
    await picture(page, 'duas-etapas-codigos-de-recuperacao')

    // The next sign-in asks for the code; a recovery code stands in for a lost phone.
    const recoveryCode = ((await codes.first().textContent()) ?? '').trim()
    await page.getByRole('button', { name: messages.admin.logout }).first().click()
    await page.goto(PATHS.login)
    await page.getByLabel(messages.admin.userName).fill(SITE_ADMIN.nome)
    await page.getByLabel(messages.admin.password).fill(SITE_ADMIN.senha)
    await page.getByRole('button', { name: messages.admin.loginButton }).click()
    const code = page.getByLabel(accounts.loginCodeLabel)
    await expect(code).toBeVisible()
    await code.fill(recoveryCode)
    await picture(page, 'entrar-com-codigo')
    await page.getByRole('button', { name: messages.admin.loginButton }).click()
    await expect(page).toHaveURL(new RegExp(`${PATHS.admin}$`))
  })

  await test.step('news, lists and photos', async () => {
    await openScreen(page, PATHS.adminNews, messages.news.title)
    await picture(page, 'noticias')
    await page.getByRole('link', { name: messages.news.newButton }).click()
    await expect(page.getByRole('heading', { level: 1, name: messages.news.newTitle })).toBeVisible()
    await page.getByLabel(messages.news.titleLabel, { exact: true }).fill('Inscrições abertas para a oficina de celular')
    await picture(page, 'noticia-nova')

    await openScreen(page, PATHS.adminTeam, /Equipe/)
    await picture(page, 'equipe')
    await openScreen(page, PATHS.adminMedia, /Mídia/)
    await picture(page, 'midia')
    await openScreen(page, PATHS.adminPagePhotos, /Fotos das páginas/)
    await picture(page, 'fotos-das-paginas')
    await openScreen(page, PATHS.adminSettings, /Configurações/)
    await picture(page, 'configuracoes')
  })

  await test.step('the inbox: a request with its protocol, and a reply', async () => {
    const form = messages.documentRequestPage
    await page.goto(PATHS.documentRequest)
    await page.getByRole('textbox', { name: 'Nome completo' }).fill('Renata Souza')
    await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 97766-0000')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(REQUESTER_EMAIL)
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('SC')
    await page.getByRole('combobox', { name: form.course }).selectOption('pedagogia')
    await page.getByRole('combobox', { name: form.documentType }).selectOption('diploma')
    await page.getByRole('radio', { name: form.deliveryOptions.email }).check()
    await fileInput(page, form.rg).setInputFiles(pdfFile('rg.pdf'))
    await fileInput(page, form.certidao).setInputFiles(pngFile('certidao.png'))
    await page.getByRole('checkbox', { name: form.declaration }).check()
    await page.getByRole('button', { name: form.submit }).click()
    const protocol = ((await page.locator('.submission-receipt__protocol strong').textContent()) ?? '').trim()

    await openScreen(page, PATHS.adminDocumentRequests, /Requerimentos/)
    await picture(page, 'requerimentos')
    await page.getByRole('link', { name: protocol }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(protocol)
    await page.getByLabel(messages.inbox.replyLabel).fill('Olá, Renata! Seu diploma está pronto. Segue em anexo a cópia digital.')
    await page.getByLabel(messages.inbox.replyLabel).scrollIntoViewIfNeeded()
    await picture(page, 'requerimento-responder')
  })

  await test.step('events, the waiting list, registrations, attendance and certificates', async () => {
    const calls = await api(page)
    const { Eventos: events } = await calls.get<{ Eventos: Event[] }>('/eventos')
    const open = events.find((event) => event.ativa)!
    // The demo lecture fills up and two people wait for a place.
    const { id, inscritos, espera, ...fields } = open
    void espera
    const edit = { ...fields, horario: fields.horario.slice(0, 5), vagas: Math.max(inscritos, 1), cargaHoraria: fields.cargaHoraria ?? '' }
    expect((await calls.put(`/eventos/${id}`, edit)).status()).toBe(200)
    for (const nome of ['Joana Prado', 'Caio Mendes']) {
      const email = `${nome.split(' ')[0]!.toLowerCase()}@example.com`
      const joined = await page.request.post(`${server()}/inscricoes/espera`, {
        data: { nome, email, telefone: '(48) 99111-2233', titulo: open.titulo, comoConheceu: 'Amigos' },
      })
      expect(joined.status()).toBe(201)
    }

    await openScreen(page, PATHS.adminEvents, /Eventos/)
    await picture(page, 'eventos')
    await page.getByRole('button', { name: `${messages.waitlist.staffButton(2)}: ${open.titulo}` }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await picture(page, 'lista-de-espera')
    await page.keyboard.press('Escape')

    await openScreen(page, PATHS.adminRegistrations, /Inscrições/)
    await picture(page, 'inscricoes')

    // Its certificates wait for the day of the event: the screen says from when.
    await openScreen(page, `${PATHS.adminEvents}/${id}`, open.titulo)
    await picture(page, 'presenca')
    await openScreen(page, PATHS.adminCertificates, /Certificados/)
    await picture(page, 'certificados')
  })

  await test.step('accounts, backups and the audit log', async () => {
    await openScreen(page, PATHS.adminUsers, accounts.usersTitle)
    await picture(page, 'usuarios')
    await openScreen(page, PATHS.adminBackups, messages.backups.title)
    await picture(page, 'backups')
    await openScreen(page, PATHS.adminAudit, /Auditoria/)
    await picture(page, 'auditoria')
  })
})
