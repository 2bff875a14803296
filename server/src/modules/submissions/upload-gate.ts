import { MAX_SUBMISSION_BYTES, messages } from '@site/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { AppError, payloadTooLarge } from '../../errors.ts'
import { readMultipart, type MultipartSubmission } from './upload.ts'

export const UPLOAD_DEFAULTS = {
  /**
   * Uploads received at once. Each one holds a database connection while it stores its files, so the limit stays
   * below the pool's 10 connections and the rest of the site keeps answering.
   */
  concurrency: 4,
  /** The time a body has to arrive, extended for a body that keeps coming at a decent pace (see uploadDeadline). */
  timeoutMs: 120_000,
}

/** Room for the text fields and the multipart framing on top of the files. */
export const MAX_BODY_BYTES = MAX_SUBMISSION_BYTES + 512 * 1024

export const RETRY_AFTER_SECONDS = 30

/**
 * A visitor on a poor mobile line (256 kbit/s) still gets through: each byte received extends the deadline by the
 * time it takes at this rate. A client trickling a byte a second does not.
 */
const MIN_BYTES_PER_SECOND = 32 * 1024

export interface UploadGateOptions {
  concurrency: number
  timeoutMs: number
  /** Where each upload gets a temporary folder of its own. */
  tmpDir: string
}

/** Aborts when the body arrives slower than its allowance: `timeoutMs`, plus the time its bytes took at the minimum rate. */
function uploadDeadline(request: FastifyRequest, timeoutMs: number) {
  const controller = new AbortController()
  const bytesRead = () => Number(request.raw.socket?.bytesRead) || 0
  const startedAt = Date.now()
  const startBytes = bytesRead()
  let timer: NodeJS.Timeout
  const check = () => {
    const allowanceMs = timeoutMs + ((bytesRead() - startBytes) / MIN_BYTES_PER_SECOND) * 1000
    const leftMs = startedAt + allowanceMs - Date.now()
    if (leftMs > 0) timer = setTimeout(check, leftMs)
    else controller.abort(new AppError(408, messages.uploads.timeout))
  }
  timer = setTimeout(check, timeoutMs)
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}

/**
 * What every upload goes through: a body declared over the limit is refused unread, beyond `concurrency` uploads in
 * flight the answer is 503 with Retry-After (the visitor resends in a moment, nothing is held meanwhile), and the
 * files are streamed to a temporary folder that is removed however the request ends.
 */
export function uploadGate(options: UploadGateOptions) {
  let inFlight = 0

  return async function receive<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    fileFields: readonly string[],
    use: (submission: MultipartSubmission) => Promise<T>,
  ): Promise<T> {
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
      // Reading it only to throw it away would let anyone keep the server busy: the connection closes instead.
      void reply.header('connection', 'close')
      throw payloadTooLarge(messages.uploads.requestTooLarge)
    }
    if (inFlight >= options.concurrency) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      throw new AppError(503, messages.uploads.busy)
    }
    inFlight += 1
    request.log.debug({ uploadsInFlight: inFlight }, 'upload started')
    const deadline = uploadDeadline(request, options.timeoutMs)
    let dir: string | undefined
    try {
      dir = await mkdtemp(path.join(options.tmpDir, 'fundacao-upload-'))
      const submission = await readMultipart(request, fileFields, dir, deadline.signal)
      deadline.clear()
      return await use(submission)
    } catch (error) {
      if (deadline.signal.aborted) {
        request.log.info({ timeoutMs: options.timeoutMs }, 'upload timed out')
        void reply.header('connection', 'close')
      } else if (!request.raw.complete) {
        // Refused halfway (wrong type, too large): the rest of the body is read and dropped, so the visitor's browser
        // finishes sending and shows the answer, without anything being kept.
        request.raw.unpipe()
        request.raw.resume()
      }
      throw error
    } finally {
      deadline.clear()
      inFlight -= 1
      if (dir) await rm(dir, { recursive: true, force: true })
    }
  }
}
