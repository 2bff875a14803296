import { expect, test } from '@playwright/test'
import { PATHS } from '@site/contracts'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PUBLIC_ROUTES } from './routes'

/** The Nu Html Checker (vnu), the W3C's validator, as its npm package ships it: a jar run with the system's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Every page the server draws, the not-found page, and the shell the admin area is drawn into. */
const PAGES = [...PUBLIC_ROUTES, '/pagina-que-nao-existe', PATHS.admin]

/**
 * vnu's CSS checker does not know container queries (CSS Containment 3, in every browser since 2023), which the
 * site's layout uses: it reports the rule and the property as unknown. Nothing else of the CSS is left out.
 */
const UNKNOWN_TO_VNU = [
  /^CSS: Unrecognized at-rule “@container”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist/,
  // A container query length (cqi, cqw...): vnu's CSS parser stops at the unit, and its extract shows the number.
  /^CSS: “[a-z-]+”: Parse Error\. \[.*\dcq[iwhb]\b/,
]

type VnuMessage = { type: 'error' | 'info' | 'non-document-error'; url?: string; message: string; extract?: string }

/** vnu's messages for the files (.html, and .css on their own), from its JSON report: one Java start for them all. */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--also-check-css', ...files]
  const { stdout } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: NodeJS.ErrnoException) => {
      if (failure.code !== 'ENOENT') throw failure
      throw new Error('No `java` to run the Nu Html Checker: install a Java runtime, 11 or later (Debian: default-jre-headless).')
    },
  )
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}

/**
 * A page's stylesheets (the site's is written into every page) apart from its markup, so that each distinct sheet
 * is checked once rather than once per page: the CSS check is what takes the checker's time.
 */
function splitStyles(html: string, sheets: Set<string>): string {
  return html.replace(/(<style[^>]*>)([^]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => {
    sheets.add(css)
    return `${open}${close}`
  })
}

test('every page drawn on the server is valid HTML (Nu Html Checker)', async ({ request }) => {
  // One Java run over some fifty pages: seconds on a computer, up to a minute on a busy 2-core machine.
  test.setTimeout(180_000)
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const sheets = new Set<string>()
    const files = new Map<string, string>()
    for (const page of PAGES) {
      // As a browser asks: an unknown address answers JSON to a client that does not ask for HTML.
      const response = await request.get(encodeURI(page), { headers: { accept: 'text/html' } })
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/)
      const file = path.join(folder, `page-${files.size}.html`)
      await writeFile(file, splitStyles(await response.text(), sheets))
      files.set(file, page)
    }
    for (const [index, css] of [...sheets].entries()) {
      const file = path.join(folder, `sheet-${index}.css`)
      await writeFile(file, css)
      files.set(file, `<style> ${index + 1} of ${sheets.size}`)
    }

    const nameOf = (url = '') => [...files].find(([file]) => url.endsWith(`/${path.basename(file)}`))?.[1] ?? url
    const errors = (await validate([...files.keys()]))
      // Its warnings ("info" messages) are advice; errors, and a file it could not read, fail.
      .filter(({ type, message, extract }) => type !== 'info' && !UNKNOWN_TO_VNU.some((pattern) => pattern.test(`${message} [${extract?.trim() ?? ''}]`)))
      .map(({ url, message, extract }) => `${nameOf(url)}: ${message}${extract ? ` [${extract.trim()}]` : ''}`)
    expect(errors).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
