import { gzipAsync } from '@gfx/zopfli'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
// Small files too: the tiny entry (src/main.tsx) is part of every page's first load.
const MIN_BYTES = 256
// Zopfli writes ordinary gzip about 3 % smaller than zlib's level 9; beyond 5 iterations it gains almost nothing.
const ZOPFLI_ITERATIONS = 5

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })

/**
 * Writes .br and .gz next to every text asset of the build, so the server sends them (@fastify/static
 * preCompressed) without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    // The server renderer's build (--ssr) is read from disk by the server, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const content = readFileSync(file)
        if (content.length < MIN_BYTES) continue
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }))
      }
    },
  }
}
