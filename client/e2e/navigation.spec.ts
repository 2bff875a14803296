import { expect, test } from '@playwright/test'
import { chooseLargestText } from './routes'

const institutionToggle = 'Páginas de Instituição'

test.describe('desktop navigation', () => {
  test('the submenu opens on hover', async ({ page }) => {
    await page.goto('/')
    const navigation = page.getByRole('navigation', { name: 'Menu principal' })
    await navigation.getByRole('link', { name: 'Instituição', exact: true }).hover()
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeVisible()
    await page.locator('main h1').hover()
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeHidden()
  })

  test('the menu works by keyboard', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('main h1')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused()

    const toggle = page.getByRole('button', { name: institutionToggle })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeFocused()
    await page.keyboard.press('Enter')
    // A page load, which a busy machine may take longer than an assertion's wait to finish: the navigation is waited.
    await page.waitForURL('/equipe')
    await expect(page.locator('h1')).toHaveText('Nossa equipe')
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeHidden()
    // Another page is a page load: the reading starts again at the top, where the skip link leads to the content.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused()
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the hamburger opens the menu and a tap opens the submenu', async ({ page }) => {
    await page.goto('/')
    const hamburger = page.getByRole('button', { name: 'Menu' })
    await expect(page.getByRole('link', { name: 'Notícias' })).toBeHidden()
    await hamburger.tap()
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: institutionToggle }).tap()
    await page.getByRole('link', { name: 'Parceiros' }).tap()
    await expect(page).toHaveURL('/parceiros')
    await expect(page.locator('h1')).toContainText('parceiros')
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('accessibility bar', () => {
  test('text size and high contrast are remembered between visits', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Aumentar o tamanho do texto' }).click()
    await page.getByRole('button', { name: 'Alto contraste' }).click()
    await expect(page.locator('html')).toHaveClass(/high-contrast/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/high-contrast/)
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%')
    await page.getByRole('button', { name: 'Diminuir o tamanho do texto' }).click()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('18px')
  })

  test('with the largest text the desktop menu folds behind Menu, and its submenu opens by click, not hover', async ({ page, baseURL }) => {
    await chooseLargestText(page, baseURL)
    await page.goto('/')
    const hamburger = page.getByRole('button', { name: 'Menu' })
    await hamburger.click()
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    const navigation = page.getByRole('navigation', { name: 'Menu principal' })
    await navigation.getByRole('link', { name: 'Instituição', exact: true }).hover()
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeHidden()
    await page.getByRole('button', { name: institutionToggle }).click()
    await expect(page.getByRole('link', { name: 'Equipe' })).toBeVisible()
  })
})

test.describe('home video', () => {
  test('does not play when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.locator('main h1')).toBeVisible()
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await expect(page.getByRole('button', { name: 'Reproduzir animação de fundo' })).toBeVisible()
  })
})

test.describe('WhatsApp button', () => {
  test('opens a chat with the prefilled text', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('link', { name: 'Conversar pelo WhatsApp (abre em nova aba)' })
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Ol%C3%A1!%20Gostaria%20de%20mais%20informa%C3%A7%C3%B5es\.$/)
  })
})

test.describe('contacts map', () => {
  const embed = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/

  test('loads the OpenStreetMap embed only when asked', async ({ page }) => {
    await page.goto('/contatos')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    // A real click would scroll the button into view, which loads the map by itself (next test). A click before
    // the map is React is pressed again once it is.
    const show = page.getByRole('button', { name: 'Mostrar mapa' })
    await show.dispatchEvent('click')
    await expect(page.locator('iframe')).toHaveAttribute('src', embed)
    await expect(page.getByRole('link', { name: /Abrir o mapa no OpenStreetMap/ })).toBeVisible()
  })

  test('loads the embed when the visitor scrolls to it', async ({ page }) => {
    await page.goto('/contatos')
    await expect(page.locator('main h1')).toBeVisible()
    await page.getByRole('heading', { name: 'Como chegar' }).scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveAttribute('src', embed)
  })
})
