import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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

const compress = (html: string, encoding: PageEncoding): Buffer =>
  encoding === 'br'
    ? // Quality 6: a few milliseconds for a 70 KB page (the site's CSS is in it), within 10 % of the smallest; 10
      // and 11 are 10–20 times slower, paid again by every new version of every page.
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(html, { level: 6 })

/**
 * Pages compressed once per version (their ETag) and encoding; the earliest made go first beyond `maxEntries`.
 * The HTML is 60–80 KB with the site's stylesheet in it and compresses to about a fifth.
 */
export function compressedPages(maxEntries: number): (html: string, etag: string, encoding: PageEncoding) => Buffer {
  const kept = new Map<string, Buffer>()
  return (html, etag, encoding) => {
    const key = `${etag}:${encoding}`
    let body = kept.get(key)
    if (!body) {
      body = compress(html, encoding)
      kept.set(key, body)
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!)
    }
    return body
  }
}
