import { compress, type CompressionEffort, type ContentEncoding } from '../http/compression.ts'
import { PageCache } from './page-cache.ts'
import type { PageSubject } from './page-head.ts'

/**
 * `best` for the site's own pages at their own address, once per version: a page of PAGE_HEADS or a published
 * article, a set no visitor can grow. Whatever a visitor can vary at will (a query, a sub-path such as
 * /validador/<code>, a "not found" page, the admin area) is `fast`: Brotli at its best costs far more CPU than an
 * anonymous request may ask for on every new address.
 */
export function compressionEffort(page: {
  statusCode: number
  /** The request's path, percent-decoded. */
  path: string
  hasQuery: boolean
  subject: PageSubject
}): CompressionEffort {
  const { statusCode, path, hasQuery, subject } = page
  if (statusCode !== 200 || hasQuery) return 'fast'
  return 'article' in subject || ('path' in subject && path === subject.path) ? 'best' : 'fast'
}

/**
 * Each encoding of a page is a representation of its own, with its own strong ETag (RFC 9110, 8.8.3): a cache that
 * holds the gzip form never takes the Brotli form for it.
 */
export const encodedEtag = (etag: string, encoding: ContentEncoding | null): string =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag

/**
 * Pages compressed at `best` are kept, once per version (their ETag) and encoding, also when asked for twice at once;
 * the earliest made go first beyond `maxEntries`. `fast` ones are compressed on each request and never kept: an
 * address made up for the occasion must not push out the pages everyone asks for.
 */
export class CompressedPages {
  readonly #kept: PageCache<Buffer>

  constructor(maxEntries: number) {
    this.#kept = new PageCache({ maxEntries })
  }

  get size(): number {
    return this.#kept.size
  }

  get(html: string, etag: string, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> {
    if (effort === 'fast') return compress(html, encoding, effort)
    return this.#kept.get(`${etag}:${encoding}`, () => compress(html, encoding, effort))
  }
}
