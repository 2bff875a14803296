import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { staticImports, type Manifest } from '../../server/src/pages/page-assets.ts'

export interface Size {
  raw: number
  gzip: number
  brotli: number
}

export interface BundleReport {
  /**
   * JS a visitor of the home downloads as it loads: index.html's entry, with what it imports. No island of the home
   * becomes React before the visitor touches it (lib/island.tsx), so React and the islands load only then.
   */
  homeFirstLoadJs: Size & { files: string[] }
  homeFirstLoadCss: Size & { files: string[] }
  largestRouteChunk: Size & { file: string; route: string }
}

/** What the server sends for `file` with this encoding: the precompressed copy if the build wrote one. */
const servedBytes = (file: string, extension: '' | '.gz' | '.br') =>
  statSync(existsSync(file + extension) ? file + extension : file).size

/** Bytes sent for `files`, each file compressed on its own as the server sends it. */
const sizeOf = (dist: string, files: string[]): Size => {
  const total = (extension: '' | '.gz' | '.br') =>
    files.reduce((sum, file) => sum + servedBytes(path.join(dist, file), extension), 0)
  return { raw: total(''), gzip: total('.gz'), brotli: total('.br') }
}

/** Bytes sent for `files` written one after another into a page, compressed with it as one text. */
const inlineSizeOf = (dist: string, files: string[]): Size => {
  const text = Buffer.concat(files.map((file) => readFileSync(path.join(dist, file))))
  return { raw: text.length, gzip: gzipSync(text, { level: 9 }).length, brotli: brotliCompressSync(text).length }
}

/** Reads Vite's manifest in `dist` and measures what the home page loads first and the largest page chunk. */
export function measureBundle(dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  if (!manifest['index.html']) throw new Error('manifesto sem index.html')
  const chunks = [...staticImports(manifest, ['index.html'])].map((key) => manifest[key]!)
  const jsFiles = chunks.map((chunk) => chunk.file)
  // The public site's stylesheets, which index.html links and the server writes into every page it draws.
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const cssFiles = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]!)

  const routes = Object.values(manifest).filter((chunk) => chunk.src?.startsWith('src/routes/'))
  const largest = routes
    .map((chunk) => ({ file: chunk.file, route: chunk.src!, ...sizeOf(dist, [chunk.file]) }))
    .sort((a, b) => b.gzip - a.gzip)[0]!

  return {
    homeFirstLoadJs: { files: jsFiles, ...sizeOf(dist, jsFiles) },
    homeFirstLoadCss: { files: cssFiles, ...inlineSizeOf(dist, cssFiles) },
    largestRouteChunk: largest,
  }
}
