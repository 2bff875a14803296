import type { Page, Route } from '@playwright/test'

/**
 * Holds every request to `url` until the returned `release()` is called, then answers it with `answer` (the real
 * server by default). A test sees a loading or sending state for as long as it needs, without sleeping.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
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
