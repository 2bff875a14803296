import { expect } from '@playwright/test'
import { PATHS, searchLink, validatorLink } from '@site/contracts'
import { adminPost, uniqueTag } from './admin/helpers.ts'
import { PUBLIC_ROUTES, chooseLargestText } from './routes'
import { expectAccessibleInEveryMode, layoutProblems } from './support/display-modes.ts'
import { test } from './support/reused-page.ts'

/**
 * Every public page passes axe (WCAG 2.1 A and AA) and HTML_CodeSniffer (WCAG 2 AA, pa11y's engine: other rules) in
 * normal, high-contrast and 200% text modes; with doubled text the page also keeps to the window's width, and no
 * control spills or is cut off (support/display-modes.ts). One page per case, switched between the modes in place.
 * The states a visitor or the staff can bring a screen to (a form showing its errors, an admin dialog):
 * accessibility-states.spec.ts.
 */
test.use({ reducedMotion: 'reduce' })

const TAG = uniqueTag('A11Y')
const CERTIFICATE = {
  nome: `Dalva ${TAG}`,
  curso: 'Inclusão Digital',
  horas: 12,
  codigo: TAG,
  link: 'https://example.org/c.pdf',
}

test.describe('public pages', () => {
  for (const path of [...PUBLIC_ROUTES, '/pagina-que-nao-existe']) {
    test(path, async ({ reusedPage: page }) => {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      await expectAccessibleInEveryMode(page)
    })
  }

  test('the search with its suggestion, filters and highlighted results', async ({ reusedPage: page }) => {
    await page.goto(searchLink('inclusao digitl'))
    await expect(page.locator('main mark').first()).toBeVisible()
    await expectAccessibleInEveryMode(page)
  })

  test('a certificate found by the validator', async ({ reusedPage: page, request }) => {
    await adminPost(request, '/certificado', CERTIFICATE)
    await page.goto(validatorLink(CERTIFICATE.codigo))
    await expect(page.getByRole('cell', { name: CERTIFICATE.nome })).toBeVisible()
    await expectAccessibleInEveryMode(page)
  })

  test("the text-size buttons' names start with what they show, as speech input users say it", async ({ reusedPage: page }) => {
    await page.goto(PATHS.home)
    await expect(page.getByRole('button', { name: /^A\+ / })).toBeVisible()
    await expect(page.getByRole('button', { name: /^A− / })).toBeVisible()
  })

  test('200% text chosen on an earlier visit lays the page out from the first render', async ({ page, baseURL }) => {
    await chooseLargestText(page, baseURL)
    await page.goto(PATHS.home)
    await expect(page.locator('main h1')).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
  })
})
