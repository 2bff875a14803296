import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'

const brotliCompressAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip'

/** The encoding to answer in, from an Accept-Encoding header: Brotli, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const quality = parameters.find((parameter) => parameter.startsWith('q='))
      return [name, quality === undefined ? 1 : Number(quality.slice(2)) || 0] as const
    }),
  )
  const allowed = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null
}

/**
 * How hard Brotli works. `best` (quality 11, about 90 ms for a 70 KB page on the 2-core machine) is 8 % smaller than
 * `fast` (quality 5, 1–2 ms): what lets a page with a dozen pictures, such as /noticias, arrive in the 14 KB a new
 * connection sends in its first round trip. It is for what is compressed once and kept (pages/page-compression.ts);
 * whatever a visitor can vary at will is `fast`.
 */
export type CompressionEffort = 'best' | 'fast'

const BROTLI_QUALITY: Record<CompressionEffort, number> = { best: 11, fast: 5 }

const brotliOptions = (effort: CompressionEffort) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } })
const GZIP_OPTIONS = { level: 6 }

/** In libuv's thread pool: 90 ms of Brotli must not hold every other request of the event loop. */
export const compress = (body: string | Buffer, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> =>
  encoding === 'br' ? brotliCompressAsync(body, brotliOptions(effort)) : gzipAsync(body, GZIP_OPTIONS)

/** Below this, compression saves less than a packet's worth and still costs a call into the thread pool. */
const MIN_COMPRESSED_BYTES = 1024

/** Text: JSON (the API, /docs/json), XML (sitemap.xml), YAML (/docs/yaml), HTML, CSS, JavaScript, SVG. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|(x-)?yaml|javascript)\b|application\/[\w.-]+\+(json|xml)\b|image\/svg\+xml\b)/i

function shouldCompress(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false // streams: files, PDFs, pictures
  if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || reply.statusCode === 204 || reply.statusCode === 304) return false
  // Already encoded (pages, precompressed assets), or a representation whose ETag its route chose.
  if (reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return false
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return false
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))
}

const withVary = (vary: unknown, name: string): string => {
  const names = String(vary ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  return names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ')
}

/**
 * A text answer written as it is made (a long list), compressed on the way when the client accepts it: `fast`, as
 * for everything made anew per request.
 */
export function compressedStream(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'))
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (!encoding) return body
  reply.header('content-encoding', encoding)
  const compressor = encoding === 'br' ? createBrotliCompress(brotliOptions('fast')) : createGzip(GZIP_OPTIONS)
  // An error of the text's source (the database, mid-list) ends the compressed answer too.
  body.once('error', (error) => compressor.destroy(error))
  return body.pipe(compressor)
}

/**
 * Compresses the text answers of every route (the API's JSON, the OpenAPI document, the sitemap) when the client
 * accepts it, at the fast level: they are made anew on each request. Pages compress themselves (client.ts).
 */
async function responseCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(reply, payload)) return payload
    // Whether or not this client gets it compressed, a cache must keep the answers per Accept-Encoding.
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'))
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    reply.header('content-encoding', encoding).removeHeader('content-length')
    return compress(payload, encoding, 'fast')
  })
}

export default fp(responseCompression, { name: 'response-compression' })
