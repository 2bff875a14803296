import { expect, test, type APIRequestContext } from '@playwright/test'
import { PATHS, messages } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { generate } from 'otplib'
import { expectNoAxeViolations } from '../support/axe.ts'
import { waitForMail } from '../support/mail.ts'
import { adminHeaders, openAsAdmin, storeToken, uniqueTag } from './helpers.ts'

const text = messages.adminAccounts
const PASSWORD = 'cadeira-azul-no-jardim'

/** The invitation link's path and fragment, to open on the test server whatever origin the e-mail names. */
function invitationLink(mail: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+(\/wp-admin\/convite#[\w-]{43})/.exec(mail.text ?? '')
  if (!match) throw new Error('convite sem link')
  return match[1]!
}

async function inviteByApi(request: APIRequestContext, papel: string) {
  const nome = uniqueTag(papel).toLowerCase()
  const email = `${nome}@e2e.test`
  const response = await request.post('/usuarios', { headers: await adminHeaders(request), data: { nome, email, papel } })
  expect(response.status()).toBe(201)
  return { nome, email }
}

test('an administrator invites a Secretaria user, who sets a password from the e-mail and sees only the menu of the role', async ({ page, request }) => {
  const nome = uniqueTag('sec').toLowerCase()
  const email = `${nome}@e2e.test`
  await openAsAdmin(page, request, PATHS.adminUsers)
  await expect(page.getByRole('heading', { level: 1, name: text.usersTitle })).toBeVisible()
  await page.getByLabel(text.userName, { exact: true }).fill(nome)
  await page.getByLabel(text.email, { exact: true }).fill(email)
  await page.getByLabel(text.role, { exact: true }).selectOption('secretaria')
  await page.getByRole('button', { name: text.sendInvite }).click()
  await expect(page.getByRole('status').filter({ hasText: messages.accounts.invited })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(nome) })).toContainText(text.pending)
  await expectNoAxeViolations(page)

  const mail = await waitForMail(email, /Convite/)
  await storeToken(page, null)
  await page.goto(invitationLink(mail))
  await expect(page.getByRole('heading', { level: 1, name: text.invitationTitle })).toBeVisible()
  await page.getByLabel(text.newPassword).fill('curta')
  await page.getByRole('button', { name: text.setPassword }).click()
  await expect(page.getByRole('alert')).toHaveText(messages.accounts.passwordTooShort)
  await page.getByLabel(text.newPassword).fill(PASSWORD)
  await page.getByRole('button', { name: text.setPassword }).click()
  await expect(page.getByRole('status')).toHaveText(messages.accounts.passwordSet)

  await page.getByRole('link', { name: text.backToLogin }).click()
  await page.getByLabel('Usuário').fill(email)
  await page.getByLabel('Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  const menu = page.getByRole('navigation', { name: messages.admin.panelTitle }).getByRole('link')
  // The inbox entries may carry the count of new items after their name.
  await expect(menu).toHaveText([
    'Dashboard',
    'Certificados',
    'Eventos',
    'Inscrições',
    new RegExp(`^${messages.inbox.volunteersTitle}`),
    new RegExp(`^${messages.inbox.documentRequestsTitle}`),
    // The pages and the menu, which a Secretaria reads without changing them.
    messages.sitePages.title,
    messages.siteMenu.title,
    text.myAccountTitle,
  ])
  await menu.getByText(text.myAccountTitle).click()
  await expect(page.getByRole('heading', { level: 2, name: text.twoFactorHeading })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a Comunicação user gets 403 from a Secretaria call and from the accounts list', async ({ request }) => {
  const { nome, email } = await inviteByApi(request, 'comunicacao')
  const token = invitationLink(await waitForMail(email, /Convite/)).split('#')[1]
  expect((await request.post('/usuario/senha/definir', { data: { token, senha: PASSWORD } })).status()).toBe(200)
  const login = await request.post('/usuario/login', { data: { nome, senha: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  for (const path of ['/certificado', '/listaInscritos', '/usuarios']) {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(403)
    expect((await response.json()).mensagem, path).toBe(messages.accounts.forbidden)
  }
  expect((await request.get('/usuario/eu', { headers })).status()).toBe(200)
})

test('an administrator resets the two-factor of a colleague who lost the phone, and the audit screen names the account', async ({ page, request }) => {
  const nome = uniqueTag('2fa').toLowerCase()
  const email = `${nome}@e2e.test`
  const invited = await request.post('/usuarios', { headers: await adminHeaders(request), data: { nome, email, papel: 'secretaria' } })
  const { id } = (await invited.json()) as { id: number }
  const token = /#([\w-]{43})/.exec((await waitForMail(email, /Convite/)).text ?? '')![1]
  expect((await request.post('/usuario/senha/definir', { data: { token, senha: PASSWORD } })).status()).toBe(200)
  const login = await request.post('/usuario/login', { data: { nome, senha: PASSWORD } })
  const session = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const setup = (await (await request.post('/usuario/eu/dois-fatores', { headers: session, data: { senha: PASSWORD } })).json()) as { segredo: string }
  const codigo = await generate({ secret: setup.segredo })
  expect((await request.post('/usuario/eu/dois-fatores/ativar', { headers: session, data: { codigo } })).status()).toBe(200)

  await openAsAdmin(page, request, PATHS.adminUsers)
  const row = page.getByRole('row', { name: new RegExp(nome) })
  await row.getByRole('button', { name: `${text.twoFactorResetTitle}: ${nome}` }).click()
  const dialog = page.getByRole('dialog', { name: text.twoFactorResetTitle })
  await expect(dialog).toContainText(text.twoFactorResetQuestion(nome))
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: text.twoFactorResetButton, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: messages.accounts.twoFactorReset })).toBeVisible()
  await expect(row.getByRole('cell').nth(3)).toHaveText(text.no)

  await page.goto(PATHS.adminAudit)
  const entry = page.getByRole('row', { name: new RegExp(messages.audit.accountTarget(id, nome).replace(/[()#]/g, '\\$&')) }).first()
  await expect(entry).toContainText(messages.audit.actions['redefinir-dois-fatores']!)
})
