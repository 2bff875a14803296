import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The file the build made from `source` (a key of Vite's manifest, e.g. 'src/lib/page-heads.ts'), as 'assets/….js':
 * page chunks are named by their hash alone (vite.config.ts), so a test finds them through the manifest.
 */
export function builtFile(source: string): string {
  const manifestFile = path.resolve(import.meta.dirname, '../../dist/.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>
  const chunk = manifest[source]
  if (!chunk) throw new Error(`no chunk built from ${source}`)
  return chunk.file
}
