import { expect, test, type Page } from '@playwright/test'
import { messages, PAGE_HEADS, PATHS, searchLink, siteShell } from '@site/contracts'

/**
 * The site search, as a visitor uses it: from the box at the top of every page, with and without JavaScript (the
 * page is drawn by the server and the forms are plain GETs); and e-MAG's skip links with their accesskeys.
 */
const text = messages.search

async function searchFromTheTop(page: Page, words: string) {
  await page.goto(PATHS.home)
  const box = page.getByRole('searchbox', { name: siteShell.searchLabel })
  await box.fill(words)
  await box.press('Enter')
  await expect(page).toHaveURL(searchLink(words).replace(/%20/g, '+'))
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
}

async function expectCorrectedSearch(page: Page) {
  await searchFromTheTop(page, 'inclusao digitl')
  await expect(page.getByText(text.didYouMean)).toBeVisible()
  await expect(page.getByRole('link', { name: 'inclusão digital', exact: true })).toHaveAttribute('href', searchLink('inclusão digital'))
  const result = page.getByRole('link', { name: 'Inclusão Digital Básica', exact: true })
  await expect(result).toHaveAttribute('href', PATHS.idBasic)
  await expect(result.locator('mark').first()).toHaveText(/Inclusão|Digital/)

  await page.getByRole('searchbox', { name: text.label }).fill('redacao')
  await page.getByRole('button', { name: text.submit, exact: true }).last().click()
  await expect(page.getByRole('link', { name: 'Redação Oficial', exact: true })).toHaveAttribute('href', PATHS.courseOfficialWriting)
  await expect(page.locator('main mark', { hasText: 'Redação' }).first()).toBeVisible()

  await page.getByRole('navigation', { name: text.filters }).getByRole('link', { name: new RegExp(`^${text.kinds.curso}`) }).click()
  await expect(page).toHaveURL(/tipo=curso/)
  const meta = page.locator('.search-result__meta')
  await expect(meta.first()).toBeVisible()
  for (const kind of await meta.allTextContents()) expect(kind).toContain(text.kinds.curso)
}

test('search with JavaScript: accents and typos, the suggestion, the filters', async ({ page }) => {
  await expectCorrectedSearch(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same search works, drawn by the server', async ({ page }) => {
    await expectCorrectedSearch(page)
  })

  test('an empty search and one that finds nothing suggest the most visited pages', async ({ page }) => {
    await page.goto(PATHS.search)
    await expect(page.getByText(text.emptyPrompt)).toBeVisible()
    await expect(page.getByRole('heading', { name: text.popularHeading })).toBeVisible()
    await page.goto(searchLink('xyzzyqwv'))
    await expect(page.getByRole('heading', { name: text.noResults('xyzzyqwv') })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: PAGE_HEADS[PATHS.validator].title, exact: true })).toBeVisible()
  })

  test('the skip links reach their places by accesskey', async ({ page }) => {
    await page.goto(PATHS.news)
    await expectSkipLinks(page)
  })
})

test('the skip links come first, with accesskeys 1 to 4; Alt+3 reaches the search box', async ({ page }) => {
  await page.goto(PATHS.news)
  await expect(page.locator('main h1')).toBeVisible()
  await expectSkipLinks(page)
})

/**
 * Alt+digit as Chromium's accesskey handling reads it: it looks at the key's unmodified text, which Playwright's
 * keyboard.press leaves out when Alt is held, so the key goes through the DevTools protocol with it.
 */
async function pressAccessKey(page: Page, digit: string) {
  const cdp = await page.context().newCDPSession(page)
  const key = { modifiers: 1, key: digit, code: `Digit${digit}`, windowsVirtualKeyCode: digit.charCodeAt(0), unmodifiedText: digit, text: digit }
  for (const type of ['rawKeyDown', 'char', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, ...key })
  await cdp.detach()
}

async function expectSkipLinks(page: Page) {
  const links = page.getByRole('navigation', { name: siteShell.skipLinks }).getByRole('link')
  await expect(links).toHaveText([siteShell.skipToContent, siteShell.skipToMenu, siteShell.skipToSearch, siteShell.skipToFooter])
  for (const [index, key] of ['1', '2', '3', '4'].entries()) await expect(links.nth(index)).toHaveAttribute('accesskey', key)

  await pressAccessKey(page, '3')
  await expect(page.getByRole('searchbox', { name: siteShell.searchLabel })).toBeFocused()
  await pressAccessKey(page, '1')
  await expect(page.locator('main')).toBeFocused()
  await pressAccessKey(page, '2')
  await expect(page.getByRole('navigation', { name: siteShell.mainMenu })).toBeFocused()
  await pressAccessKey(page, '4')
  await expect(page.locator('footer')).toBeFocused()
}
