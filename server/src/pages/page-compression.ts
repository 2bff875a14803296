import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotliCompressAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type PageEncoding = 'br' | 'gzip'

/** The encoding to send a page in, from an Accept-Encoding header: Brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const quality = parameters.find((parameter) => parameter.startsWith('q='))
      return [name, quality === undefined ? 1 : Number(quality.slice(2)) || 0] as const
    }),
  )
  const allowed = (name: PageEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null
}

/**
 * How hard Brotli works on a page. `best` (quality 11, about 90 ms for a 70 KB page on the 2-core machine) is 8 %
 * smaller than `fast` (quality 6, 2–3 ms): what lets a page with a dozen pictures, such as /noticias, arrive in
 * the 14 KB a new connection sends in its first round trip (13.8 KB at 6, 12.7 KB at 11; over it, the first paint
 * waits a whole round trip more). It is paid once per version of a page; `fast` is for pages whose versions a
 * visitor can multiply at will (addresses with a query, 404s).
 */
export type CompressionEffort = 'best' | 'fast'

const BROTLI_QUALITY: Record<CompressionEffort, number> = { best: 11, fast: 6 }

// In libuv's thread pool: 90 ms of Brotli must not hold every other request of the event loop.
const compress = (html: string, encoding: PageEncoding, effort: CompressionEffort): Promise<Buffer> =>
  encoding === 'br'
    ? brotliCompressAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } })
    : gzipAsync(html, { level: 6 })

/**
 * Pages compressed once per version (their ETag), encoding and effort, also when asked for twice at once; the
 * earliest made go first beyond `maxEntries`. The HTML is 60–80 KB with the site's stylesheet in it and compresses
 * to about a fifth.
 */
export function compressedPages(
  maxEntries: number,
): (html: string, etag: string, encoding: PageEncoding, effort: CompressionEffort) => Promise<Buffer> {
  const kept = new Map<string, Promise<Buffer>>()
  return (html, etag, encoding, effort) => {
    const key = `${etag}:${encoding}:${effort}`
    const made = kept.get(key)
    if (made) return made
    const body = compress(html, encoding, effort)
    kept.set(key, body)
    void body.catch(() => kept.get(key) === body && kept.delete(key))
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!)
    return body
  }
}
