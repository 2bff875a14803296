import { expect, test, type Page } from '@playwright/test'
import { documentTitle, PAGE_HEADS, PATHS, type PublicPath } from '@site/contracts'

/** What the tab and a crawler see: one <title> and description in the head, and the page's own canonical address. */
async function expectHeadOf(page: Page, path: PublicPath) {
  await expect(page).toHaveTitle(documentTitle(PAGE_HEADS[path].title))
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', PAGE_HEADS[path].description)
  const canonical = page.locator('head link[rel="canonical"]')
  await expect(canonical).toHaveCount(1)
  expect(new URL((await canonical.getAttribute('href'))!).pathname).toBe(path)
}

// Public navigation is ordinary page loads (decision 48): each page arrives with the head the server wrote for it.
test('each page the visitor moves to, and back, carries the head the server wrote for it', async ({ page, request }) => {
  const html = await (await request.get(PATHS.home)).text()
  expect(html).toContain(`<title data-server-head>${documentTitle(PAGE_HEADS[PATHS.home].title)}</title>`)

  await page.goto(PATHS.home)
  await expect(page.locator('main h1')).toBeVisible()
  await expectHeadOf(page, PATHS.home)

  const menu = page.getByRole('navigation', { name: 'Menu principal' })
  await menu.getByRole('link', { name: 'Notícias', exact: true }).click()
  await page.waitForURL(PATHS.news)
  await expectHeadOf(page, PATHS.news)

  await menu.getByRole('link', { name: 'Contatos', exact: true }).click()
  await page.waitForURL(PATHS.contacts)
  await expectHeadOf(page, PATHS.contacts)

  await page.goBack()
  await page.waitForURL(PATHS.news)
  await expectHeadOf(page, PATHS.news)
})
