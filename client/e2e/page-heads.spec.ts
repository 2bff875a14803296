import { expect, test, type Page } from '@playwright/test'
import { documentTitle, PAGE_HEADS, PATHS, type PublicPath } from '@site/contracts'

/** What the tab and a crawler running JavaScript see: every <title> and description in the head. */
async function expectHeadOf(page: Page, path: PublicPath) {
  await expect(page).toHaveTitle(documentTitle(PAGE_HEADS[path].title))
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', PAGE_HEADS[path].description)
  // The first page's canonical address, Open Graph tags and structured data would be wrong on the next one.
  await expect(page.locator('head [data-server-head]')).toHaveCount(0)
}

test('the head the server wrote gives way to the head of each page the visitor moves to', async ({ page, request }) => {
  const html = await (await request.get(PATHS.home)).text()
  expect(html).toContain(`<title data-server-head>${documentTitle(PAGE_HEADS[PATHS.home].title)}</title>`)

  await page.goto(PATHS.home)
  await expect(page.locator('main h1')).toBeVisible()
  await expectHeadOf(page, PATHS.home)
  // Set on this document: still there after a move only if the app moved without loading a new page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const menu = page.getByRole('navigation', { name: 'Menu principal' })
  await menu.getByRole('link', { name: 'Notícias', exact: true }).click()
  await expect(page).toHaveURL(PATHS.news)
  await expectHeadOf(page, PATHS.news)

  await menu.getByRole('link', { name: 'Contatos', exact: true }).click()
  await expect(page).toHaveURL(PATHS.contacts)
  await expectHeadOf(page, PATHS.contacts)

  await page.goBack()
  await expect(page).toHaveURL(PATHS.news)
  await expectHeadOf(page, PATHS.news)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
