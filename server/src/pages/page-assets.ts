import { existsSync, readFileSync } from 'node:fs'
import { escapeHtml } from './head-tags.ts'

/** One chunk of the client build's manifest (client/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

type Manifest = Record<string, ManifestChunk>

/**
 * The tags a server-rendered page adds to its head for the page modules it used: their scripts as modulepreload, in
 * an inert <template> that the entry opens once the page is painted (fetched then in parallel with the app, so the
 * browser can take the page over sooner). What the entry and the app load themselves is already in index.html, and
 * so is the site's one stylesheet, which the page carries inline (page-shell.ts).
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

  const cache = new Map<string, string>()
  return (modules) => {
    const cacheKey = modules.join(' ')
    const known = cache.get(cacheKey)
    if (known !== undefined) return known
    const chunks = new Set<string>()
    modules.forEach((module) => reach(module, chunks))
    const used = [...chunks].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!)
    const links = used.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}">`).join('')
    // Inert until the browser has painted the page: client/src/main.tsx moves them into the head with the app's.
    const tags = links && `<template data-scripts>${links}</template>`
    cache.set(cacheKey, tags)
    return tags
  }
}
