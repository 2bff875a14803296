import { expect, type Page } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import { drawEveryBox } from './draw-every-box.ts'

/** What the site promises: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Experimental in axe, so off unless asked for (WCAG 2.5.3): speech-input users say what they see ("A+"), so an
  // accessible name that drops the visible text counts here.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations', 'incomplete'],
}

/** A rule broken on the page and the elements breaking it. */
export type Problem = { id: string; targets: string[] }

type WindowWithAxe = Window & { axe?: typeof axe }

/**
 * axe-core run in the page as it is now. Not through AxeBuilder, which evaluates axe's half-megabyte source twice
 * per run and merges frame results in a new blank page: three times slower, for frames the site only has as a
 * third-party (cross-origin) map. The source is evaluated once per document.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => Boolean((window as WindowWithAxe).axe)))) await page.evaluate(axe.source)
  await drawEveryBox(page)
  return page.evaluate((options) => (window as WindowWithAxe).axe!.run(document, options), OPTIONS)
}

/**
 * axe's violations, plus one verdict axe leaves "for review": text whose colour equals its background (1:1). In the
 * high-contrast theme that is exactly the bug to catch (black text on black), so it counts as a violation.
 */
export async function axeProblems(page: Page): Promise<Problem[]> {
  const { violations, incomplete } = await runAxe(page)
  const invisibleText = incomplete
    .filter(({ id }) => id === 'color-contrast')
    .map((result) => ({
      ...result,
      id: 'color-contrast-1:1',
      nodes: result.nodes.filter((node) => node.any.some((check) => check.data?.messageKey === 'equalRatio')),
    }))
    .filter(({ nodes }) => nodes.length > 0)
  return [...violations, ...invisibleText].map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeProblems(page)).toEqual([])
}
