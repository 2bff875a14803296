import { readFileSync } from 'node:fs'
import path from 'node:path'

type Manifest = Record<string, { file: string; imports?: string[] }>

const readManifest = (): Manifest =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8')) as Manifest

/**
 * The file the build made from `source` (a key of Vite's manifest, e.g. 'src/lib/page-heads.ts'), as 'assets/….js':
 * page chunks are named by their hash alone (vite.config.ts), so a test finds them through the manifest.
 */
export function builtFile(source: string): string {
  const chunk = readManifest()[source]
  if (!chunk) throw new Error(`no chunk built from ${source}`)
  return chunk.file
}

/** The files the browser needs to run `source`'s chunk: its own and those it imports statically, at any depth. */
export function builtFilesToRun(source: string): Set<string> {
  const manifest = readManifest()
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`no chunk built from ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(source)
  return files
}
