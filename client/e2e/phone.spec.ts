import { expect, type Page } from '@playwright/test'
import { messages, validatorLink } from '@site/contracts'
import { PUBLIC_ROUTES, chooseLargestText } from './routes'
import { adminAuth } from './support/api'
import { drawEveryBox } from './support/draw-every-box.ts'
import { test } from './support/reused-page.ts'

/**
 * A phone's width, with the largest text of the accessibility bar (200%), kept in its cookie like a visitor's. A
 * height no other spec uses: the reused page, with that cookie, is this spec's alone.
 */
test.use({ viewport: { width: 390, height: 840 } })
test.beforeEach(async ({ reusedPage: page, baseURL }) => chooseLargestText(page, baseURL))

async function overflow(page: Page) {
  await drawEveryBox(page)
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

// One test per page, so a slow machine's time limit applies to one page, not to forty.
test.describe('on a 390 px phone with 200% text no page scrolls sideways', () => {
  for (const path of PUBLIC_ROUTES) {
    test(path, async ({ reusedPage: page }) => {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      expect(await overflow(page), path).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('the validator’s result on a 390 px phone with 200% text', () => {
  const codigo = `TEL${Date.now().toString(36).toUpperCase()}`
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async ({ request }) => {
    const certificate = { nome: 'Conceição Araújo dos Santos', curso: 'Educação Financeira', horas: 16, codigo, link: 'https://example.org/c.pdf' }
    const created = await request.post('/certificado', { data: certificate, headers: await adminAuth(request) })
    expect(created.status()).toBe(201)
  })

  test('reads as a list of label and value lines, none wider than the screen', async ({ reusedPage: page }) => {
    await page.goto(validatorLink(codigo))
    const result = page.locator('.certificate-result')
    await expect(result.getByText('Conceição Araújo dos Santos')).toBeVisible()
    const table = result.locator('table')
    const box = await table.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    // Each field on its own line, one under the other, all starting at the same left edge.
    const cells = await result.locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()).map(({ left, top }) => ({ left, top })))
    expect(cells.length).toBe(5)
    for (const [index, cell] of cells.entries()) {
      if (index === 0) continue
      expect(cell.left).toBeCloseTo(cells[0]!.left, 0)
      expect(cell.top).toBeGreaterThan(cells[index - 1]!.top)
    }
    await expect(result.locator('thead')).toHaveCSS('position', 'absolute')
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })

  test('the WhatsApp button covers none of it, wherever the page is scrolled', async ({ reusedPage: page }) => {
    await page.goto(validatorLink(codigo))
    const result = page.locator('.certificate-result')
    await expect(result.getByRole('link', { name: messages.certificateManagement.downloadPdf })).toBeVisible()
    const button = page.getByRole('link', { name: /WhatsApp/ })
    await expect(button).toBeVisible()
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y <= height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const [a, b] = [await button.boundingBox(), await result.boundingBox()]
      const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height
      expect(overlaps, `rolado até ${y} px`).toBe(false)
    }
  })
})
