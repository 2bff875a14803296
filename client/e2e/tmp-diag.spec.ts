import { test } from '@playwright/test'
import { PUBLIC_ROUTES, chooseLargestText } from './routes'
test.use({ viewport: { width: 390, height: 841 } })
test('diag', async ({ page, baseURL }) => {
  test.setTimeout(600_000)
  await chooseLargestText(page, baseURL)
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path)
    await page.locator('main h1').waitFor()
    const found = await page.evaluate(() => {
      const root = document.documentElement
      if (root.scrollWidth <= root.clientWidth) return []
      const right = (e: Element) => e.getBoundingClientRect().right + window.scrollX
      return [...document.body.querySelectorAll('*')].filter((e) => right(e) > root.clientWidth + 1 && (!e.parentElement || right(e.parentElement) <= root.clientWidth + 1))
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} w=${Math.round(e.getBoundingClientRect().width)} "${(e.textContent ?? '').trim().slice(0, 30)}"`)
    })
    if (found.length) console.log(path, JSON.stringify(found.slice(0, 6)))
  }
})
