import { inertScripts, modulePreloadLink } from '@site/contracts'
import { existsSync, readFileSync } from 'node:fs'

/** One chunk of the client build's manifest (client/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** The manifest's entries: index.html's and the app it starts (client/build/preload-app.ts). */
export const entryKeys = (manifest: Manifest): string[] => Object.keys(manifest).filter((key) => manifest[key]!.isEntry)

/** The chunk keys reachable through static imports from `keys`, the keys themselves included, in the order met. */
export function staticImports(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    manifest[key].imports?.forEach(visit)
  }
  for (const key of keys) visit(key)
  return seen
}

/**
 * The tags a server-rendered page adds to its head for the page modules it used: their scripts as modulepreload, in
 * an inert <template> that the entry opens once the page is painted (fetched then in parallel with the app, so the
 * browser can take the page over sooner). What the entry and the app load themselves is already in index.html, and
 * so is the site's one stylesheet, which the page carries inline (page-shell.ts).
 */
export function pageAssetTags(manifestFile: string): (modules: string[]) => string {
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}
  const loadedByEntry = staticImports(manifest, entryKeys(manifest))

  const cache = new Map<string, string>()
  return (modules) => {
    const cacheKey = modules.join(' ')
    const known = cache.get(cacheKey)
    if (known !== undefined) return known
    const used = [...staticImports(manifest, modules)].filter((key) => !loadedByEntry.has(key))
    const tags = inertScripts(used.map((key) => modulePreloadLink(`/${manifest[key]!.file}`)))
    cache.set(cacheKey, tags)
    return tags
  }
}
