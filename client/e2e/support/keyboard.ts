import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What is wrong with the focus indicator of the focused element, or null when a keyboard user can see it: an
 * outline (how the site draws every focus indicator) with at least 3:1 contrast against the colour around it
 * (WCAG 1.4.11). Runs in the page.
 */
function focusIndicatorProblem(): string | null {
  const element = document.activeElement
  if (!element || element === document.body) return 'nothing has the focus'
  const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
  const style = getComputedStyle(element)
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return `${name}: no outline`

  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
      const c = value / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const opaque = (color: string) => (channels(color)[3] ?? 1) > 0
  // The outline sits outside the element (outline-offset), so against what is behind the element.
  let behind = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement
  while (behind && !opaque(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement
  const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)'
  if (!opaque(style.outlineColor)) return `${name}: transparent outline`
  const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a) as [number, number]
  const ratio = (light + 0.05) / (dark + 0.05)
  return ratio >= 3 ? null : `${name}: outline ${style.outlineColor} on ${background} is ${ratio.toFixed(2)}:1`
}

export async function expectVisibleFocus(page: Page): Promise<void> {
  expect(await page.evaluate(focusIndicatorProblem)).toBeNull()
}

/** Presses Tab (Shift+Tab with `back`) and checks that the keyboard user sees where the focus went. */
export async function tab(page: Page, { back = false } = {}): Promise<void> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  await expectVisibleFocus(page)
}

const MAX_TAB_STOPS = 60

/** Tabs until `target` has the focus, checking the focus indicator on every stop on the way. */
export async function tabTo(page: Page, target: Locator, { back = false } = {}): Promise<void> {
  for (let stops = 0; stops < MAX_TAB_STOPS; stops += 1) {
    await tab(page, { back })
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target} not reached in ${MAX_TAB_STOPS} Tab stops`)
}
