import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../../src/root-dir.ts'

/** The shape of the built index.html: the generic title the server replaces with each page's head. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Fundação Educacional</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** A built client of one page and the site's real SVG icon, in a temporary folder; `remove()` in afterAll. */
export function createClientDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'))
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML)
  copyFileSync(path.join(ROOT_DIR, 'client', 'public', 'favicon.svg'), path.join(dir, 'favicon.svg'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
