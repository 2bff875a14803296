import { MAX_SUBMISSION_BYTES, messages } from '@site/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { AppError, payloadTooLarge } from '../../errors.ts'
import { isUploadTimeout, readWithinDeadline } from '../../http/upload-deadline.ts'
import { readMultipart, type MultipartSubmission } from './upload.ts'

export const UPLOAD_DEFAULTS = {
  /**
   * Uploads received at once. Each one holds a database connection while it stores its files, so the limit stays
   * below the pool's 10 connections and the rest of the site keeps answering.
   */
  concurrency: 4,
  /** The time a body has to arrive, extended for a body that keeps coming at a decent pace (http/upload-deadline.ts). */
  timeoutMs: 120_000,
}

/** Room for the text fields and the multipart framing on top of the files. */
export const MAX_BODY_BYTES = MAX_SUBMISSION_BYTES + 512 * 1024

export const RETRY_AFTER_SECONDS = 30

export interface UploadGateOptions {
  concurrency: number
  timeoutMs: number
  /** Where each upload gets a temporary folder of its own. */
  tmpDir: string
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
    let dir: string | undefined
    try {
      const folder = await mkdtemp(path.join(options.tmpDir, 'fundacao-upload-'))
      dir = folder
      const submission = await readWithinDeadline(request, reply, options.timeoutMs, (signal) =>
        readMultipart(request, fileFields, folder, signal),
      )
      return await use(submission)
    } catch (error) {
      if (!isUploadTimeout(error) && !request.raw.complete) {
        // Refused halfway (wrong type, too large): the rest of the body is read and dropped, so the visitor's browser
        // finishes sending and shows the answer, without anything being kept.
        request.raw.unpipe()
        request.raw.resume()
      }
      throw error
    } finally {
      inFlight -= 1
      if (dir) await rm(dir, { recursive: true, force: true })
    }
  }
}
