import { messages } from '@site/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

/**
 * A visitor on a poor mobile line (256 kbit/s) still gets through: each byte received extends the deadline by the
 * time it takes at this rate. A client trickling a byte a second does not.
 */
const MIN_BYTES_PER_SECOND = 32 * 1024

/** Aborts when the body arrives slower than its allowance: `timeoutMs`, plus the time its bytes took at the minimum rate. */
function bodyDeadline(request: FastifyRequest, timeoutMs: number) {
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

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** Whether an upload failed because its body came too slowly. */
export const isUploadTimeout = (error: unknown) => error instanceof AppError && error.statusCode === 408

/**
 * Reads an upload's body with `read` under a deadline (see bodyDeadline). A body too slow is answered at once with
 * 408 and the connection closes, which also ends the abandoned reading; `read` gets the signal to stop early.
 */
export async function readWithinDeadline<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
  read: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = bodyDeadline(request, timeoutMs)
  try {
    return await untilAborted(read(deadline.signal), deadline.signal)
  } catch (error) {
    if (deadline.signal.aborted) {
      request.log.info({ timeoutMs }, 'upload timed out')
      void reply.header('connection', 'close')
    }
    throw error
  } finally {
    deadline.clear()
  }
}
