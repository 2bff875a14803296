import { MAX_SUBMISSION_BYTES } from '@site/contracts'
import type { IncomingMessage } from 'node:http'

/**
 * The slowest body the server waits for, from its first byte on: half of a poor mobile line (256 kbit/s), so a real
 * visitor gets through and a client trickling a byte now and then does not.
 */
export const MIN_BYTES_PER_SECOND = 16 * 1024

/**
 * The bytes of a refused body read and dropped before the server gives up on the connection: twice the largest body
 * it accepts, enough for a browser to finish sending what a form held, not enough to keep the server reading forever.
 */
export const DISCARD_LIMIT_BYTES = 2 * MAX_SUBMISSION_BYTES

export interface PaceOptions {
  /** Each stretch of this length must bring `MIN_BYTES_PER_SECOND` × its seconds; the first one starts now. */
  windowMs: number
  /** The bytes received so far. */
  bytes: () => number
  /** Also a stall: more than this many bytes (checked at the end of each stretch). */
  maxBytes?: number
  /** Called once, at the end of the first stretch that brought too little (or too much). */
  onStall: () => void
}

/**
 * Watches a body arrive, stretch by stretch: no credit is carried over, so a fast start does not buy a long silence.
 * Returns the function that stops watching.
 */
export function watchPace({ windowMs, bytes, maxBytes = Infinity, onStall }: PaceOptions): () => void {
  const minimum = (MIN_BYTES_PER_SECOND * windowMs) / 1000
  let counted = bytes()
  const check = () => {
    const now = bytes()
    if (now - counted < minimum || now > maxBytes) return onStall()
    counted = now
    timer = setTimeout(check, windowMs)
  }
  let timer = setTimeout(check, windowMs)
  return () => clearTimeout(timer)
}

/**
 * For an answer sent before its request's body arrived whole (a refusal, a timeout): the rest of the body is read
 * and dropped while the answer goes out, and the connection closes once the client has sent it, stops sending at
 * the minimum pace, or has sent more than DISCARD_LIMIT_BYTES.
 *
 * Node ends a `Connection: close` answer with destroySoon(), which resets a connection the client is still sending
 * on; a reset can wipe the answer from the client's buffer before it reads it (a browser reads it only once its
 * upload is sent), so the visitor would see a connection error. Here only the server's side is ended at that point.
 */
export function discardRestThenClose(request: IncomingMessage, windowMs: number): void {
  const { socket } = request
  const startBytes = socket.bytesRead
  socket.destroySoon = () => void socket.end()
  request.unpipe()
  request.resume()
  const stop = watchPace({
    windowMs,
    bytes: () => socket.bytesRead - startBytes,
    maxBytes: DISCARD_LIMIT_BYTES,
    onStall: () => socket.destroy(),
  })
  socket.once('close', stop)
}
