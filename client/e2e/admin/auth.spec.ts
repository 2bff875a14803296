import { expect, test } from '@playwright/test'
import { PATHS, TOKEN_STORAGE_KEY, messages } from '@site/contracts'
import { E2E_ADMIN } from '../support/stack.ts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { builtFile } from '../support/built-chunk.ts'
import { forgedToken, openAsAdmin, readStoredToken, storeToken } from './helpers.ts'

const nowSeconds = () => Math.floor(Date.now() / 1000)

test.describe('login at /wp-admin', () => {
  test('a wrong password shows Credenciais inválidas and stores nothing', async ({ page }) => {
    await storeToken(page, null)
    await page.goto(PATHS.login)
    await expect(page).toHaveTitle(new RegExp(messages.admin.loginTitle))
    await page.getByLabel('Usuário').fill(E2E_ADMIN.nome)
    await page.getByLabel('Senha').fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials)
    expect(await readStoredToken(page)).toBeNull()
    await expectNoAxeViolations(page)
  })

  test('the right credentials store the token and open /admin; /wp-admin then goes straight there', async ({ page }) => {
    await storeToken(page, null)
    await page.goto(PATHS.login)
    await page.getByLabel('Usuário').fill(E2E_ADMIN.nome)
    await page.getByLabel('Senha').fill(E2E_ADMIN.senha)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: messages.admin.dashboardTitle })).toBeVisible()
    await expect(page.getByText(messages.admin.welcome)).toBeVisible()
    const token = await readStoredToken(page)
    expect(token?.split('.')).toHaveLength(3)

    await page.goto(PATHS.login)
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test.describe('the /admin guard', () => {
  for (const [label, token] of [
    ['missing', null],
    ['broken', 'isto-nao-e-um-token'],
    ['expired', forgedToken(nowSeconds() - 60)],
  ] as const) {
    test(`a ${label} token is removed and the visitor sent to /wp-admin`, async ({ page }) => {
      await storeToken(page, token)
      await page.goto(PATHS.adminCertificates)
      await expect(page).toHaveURL(new RegExp(`${PATHS.login}$`))
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
      expect(await readStoredToken(page)).toBeNull()
    })
  }

  test('a token the server refuses (401) ends the session', async ({ page }) => {
    await storeToken(page, forgedToken(nowSeconds() + 3600))
    await page.goto(PATHS.adminCertificates)
    await expect(page).toHaveURL(new RegExp(`${PATHS.login}$`))
    expect(await readStoredToken(page)).toBeNull()
  })

  test('Sair clears the token and opens /wp-admin', async ({ page, request }) => {
    await openAsAdmin(page, request, PATHS.admin)
    await page.getByRole('button', { name: messages.admin.logout }).click()
    await expect(page).toHaveURL(new RegExp(`${PATHS.login}$`))
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull()
  })
})

test.describe('admin layout', () => {
  test('sidebar, active entry, skip link, settings, not-found and one h1 with a title on each screen', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, PATHS.admin)
    const nav = page.getByRole('navigation', { name: messages.admin.panelTitle })
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: messages.admin.skipToContent })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#conteudo-admin')).toBeFocused()

    await nav.getByRole('link', { name: 'Configurações' }).click()
    await expect(page).toHaveURL(/\/admin\/configuracoes$/)
    await expect(nav.getByRole('link', { name: 'Configurações' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.admin.settingsTitle)
    await expect(page).toHaveTitle(new RegExp(messages.admin.settingsTitle))
    await expectNoAxeViolations(page)

    for (const [link, path, title] of [
      ['Certificados', PATHS.adminCertificates, messages.adminCertificates.title],
      ['Eventos', PATHS.adminEvents, messages.adminEvents.title],
      ['Inscrições', PATHS.adminRegistrations, messages.adminRegistrations.title],
    ] as const) {
      await nav.getByRole('link', { name: link }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page).toHaveTitle(new RegExp(title))
    }

    await page.goto('/admin/pagina-que-nao-existe')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.admin.notFoundTitle)
    await page.getByRole('link', { name: messages.admin.backToDashboard }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('the public pages never load admin code', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto(PATHS.contacts)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(scripts.length).toBeGreaterThan(0)
    const adminChunks = [
      'src/routes/admin.tsx',
      'src/features/certificates/components/certificates-screen.tsx',
      'src/features/events/components/events-screen.tsx',
      'src/features/events/components/registrations-screen.tsx',
    ].map(builtFile)
    expect(scripts.filter((url) => adminChunks.some((file) => url.endsWith(`/${file}`)))).toEqual([])
  })
})
