import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const CLIENT_ASSET = '/assets/app-abc123.js'

/** A built client with its index page and one hashed asset, as `npm run build` leaves it; `remove()` when done. */
export function createClientDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(path.join(dir, CLIENT_ASSET), 'console.log("site")\n')
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
