import { expect, type Locator } from '@playwright/test'

/**
 * Resolves once React has taken over the element the server drew (it keeps its props on the node): a click on a link
 * before that is the browser's own navigation, a full page load, rather than the app's.
 */
export async function takenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}
