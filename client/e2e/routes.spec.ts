import { expect } from '@playwright/test'
import { validatorLink } from '@site/contracts'
import { PUBLIC_ROUTES } from './routes'
import { adminAuth } from './support/api'
import { drawEveryBox } from './support/draw-every-box.ts'
import { test } from './support/reused-page.ts'

test.describe('every public route', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} renders one <h1>, the navigation, a title and a description`, async ({ reusedPage: page }) => {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
      await expect(page).toHaveTitle(/ — Fundação São José$/)
      await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute('content', /\S/)
      await expect(page.getByText('Página não encontrada')).toHaveCount(0)
    })
  }

  test('accent-free and percent-encoded aliases reach the same page', async ({ reusedPage: page }) => {
    for (const path of ['/instituicao', '/INSTITUI%C3%87%C3%83O', '/Realizacoes/']) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('h1')).not.toHaveText('Página não encontrada')
    }
    await page.goto('/realizacoes')
    await expect(page.locator('h1')).toHaveText('Realizações 2024')
  })

  test('an unknown path shows the Portuguese not-found page with links back', async ({ reusedPage: page }) => {
    await page.goto('/pagina-que-nao-existe')
    await expect(page.locator('h1')).toHaveText('Página não encontrada')
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('h1')).toBeVisible()
  })

})

// One test per page, so a slow machine's time limit applies to one page, not to forty.
test.describe('on a 412 px phone no page scrolls sideways', () => {
  const codigo = `CEL${Date.now().toString(36).toUpperCase()}`
  test.use({ viewport: { width: 412, height: 900 } })
  // Its beforeAll stores one certificate: in order, in one worker.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async ({ request }) => {
    const certificate = { nome: 'Ana Celular', curso: 'Inclusão Digital', horas: 8, codigo, link: 'https://example.org/c.pdf' }
    const created = await request.post('/certificado', { data: certificate, headers: await adminAuth(request) })
    expect(created.status()).toBe(201)
  })

  for (const path of [...PUBLIC_ROUTES, 'a found certificate']) {
    test(path, async ({ reusedPage: page }) => {
      const found = path === 'a found certificate'
      await page.goto(found ? validatorLink(codigo) : path)
      await expect(page.locator('main h1')).toBeVisible()
      if (found) await expect(page.getByRole('cell', { name: 'Ana Celular' })).toBeVisible()
      await drawEveryBox(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    })
  }
})
