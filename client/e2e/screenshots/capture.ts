/**
 * `npm run screenshots -- <outDir> [--base-url URL]`: full-page PNGs of the public pages and the admin screens of
 * pages.ts, at each window size, as `<public|admin>-<slug>-<width>.png`. Two runs of the same code give the same
 * pixels (see README); `npm run screenshots:compare` then shows what a change changed.
 *
 * Without --base-url it starts a throw-away site (site.ts) and signs in as its administrator; with it, it starts
 * nothing and signs in as SCREENSHOTS_USER / SCREENSHOTS_PASSWORD (an account without two-factor).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { PATHS, SITE_TIME_ZONE, messages } from '@site/contracts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { ADMIN_SCREENS, PUBLIC_SCREENS, STORED_PAGE_SCREENS, VIEWPORTS, fileName, type Screen } from './pages.ts'
import { FIXED_TIME, SITE_ADMIN, SITE_ORIGIN, startSite, type Site } from './site.ts'

interface Target {
  /** The address the browser sees. */
  baseUrl: string
  /** Where the requests to baseUrl really go, when that is elsewhere (the throw-away site's port). */
  server?: string
  account: { nome: string; senha: string }
  /** The browser's clock: the site's own fixed one, or none (a running site has the real time). */
  clock?: Date
}

/**
 * Waits for what arrives after the load: an admin screen's own chunk (the area says "Carregando...." until it has
 * run), lazy images (made eager, since a full-page shot shows them all), their decoding, the fonts, and the lists and
 * panels the screen fetches (network idle, nothing aria-busy).
 */
async function settle(page: Page) {
  await page.locator('.admin-loading').waitFor({ state: 'detached' })
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
  await page.waitForLoadState('networkidle')
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
}

async function open(page: Page, screen: Screen) {
  if (typeof screen.path === 'string') {
    await page.goto(screen.path, { waitUntil: 'networkidle' })
    return
  }
  // Followed by address, not by a click: the pointer would stay over the page and draw a hover.
  await page.goto(screen.path.firstLinkOn, { waitUntil: 'networkidle' })
  const href = await page.locator(screen.path.link).first().getAttribute('href')
  if (!href) throw new Error(`nenhum link ${screen.path.link} em ${screen.path.firstLinkOn}`)
  await page.goto(href, { waitUntil: 'networkidle' })
}

/** Signs in through the login form, on a page of its own: the session (localStorage) is the context's. */
async function signIn(context: BrowserContext, { nome, senha }: Target['account']) {
  const page = await context.newPage()
  await page.goto(PATHS.login)
  await page.locator('input[name="nome"]').fill(nome)
  await page.locator('input[name="senha"]').fill(senha)
  await page.getByRole('button', { name: messages.admin.loginButton }).press('Enter')
  await page.waitForURL((url) => url.pathname === PATHS.admin)
  await page.close()
}

async function newContext(browser: Browser, target: Target, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    baseURL: target.baseUrl,
    viewport,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: SITE_TIME_ZONE,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  })
  if (target.clock) await context.clock.setFixedTime(target.clock)
  const { server } = target
  if (server) {
    // Fetched here and handed to the page as the answer of the address it asked: same origin for the page's scripts.
    await context.route(`${target.baseUrl}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(target.baseUrl, server), maxRedirects: 0 })
      await route.fulfill({ response })
    })
  }
  return context
}

async function captureAll(browser: Browser, target: Target, outDir: string) {
  for (const viewport of VIEWPORTS) {
    const context = await newContext(browser, target, viewport)
    const shoot = async (page: Page, screen: Screen) => {
      await open(page, screen)
      await settle(page)
      const file = path.join(outDir, fileName(screen, viewport.width))
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' })
      console.log(path.basename(file))
    }
    const visitor = await context.newPage()
    for (const screen of [...PUBLIC_SCREENS, ...STORED_PAGE_SCREENS]) await shoot(visitor, screen)
    await signIn(context, target.account)
    const staff = await context.newPage()
    for (const screen of ADMIN_SCREENS) await shoot(staff, screen)
    await context.close()
  }
}

function parseCommandLine() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'base-url': { type: 'string' } } })
  if (positionals.length !== 1) throw new Error('uso: npm run screenshots -- <pasta> [--base-url URL]')
  // npm runs scripts from the repository root; the folder is relative to where the command was typed.
  return { outDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!), baseUrl: values['base-url'] }
}

function givenAccount(): Target['account'] {
  const { SCREENSHOTS_USER: nome, SCREENSHOTS_PASSWORD: senha } = process.env
  if (!nome || !senha) throw new Error('com --base-url, defina SCREENSHOTS_USER e SCREENSHOTS_PASSWORD (um Administrador)')
  return { nome, senha }
}

const startedAt = performance.now()
const { outDir, baseUrl } = parseCommandLine()
mkdirSync(outDir, { recursive: true })
const site: Site | undefined = baseUrl ? undefined : await startSite()
const target: Target = site
  ? { baseUrl: SITE_ORIGIN, server: site.baseUrl, account: SITE_ADMIN, clock: FIXED_TIME }
  : { baseUrl: baseUrl!, account: givenAccount() }
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await captureAll(browser, target, outDir)
} finally {
  await browser.close()
  await site?.stop()
}
console.log(`${(PUBLIC_SCREENS.length + STORED_PAGE_SCREENS.length + ADMIN_SCREENS.length) * VIEWPORTS.length} capturas em ${outDir}, ${Math.round((performance.now() - startedAt) / 1000)} s`)
