import { expect, type Page } from '@playwright/test'
import { axeProblems, type Problem } from './axe.ts'
import { drawEveryBox } from './draw-every-box.ts'
import { htmlcsProblems } from './htmlcs.ts'

type Display = { highContrast: boolean; textScale: number }

/**
 * The ways a visitor may see the site. Each is set on the page in place, the way the accessibility bar sets it
 * (lib/preferences.ts: a class and the root font size): a reload would close an open dialog and clear a form's
 * errors.
 */
const MODES = {
  normal: { highContrast: false, textScale: 100 },
  'high contrast': { highContrast: true, textScale: 100 },
  // The bar's largest text (A+ up to 200%): the root font size doubles, and with it every text and every layout
  // breakpoint (all in rem). On the 1280 px window that is 200% browser zoom: the layout of a 640 px window.
  '200% text': { highContrast: false, textScale: 200 },
} satisfies Record<string, Display>

type ModeName = keyof typeof MODES

async function show(page: Page, { highContrast, textScale }: Display) {
  await page.evaluate(
    async ({ highContrast, textScale }) => {
      document.documentElement.classList.toggle('high-contrast', highContrast)
      document.documentElement.style.fontSize = `${textScale}%`
      // Colours may change through transitions (buttons): checked before they end, the page would still show
      // the old ones.
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
      // Then a frame for components that measure themselves (carousels) to lay out again.
      await new Promise((resolve) => requestAnimationFrame(resolve))
    },
    { highContrast, textScale },
  )
}

/**
 * What a visitor with large text would notice, besides axe: the page scrolling sideways, a control's text
 * spilling out of its box, or a control cut off by a container that hides its overflow.
 * Runs in the page, so it takes nothing from this module.
 */
function findLayoutProblems(): Problem[] {
  const describe = (element: Element) => {
    const classes = [...element.classList].map((name) => `.${name}`).join('')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`
  }
  const problems: Problem[] = []
  const add = (id: string, elements: Element[]) => {
    if (elements.length > 0) problems.push({ id, targets: elements.map(describe) })
  }
  const TOLERANCE = 1

  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    const rightEdge = (element: Element) => element.getBoundingClientRect().right + window.scrollX
    // The outermost elements past the right edge: the ones to fix.
    const outermost = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        rightEdge(element) > root.clientWidth + TOLERANCE &&
        (!element.parentElement || rightEdge(element.parentElement) <= root.clientWidth + TOLERANCE),
    )
    add('horizontal-scroll', outermost.length > 0 ? outermost : [root])
  }

  const controls = [
    ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, label, h1'),
  ].filter(
    (element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"], [inert]') &&
      element.getBoundingClientRect().width > TOLERANCE,
  )

  const clips = (style: CSSStyleDeclaration, axis: 'overflowX' | 'overflowY') =>
    style[axis] === 'hidden' || style[axis] === 'clip'
  const spills = controls.filter((element) => {
    const style = getComputedStyle(element)
    // Inline boxes have no client size, and fields scroll their own value.
    if (style.display === 'inline' || element.matches('input, select, textarea')) return false
    // Half a letter of slack: a glyph's line box may poke out a little (×), a spilled line is a whole one.
    const slack = parseFloat(style.fontSize) / 2
    return element.scrollWidth > element.clientWidth + slack || element.scrollHeight > element.clientHeight + slack
  })
  add('text-spills-out-of-control', spills)

  const cutOff = controls.filter((element) => {
    const box = element.getBoundingClientRect()
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (!clips(style, 'overflowX') && !clips(style, 'overflowY')) continue
      const frame = parent.getBoundingClientRect()
      // A one-pixel box that hides its overflow is the screen-reader-only pattern (.visually-hidden).
      if (frame.width <= TOLERANCE && frame.height <= TOLERANCE) return false
      const outX = box.left < frame.left - TOLERANCE || box.right > frame.right + TOLERANCE
      const outY = box.top < frame.top - TOLERANCE || box.bottom > frame.bottom + TOLERANCE
      if ((outX && clips(style, 'overflowX')) || (outY && clips(style, 'overflowY'))) return true
    }
    return false
  })
  add('control-cut-off', cutOff)

  // A box too narrow for its words breaks them inside (overflow-wrap), e.g. "NOTÍC / IAS" in a squeezed menu.
  // E-mail and web addresses are left out: breaking them anywhere is how they fit a narrow column on purpose. So are
  // tokens with a digit: identifiers (a file name, a protocol, a generated user name), not words of a language.
  const brokenWords: Element[] = []
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement
    if (!parent?.checkVisibility() || parent.getBoundingClientRect().width <= TOLERANCE) continue
    const tokens = [...(node.textContent ?? '').matchAll(/\S+/g)].filter((token) => !/@|:\/\/|^www\.|\p{N}/u.test(token[0]))
    const words = tokens.flatMap((token) =>
      [...token[0].matchAll(/[\p{L}\p{N}]{2,}/gu)].map((word) => ({
        start: token.index + word.index,
        length: word[0].length,
      })),
    )
    for (const { start, length } of words) {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, start + length)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) brokenWords.push(parent)
    }
  }
  add('word-broken-across-lines', [...new Set(brokenWords)])
  return problems
}

export async function layoutProblems(page: Page): Promise<Problem[]> {
  await drawEveryBox(page)
  return page.evaluate(findLayoutProblems)
}

/**
 * axe and HTML_CodeSniffer in every mode, plus the layout checks with doubled text; the page is left in normal mode.
 */
async function problemsInEveryMode(page: Page): Promise<Record<ModeName, Problem[]>> {
  const found = {} as Record<ModeName, Problem[]>
  for (const [name, display] of Object.entries(MODES) as [ModeName, Display][]) {
    await show(page, display)
    const layout = display.textScale > 100 ? await layoutProblems(page) : []
    found[name] = [...(await axeProblems(page)), ...(await htmlcsProblems(page)), ...layout]
  }
  await show(page, MODES.normal)
  return found
}

const NONE_IN_ANY_MODE = Object.fromEntries(Object.keys(MODES).map((name) => [name, []]))

/** Soft, so that a test walking through several states of a screen reports every state that fails. */
export async function expectAccessibleInEveryMode(page: Page, state = 'the page'): Promise<void> {
  expect.soft(await problemsInEveryMode(page), `problems in ${state}`).toEqual(NONE_IN_ANY_MODE)
}
