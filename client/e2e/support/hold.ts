import type { Page, Route } from '@playwright/test'
import { builtFilesToRun } from './built-chunk'

/**
 * Holds every request to `url` until the returned `release()` is called, then answers it with `answer` (the real
 * server by default). A test sees a loading or sending state for as long as it needs, without sleeping.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await answer(route)
  })
  return release
}

/**
 * Lets the page's entry and the islands' runtime load, and holds every other script (the islands' own components)
 * until `release()`. `requested` resolves once a component is asked for: an island has started to become React.
 */
export async function holdIslandComponents(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  const runtime = builtFilesToRun('src/app/islands-runtime.tsx')
  let asked!: () => void
  const requested = new Promise<void>((resolve) => (asked = resolve))
  const release = await holdRequests(page, (url) => {
    const file = url.pathname.slice(1)
    const held = /^assets\/[^/]+\.js$/.test(file) && !file.startsWith('assets/index-') && !runtime.has(file)
    if (held) asked()
    return held
  })
  return { requested, release }
}
