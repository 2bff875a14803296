import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { HIGH_CONTRAST_KEY, PUBLIC_ROUTES } from './routes'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const violationsOf = async (page: Page) => {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  // axe only flags text "for review" when its colour equals the background (1:1); in the high-contrast
  // theme that is exactly the bug to catch (black text on black), so it counts as a violation here.
  const invisibleText = incomplete
    .filter(({ id }) => id === 'color-contrast')
    .map((result) => ({
      ...result,
      id: 'color-contrast-1:1',
      nodes: result.nodes.filter((node) => node.any.some((check) => check.data?.messageKey === 'equalRatio')),
    }))
    .filter(({ nodes }) => nodes.length > 0)
  return [...violations, ...invisibleText].map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}

test.describe('axe finds no WCAG 2.1 AA violation', () => {
  for (const path of [...PUBLIC_ROUTES, '/pagina-que-nao-existe']) {
    test(`${path} in normal mode`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      expect(await violationsOf(page)).toEqual([])
    })

    test(`${path} in high-contrast mode`, async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIGH_CONTRAST_KEY)
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(/high-contrast/)
      await expect(page.locator('main h1')).toBeVisible()
      expect(await violationsOf(page)).toEqual([])
    })
  }
})
