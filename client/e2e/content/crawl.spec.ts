import { expect, test } from '@playwright/test'
import { isPlaceholderLink, messages } from '@site/contracts'
import { PUBLIC_ROUTES } from '../routes.ts'

/**
 * The news items still link out to placeholders until the news come from the server (another branch replaces
 * them); nothing else may. Remove this once the static news are gone.
 */
const PENDING_NEWS_LINK = /^https:\/\/www\.example\.org\/noticias\//

type Anchor = { href: string | null; text: string }

test('every public page links only to real places, and every image has alt text', async ({ page, request }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  const internalPaths = new Set<string>()
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin

  for (const route of PUBLIC_ROUTES) {
    await page.goto(route)
    await expect(page.locator('main h1').first()).toBeVisible()
    // The lists staff edit arrive after the page: wait until none is loading.
    await expect(page.getByText(messages.common.loading, { exact: true })).toHaveCount(0)

    const anchors = await page.locator('a').evaluateAll((links) =>
      links.map((link): Anchor => ({ href: link.getAttribute('href'), text: (link.textContent ?? '').trim() })),
    )
    for (const { href, text } of anchors) {
      if (href && PENDING_NEWS_LINK.test(href)) continue
      if (isPlaceholderLink(href)) {
        problems.push(`${route}: link "${text}" -> ${JSON.stringify(href)}`)
        continue
      }
      const target = new URL(href!, origin)
      if (target.origin === origin && (target.protocol === 'http:' || target.protocol === 'https:')) {
        internalPaths.add(target.pathname)
      }
    }

    // alt="" is how a page marks an image as decorative (the logo beside the site's name); no alt at all is a defect.
    const imagesWithoutAlt = await page
      .locator('img:not([alt])')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
    for (const src of imagesWithoutAlt) problems.push(`${route}: imagem sem texto alternativo ${src}`)
  }

  // An internal link must reach a page: the server answers 404 (with the site's 404 page) for anything else.
  for (const pathname of internalPaths) {
    const response = await request.get(pathname, { headers: { accept: 'text/html' } })
    if (response.status() === 404) problems.push(`link interno quebrado: ${pathname}`)
  }

  expect(problems).toEqual([])
})
