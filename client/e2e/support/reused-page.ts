import { test as base, type BrowserContextOptions, type Page } from '@playwright/test'

type PageFor = (options: BrowserContextOptions) => Promise<Page>

/**
 * `reusedPage`: for tests that only load a page and look at it. One page per worker (and per viewport and motion
 * setting), kept from test to test; each test still loads its page with goto. What it saves is a new context's cold
 * start of the app (scripts, styles and fonts fetched and compiled again): about 1.5 s a page on the 2-core CI.
 * Not for tests that store anything in the browser (init scripts, localStorage, a typed form).
 */
export const test = base.extend<{ reusedPage: Page }, { pageFor: PageFor }>({
  pageFor: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use
      const pages = new Map<string, Promise<Page>>()
      await provide((options) => {
        const key = JSON.stringify(options)
        if (!pages.has(key)) pages.set(key, browser.newPage({ baseURL, locale, ...options }))
        return pages.get(key)!
      })
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()))
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ pageFor, viewport, reducedMotion }, provide) => {
    await provide(await pageFor({ viewport, reducedMotion }))
  },
})
