/** One chunk of the client build's manifest (client/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

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
