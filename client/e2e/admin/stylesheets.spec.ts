import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { PATHS, messages, type AdminScreen } from '@site/contracts'
import { PUBLIC_ROUTES } from '../routes.ts'
import { wakeIslands } from '../support/takeover.ts'
import { openAsAdmin } from './helpers.ts'

/**
 * The public pages carry the public site's stylesheets in their HTML, those they use (decision 57), and load none, not
 * even when their islands become React; the admin area gets its own with its chunks (decision 54).
 */

const ASSETS = path.resolve(import.meta.dirname, '../../dist/assets')

/** Every admin screen of PATHS, and the news editor. */
const ADMIN_PATHS = [
  ...(Object.keys(PATHS) as (keyof typeof PATHS)[]).filter((key): key is AdminScreen => key.startsWith('admin')).map((key) => PATHS[key]),
  `${PATHS.adminNews}/nova`,
]

const PUBLIC_PAGES = [PATHS.home, PATHS.news, PATHS.validator, PATHS.cycleRegistration, PATHS.programs, PATHS.login]

/** The public site's stylesheets, as index.html links them. */
const publicSheets = () =>
  [...readFileSync(path.join(ASSETS, '../index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((link) => link[1]!)

/** The addresses of the stylesheets the page requests from now on. */
function stylesheetRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) requested.push(request.url())
  })
  return requested
}

/** What draws the page: each style sheet's element (STYLE or LINK) and, for a link, its address. */
const appliedSheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].map((sheet) => `${sheet.ownerNode?.nodeName} ${sheet.href ?? ''}`.trim()))

test('a public page draws from the stylesheets in its HTML and loads none, its islands included', async ({ page }) => {
  const requested = stylesheetRequests(page)
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await wakeIslands(page)
    expect(await appliedSheets(page), path).not.toContainEqual(expect.stringMatching(/^LINK/))
    // The menu as the public layout draws it on a wide screen (components/layout/navbar.css), not as a plain list.
    await expect(page.locator('.navbar__menu').first(), path).toHaveCSS('display', 'flex')
  }
  expect(requested).toEqual([])
})

test('the admin area gets its own stylesheets with its chunks: the layout and the screens look as designed', async ({ page, request }) => {
  const requested = stylesheetRequests(page)
  await openAsAdmin(page, request, PATHS.adminUsers)
  await expect(page.getByRole('heading', { level: 1, name: messages.adminAccounts.usersTitle })).toBeVisible()
  // components/admin/admin-layout.css: the shell is a grid and the skip link waits above the screen until focused.
  await expect(page.locator('.admin-shell')).toHaveCSS('display', 'grid')
  await expect(page.locator('.admin-skip')).not.toHaveCSS('transform', 'none')
  // components/admin/admin-page.css, of a screen loaded on demand: its heading and actions share one row.
  await expect(page.locator('.admin-page__header')).toHaveCSS('display', 'flex')
  // Beyond the public site's (index.html's links), the admin's own arrive with its chunks.
  const sheets = publicSheets()
  expect(requested.filter((url) => !sheets.includes(new URL(url).pathname)).length).toBeGreaterThan(0)
})

/**
 * The rules of `sheets` that match an element of the page, state aside (hover, focus...): those the page would show
 * with them. A rule nested in a media or container query counts whatever the query.
 */
const matchingRules = (page: Page, sheets: { file: string; css: string }[]) =>
  page.evaluate((sheets) => {
    const STATE = /::?(hover|focus-visible|focus-within|focus|active|visited|before|after|placeholder|marker|backdrop|-webkit-[\w-]+)\b/g
    const matches = (selector: string) => {
      try {
        return document.querySelector(selector.replace(STATE, '') || '*') !== null
      } catch {
        return false
      }
    }
    const found: string[] = []
    const visit = (file: string, rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && matches(rule.selectorText)) found.push(`${file}: ${rule.selectorText}`)
        else if (rule instanceof CSSGroupingRule) visit(file, rule.cssRules)
      }
    }
    for (const { file, css } of sheets) {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      visit(file, sheet.cssRules)
    }
    return found
  }, sheets)

test('every admin screen loads the stylesheet of each rule that draws it', async ({ page, request }) => {
  test.setTimeout(240_000)
  const built = readdirSync(ASSETS)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(ASSETS, file), 'utf8') }))
  for (const screen of ADMIN_PATHS) {
    await openAsAdmin(page, request, screen)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(messages.common.loading)).toHaveCount(0)
    const loaded = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href?.split('/').pop()))
    // A rule of a stylesheet the screen did not load, yet matching it, is one it showed only when every rule was in
    // one sheet: its component must import that stylesheet.
    expect.soft(await matchingRules(page, built.filter(({ file }) => !loaded.includes(file))), screen).toEqual([])
  }
})

test('every public page carries the stylesheet of each rule that draws it, its islands woken', async ({ page }) => {
  test.setTimeout(240_000)
  const sheets = publicSheets().map((href) => ({ file: href, css: readFileSync(path.join(ASSETS, '..', href), 'utf8') }))
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route)
    await wakeIslands(page)
    const carried = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')))
    // A rule of a public stylesheet the page left out, yet matching it, would be missing from what the visitor sees.
    expect.soft(await matchingRules(page, sheets.filter(({ file }) => !carried.includes(file))), route).toEqual([])
  }
})
