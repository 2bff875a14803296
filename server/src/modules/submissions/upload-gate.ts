import { MAX_SUBMISSION_BYTES, messages } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import { rm } from 'node:fs/promises'
import type { Config } from '../../config/env.ts'
import { payloadTooLarge } from '../../errors.ts'
import { readWithinDeadline } from '../../http/upload-deadline.ts'
import { addressKey } from '../../limits/counters.ts'
import { createUploadFolder } from './upload-folders.ts'
import { uploadPlaces, type UploadPlacesOptions } from './upload-places.ts'
import { readMultipart, type MultipartSubmission } from './upload.ts'

/** Room for the text fields and the multipart framing on top of the files. */
export const MAX_BODY_BYTES = MAX_SUBMISSION_BYTES + 512 * 1024

export interface UploadGateOptions extends UploadPlacesOptions {
  timeoutMs: number
  /** Where each upload gets a temporary folder of its own. */
  tmpDir: string
}

/**
 * What every upload goes through: a body declared over the limit is refused unread, each upload waits for a place
 * (upload-places.ts: per address, with a short queue, 503 with Retry-After beyond), its body must keep a pace
 * (408 otherwise), and its files are streamed to a temporary folder that is removed however the request ends.
 */
export function uploadGate(options: UploadGateOptions) {
  const places = uploadPlaces(options)

  return async function receive<T>(
    request: FastifyRequest,
    fileFields: readonly string[],
    use: (submission: MultipartSubmission) => Promise<T>,
  ): Promise<T> {
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) throw payloadTooLarge(messages.uploads.requestTooLarge)
    const release = await places.acquire(addressKey(request.ip), () => request.log.debug('upload waiting for a place'))
    request.log.debug({ uploadsInFlight: places.inFlight }, 'upload started')
    let dir: string | undefined
    try {
      const folder = await createUploadFolder(options.tmpDir)
      dir = folder
      const submission = await readWithinDeadline(request, options.timeoutMs, (signal) =>
        readMultipart(request, fileFields, folder, signal),
      )
      return await use(submission)
    } finally {
      release()
      if (dir) await rm(dir, { recursive: true, force: true })
    }
  }
}

export type UploadGate = ReturnType<typeof uploadGate>

/**
 * The app's one gate, from the configuration: the public forms and the staff's replies take their places from it,
 * so UPLOAD_CONCURRENCY bounds the uploads of the whole server.
 */
export const configuredUploadGate = (
  config: Pick<Config, 'UPLOAD_CONCURRENCY' | 'UPLOAD_PLACES_PER_ADDRESS' | 'UPLOAD_QUEUE_WAIT_MS' | 'UPLOAD_TIMEOUT_MS' | 'UPLOAD_TMP_DIR'>,
) =>
  uploadGate({
    concurrency: config.UPLOAD_CONCURRENCY,
    perAddress: config.UPLOAD_PLACES_PER_ADDRESS,
    queueWaitMs: config.UPLOAD_QUEUE_WAIT_MS,
    timeoutMs: config.UPLOAD_TIMEOUT_MS,
    tmpDir: config.UPLOAD_TMP_DIR,
  })
