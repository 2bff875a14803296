import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Problem } from './axe.ts'

/**
 * HTML_CodeSniffer, the engine behind pa11y: a second reading of WCAG 2 AA besides axe, with rules of its own (a
 * fieldset without a legend, for one). Its build is a script that defines `window.HTMLCS`; like axe's source it is
 * evaluated in the page, which the site's Content-Security-Policy would refuse as a <script> tag.
 */
const SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

/** What the site promises (WCAG 2 AA): the standard pa11y runs by default. */
const STANDARD = 'WCAG2AA'

export type HtmlcsMessage = { type: 'error' | 'warning' | 'notice'; code: string; target: string }

type Htmlcs = {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void
  getMessages(): { type: 1 | 2 | 3; code: string; element: Element | Document }[]
}
type WindowWithHtmlcs = Window & { HTMLCS?: Htmlcs; translation?: Record<string, Record<string, string>> }

/**
 * The errors of rule H98 (an autocomplete token that does not fit its control, e.g. the multi-line street-address on
 * an <input>) have no text in HTML_CodeSniffer 2.5.1's translations: reporting one throws instead. Given one, they
 * are reported like any other error.
 */
const AUTOCOMPLETE_ERRORS = ['Text', 'Multiline', 'Password', 'Url', 'Telephone', 'Numeric', 'Month', 'Date']

/** Every message of a run over the page as it is now, each with a short description of its element. */
export async function htmlcsMessages(page: Page): Promise<HtmlcsMessage[]> {
  if (!(await page.evaluate(() => Boolean((window as WindowWithHtmlcs).HTMLCS)))) await page.evaluate(SOURCE)
  return page.evaluate(
    ({ standard, autocompleteErrors }) =>
      new Promise<HtmlcsMessage[]>((resolve, reject) => {
        const { HTMLCS: htmlcs, translation } = window as WindowWithHtmlcs
        const english = translation!.en!
        for (const kind of autocompleteErrors) {
          english[`1_3_5_H98.InvalidAutoComplete_${kind}`] ??= `Autocomplete token {{x}} does not fit this control (${kind}).`
        }
        const describe = (element: Element | Document) => {
          if (!(element instanceof Element)) return 'document'
          const id = element.id ? `#${element.id}` : ''
          const classes = [...element.classList].map((name) => `.${name}`).join('')
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
          return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`
        }
        const TYPES = { 1: 'error', 2: 'warning', 3: 'notice' } as const
        htmlcs!.process(
          standard,
          document,
          () =>
            resolve(
              htmlcs!.getMessages().map(({ type, code, element }) => ({ type: TYPES[type], code, target: describe(element) })),
            ),
          () => reject(new Error(`HTML_CodeSniffer could not load ${standard}`)),
          'en',
        )
      }),
    { standard: STANDARD, autocompleteErrors: AUTOCOMPLETE_ERRORS },
  )
}

/** HTML_CodeSniffer's errors, grouped by rule as axe's are. Its warnings and notices ask for a person's review. */
export async function htmlcsProblems(page: Page): Promise<Problem[]> {
  const byCode = new Map<string, string[]>()
  for (const { type, code, target } of await htmlcsMessages(page)) {
    if (type === 'error') byCode.set(code, [...(byCode.get(code) ?? []), target])
  }
  return [...byCode].map(([code, targets]) => ({ id: `htmlcs ${code}`, targets }))
}
