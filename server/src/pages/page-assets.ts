import { existsSync, readFileSync } from 'node:fs'
import { escapeHtml } from './head-tags.ts'

/** One chunk of the client build's manifest (client/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

type Manifest = Record<string, ManifestChunk>

/**
 * The tags a server-rendered page adds to its head for the page modules it used: their stylesheets (the page is
 * drawn styled before any script runs) and their scripts as modulepreload (fetched in parallel with the entry, so
 * the browser can hydrate sooner). What the entry and the app load themselves is already in index.html.
 */
export function pageAssetTags(manifestFile: string): (modules: string[]) => string {
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}
  const reach = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    manifest[key].imports?.forEach((imported) => reach(imported, seen))
  }
  // index.html loads its entry and preloads the app that entry starts (client/build/preload-app.ts).
  const loadedByEntry = new Set<string>()
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) reach(key, loadedByEntry)
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []))

  const cache = new Map<string, string>()
  return (modules) => {
    const cacheKey = modules.join(' ')
    const known = cache.get(cacheKey)
    if (known !== undefined) return known
    const chunks = new Set<string>()
    modules.forEach((module) => reach(module, chunks))
    const used = [...chunks].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!)
    const css = [...new Set(used.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file))
    const tags =
      css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`).join('') +
      used.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}">`).join('')
    cache.set(cacheKey, tags)
    return tags
  }
}
