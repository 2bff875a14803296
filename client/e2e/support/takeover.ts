import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Resolves once React has taken over the element the server drew (it keeps its props on the node): a click on a link
 * before that is the browser's own navigation, a full page load, rather than the app's.
 */
export async function takenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}

/**
 * Makes every island of the page React, as a visitor's first touch of each would (client/src/main.tsx), and
 * resolves once each has taken over what the server drew for it. Touched again until then: the entry that answers
 * the touch arrives once the page is shown.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const sleeping = [...document.querySelectorAll('[data-island]')].filter(
          (island) => island.firstElementChild && !Object.keys(island.firstElementChild).some((key) => key.startsWith('__reactProps$')),
        )
        for (const island of sleeping) island.dispatchEvent(new FocusEvent('focusin'))
        return sleeping.length
      }),
    )
    .toBe(0)
}
