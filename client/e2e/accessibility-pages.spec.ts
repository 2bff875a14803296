import { expect, test } from '@playwright/test'
import { PAGE_HEADS, PATHS, VLIBRAS_ORIGIN, VLIBRAS_SCRIPT, type PublicPath } from '@site/contracts'
import { accessibilityPage } from '../src/page-text/accessibility'

test('the footer leads to the Acessibilidade page and to the site map, which links every public page', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Mapa do site' }).click()
  await expect(page.locator('main h1')).toHaveText('Mapa do site')
  const map = page.getByRole('navigation', { name: 'Mapa do site' })
  await expect(map.getByRole('link', { name: PAGE_HEADS[PATHS.calendar].title })).toBeVisible()
  const linked = await map.getByRole('link').evaluateAll((links) => links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)))
  const listed = (Object.keys(PAGE_HEADS) as PublicPath[]).filter((path) => !PAGE_HEADS[path].private)
  expect(linked.sort()).toEqual(listed.sort())
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click()
  await expect(page.locator('main h1')).toHaveText('Acessibilidade')
  await expect(page.getByRole('list', { name: accessibilityPage.shortcutsCaption }).getByRole('listitem')).toHaveCount(4)
})

test('VLibras: nothing is asked of its server before the visitor chooses it; the choice loads its script on every page', async ({ page }) => {
  // Seven page loads, each drawn by the server, in one test.
  test.setTimeout(90_000)
  const asked: string[] = []
  // No internet here: the test serves the plugin, a stand-in that records that it ran.
  await page.route(`${VLIBRAS_ORIGIN}/**`, async (route) => {
    asked.push(route.request().url())
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.VLibras = { Widget: function (path) { window.vlibrasStarted = path } }',
    })
  })
  for (const path of [PATHS.home, PATHS.validator, PATHS.accessibility]) {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
  }
  const choose = page.getByRole('button', { name: accessibilityPage.librasOn })
  await expect(choose).toBeVisible()
  expect(asked).toEqual([])
  await expect(page.locator(`script[src^="${VLIBRAS_ORIGIN}"]`)).toHaveCount(0)

  await choose.click()
  await expect(page.getByRole('status').filter({ hasText: accessibilityPage.librasActive })).toBeVisible()
  await expect(page.locator(`script[src="${VLIBRAS_SCRIPT}"]`)).toHaveCount(1)
  // The page's policy let it run: the widget was started with the plugin's own address.
  await expect.poll(() => page.evaluate(() => (window as { vlibrasStarted?: string }).vlibrasStarted)).toBe(`${VLIBRAS_ORIGIN}/app`)
  expect(asked).toEqual([VLIBRAS_SCRIPT])
  await expect(page.locator('[vw-access-button]')).toHaveCount(1)

  await page.goto(PATHS.contacts)
  await expect.poll(() => page.evaluate(() => (window as { vlibrasStarted?: string }).vlibrasStarted)).toBe(`${VLIBRAS_ORIGIN}/app`)

  await page.goto(PATHS.accessibility)
  await page.getByRole('button', { name: accessibilityPage.librasOff }).click()
  await expect(page.getByRole('button', { name: accessibilityPage.librasOn })).toBeVisible()
  await expect(page.locator(`script[src^="${VLIBRAS_ORIGIN}"]`)).toHaveCount(0)
})
