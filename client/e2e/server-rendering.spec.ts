import { expect, test, type ConsoleMessage, type Locator } from '@playwright/test'
import { LOAD_WAIT_MS, messages, PATHS, PREFERENCE_COOKIES } from '@site/contracts'
import { PUBLIC_ROUTES } from './routes'
import { fileInput, pdfFile } from './flows/flow-support'
import { holdIslandComponents, holdRequests } from './support/hold'
import { takenOver, wakeIslands } from './support/takeover'

/** What the browser reports while React takes over the server's markup: errors, warnings, uncaught exceptions. */
const complaints = (message: ConsoleMessage) =>
  (message.type() === 'error' || message.type() === 'warning') &&
  // The document of a 404 page, and a certificate code that does not exist, are answered 404 on purpose.
  !message.text().startsWith('Failed to load resource: the server responded with a status of 404')

test.describe('every public page drawn on the server', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} is taken over by the browser without a complaint`, async ({ page }) => {
      const reported: string[] = []
      page.on('console', (message) => complaints(message) && reported.push(`${message.type()}: ${message.text()}`))
      page.on('pageerror', (error) => reported.push(`exceção: ${error.message}`))
      await page.goto(encodeURI(path))
      await expect(page.locator('main h1')).toBeVisible()
      // The accessibility bar answers once React runs (a press before that is pressed again then).
      await page.getByRole('button', { name: 'Alto contraste' }).click()
      await expect(page.locator('html')).toHaveClass(/high-contrast/)
      // Every other part that responds to the visitor too: each takes over the server's markup without a complaint.
      await wakeIslands(page)
      await page.waitForLoadState('networkidle')
      expect(reported).toEqual([])
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // Chromium with scripts turned off by the test still parses <noscript> as if they ran: the menu opened by the
  // <noscript> style on a phone and the forms' notices are checked on the HTML (server-rendering.test.ts).
  test('a visitor reads the pages, sees the pictures and follows the menu', async ({ page }) => {
    await page.goto(PATHS.home)
    await expect(page.getByRole('heading', { level: 1, name: 'Fundação Educacional de São José' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await menu.getByRole('link', { name: 'Notícias', exact: true }).click()
    await expect(page).toHaveURL(PATHS.news)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícias da fundação')
    await expect(page.getByRole('heading', { level: 2, name: /^Página 1 de \d+$/ })).toBeVisible()

    await page.goto(PATHS.programs)
    const pictures = page.locator('main img:visible')
    expect(await pictures.count()).toBeGreaterThan(0)
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded()
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    }
  })

  test('the text size and contrast chosen before are there from the first paint', async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: PREFERENCE_COOKIES.textScale, value: '150', url: baseURL! },
      { name: PREFERENCE_COOKIES.highContrast, value: '1', url: baseURL! },
    ])
    await page.goto(PATHS.contacts)
    await expect(page.locator('html')).toHaveClass('high-contrast')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px')
  })
})

test.describe('before the browser takes the page over', () => {
  // A form is part of an island that becomes React at the visitor's first touch (decision 48): its fields take
  // text at once, React keeps what was typed, and a form sent before is sent by React once it runs, never natively
  // (its fields, a CPF or a password, would go in the address).
  const FORM_PAGES = [PATHS.validator, PATHS.idBasicVolunteers, PATHS.documentRequest, PATHS.login, PATHS.forgotPassword]
  for (const path of FORM_PAGES) {
    test(`${path} keeps what was typed before React and sends the form through React`, async ({ page }) => {
      // The entry runs; the islands' runtime and the form's modules are held back.
      const release = await holdRequests(page, /\/assets\/(?!index-)[^/]+\.js$/)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const main = page.locator('main')
      const field = main.getByRole('textbox').or(main.getByRole('searchbox')).first()
      await field.fill('Texto digitado')
      await field.press('Enter')

      release()
      await takenOver(field)
      await expect(main.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first()).toBeVisible()
      await expect(field).toHaveValue('Texto digitado')
      expect(new URL(page.url()).search).not.toContain('Texto')
      await page.getByRole('button', { name: 'Alto contraste' }).click()
      await expect(field).toHaveValue('Texto digitado')
    })
  }

  test('a file chosen before React is still chosen after, and goes with the form', async ({ page }) => {
    const text = messages.volunteerPage
    const release = await holdRequests(page, /\/assets\/(?!index-)[^/]+\.js$/)
    await page.goto(PATHS.idBasicVolunteers, { waitUntil: 'domcontentloaded' })
    const term = fileInput(page, text.term)
    await term.setInputFiles(pdfFile('termo.pdf'))
    const name = page.getByRole('textbox', { name: 'Nome' })
    await name.fill('Vitória Antes do React')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('vitoria.antes@example.com')
    await page.getByRole('textbox', { name: 'Telefone' }).fill('(48) 98765-0001')
    await page.getByRole('textbox', { name: 'Endereço' }).fill('Rua das Flores, 2')
    await page.getByRole('combobox', { name: text.schooling }).selectOption('Ensino Médio Completo')

    release()
    await takenOver(name)
    await expect(page.locator('main').getByText('termo.pdf')).toBeVisible()
    expect(await term.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('termo.pdf')
    await page.getByRole('button', { name: text.submit }).click()
    await expect(page.getByText(messages.volunteers.success)).toBeVisible()
  })

  test('what the visitor does while the form becomes React is what the form keeps, the last choice winning', async ({ page }) => {
    const text = messages.documentRequestPage
    const { requested, release } = await holdIslandComponents(page)
    await page.goto(PATHS.documentRequest, { waitUntil: 'domcontentloaded' })
    const name = page.getByRole('textbox', { name: 'Nome completo' })
    await name.click()
    await requested

    await name.fill('Renato Durante')
    const byEmail = page.getByRole('radio', { name: text.deliveryOptions.email })
    const atDesk = page.getByRole('radio', { name: text.deliveryOptions.secretaria })
    await byEmail.check()
    await atDesk.check()
    await byEmail.check()
    await fileInput(page, text.rg).setInputFiles(pdfFile('rg.pdf'))

    release()
    await takenOver(name)
    await expect(byEmail).toBeChecked()
    await expect(atDesk).not.toBeChecked()
    await expect(name).toHaveValue('Renato Durante')
    await expect(page.locator('main').getByText('rg.pdf')).toBeVisible()
  })

  test('the call list filters by what was typed before React', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/(?!index-)[^/]+\.js$/)
    await page.goto(PATHS.idBasicCallList, { waitUntil: 'domcontentloaded' })
    const search = page.locator('main').getByRole('searchbox')
    await search.fill('nome que ninguém tem')
    release()
    await takenOver(search)
    // Offered only while the list's own search holds words.
    await expect(page.getByRole('button', { name: messages.callListPage.clear })).toBeVisible()
    await expect(page.locator('main tbody tr')).toHaveCount(0)
    await expect(search).toHaveValue('nome que ninguém tem')
  })

  test('a press and a form sent before the entry has arrived are answered once it runs, the form never natively', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/)
    await page.goto(PATHS.validator)
    const field = page.getByRole('textbox', { name: messages.validatorPage.codeLabel })
    await field.fill('CODIGO-ANTES-DO-SCRIPT')
    await field.press('Enter')
    await page.getByRole('button', { name: 'Alto contraste' }).click()
    await expect(page.locator('html')).not.toHaveClass(/high-contrast/)

    release()
    await expect(page.getByRole('alert').filter({ hasText: messages.certificates.notFound })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/high-contrast/)
    await expect(field).toHaveValue('CODIGO-ANTES-DO-SCRIPT')
    expect(new URL(page.url()).search).not.toContain('CODIGO')
  })

  test('a button pressed before the takeover does its work once the app runs', async ({ page }) => {
    // The entry runs; the app and the page's modules, fetched once the page is painted, are held back.
    const release = await holdRequests(page, /\/assets\/(?!index-)[^/]+\.js$/)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(PATHS.home, { waitUntil: 'domcontentloaded' })
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.click()
    await page.getByRole('button', { name: 'Alto contraste' }).click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    release()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Notícias' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/high-contrast/)
  })
})

test('the page keeps the head the server wrote while its parts become React', async ({ page }) => {
  await page.goto(PATHS.contacts)
  await wakeIslands(page)
  await expect(page).toHaveTitle(/^Contatos — /)
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
})

test('the home, the validator, the forms and the sign-in page run only the entry until the visitor touches a part', async ({ page }) => {
  for (const path of [PATHS.home, PATHS.validator, PATHS.cycleRegistration, PATHS.news, PATHS.login]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).length)
    expect(scripts, path).toBe(1)
  }
})

test('the entry is fetched once the page has loaded and shown its first screen', async ({ page }) => {
  const entryRequested = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name)))
  for (const path of [PATHS.home, PATHS.programs, PATHS.cycleRegistration, PATHS.news]) {
    await page.goto(path)
    await expect.poll(entryRequested, { message: path }).toBe(true)
    const [entry, painted, loaded, read] = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return [
        performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))!.startTime,
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        navigation.loadEventEnd,
        navigation.domContentLoadedEventEnd,
      ]
    })
    expect(entry, path).toBeGreaterThanOrEqual(painted)
    // After load; or, should load take longer (0: not yet), once the loader stopped waiting for it.
    const waitedFor = loaded! > 0 ? Math.min(loaded!, read! + LOAD_WAIT_MS) : read! + LOAD_WAIT_MS
    expect(entry, path).toBeGreaterThanOrEqual(waitedFor)
  }
})

test('the scripts of a part are fetched once the page is painted and the part is used, and it takes its markup over', async ({ page }) => {
  await page.goto(PATHS.news)
  await page.waitForLoadState('networkidle')
  // Nothing on the news page's first screen waits for React: only the entry has run.
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).length)
  expect(await scripts()).toBe(1)
  const menu = page.getByRole('navigation', { name: 'Menu principal' })
  await menu.hover()
  await takenOver(menu.getByRole('link', { name: 'Notícias', exact: true }))
  const [painted, scriptsFrom] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !/\/assets\/index-/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  ])
  expect(scriptsFrom).toBeGreaterThanOrEqual(painted)
})

test('a long page draws its first screen first: the sections below it and the footer once they near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(PATHS.programs)
  // Whether the content of a box is drawn, or skipped by the browser's rendering (content-visibility: auto; not
  // hidden: assistive technology still reads it).
  const drawn = (box: Locator) =>
    box.locator(':scope > *').first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
  const sections = page.locator('main > .section')
  expect(await drawn(sections.first())).toBe(true)
  expect(await drawn(sections.last())).toBe(false)
  expect(await drawn(page.locator('footer'))).toBe(false)
  // The skip link to the footer brings it to the screen, drawn.
  await page.getByRole('link', { name: 'Ir para o rodapé' }).click()
  await expect(page.locator('footer')).toBeInViewport()
  expect(await drawn(page.locator('footer'))).toBe(true)
})
