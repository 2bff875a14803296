import { messages } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import { watchPace } from './body-pace.ts'

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
 * Reads an upload's body with `read`, which gets a signal to stop early: its first bytes must come within
 * `windowMs`, and every stretch of `windowMs` after them must bring the minimum pace (http/body-pace.ts), or the
 * answer is 408 at once and the connection closes (see http/request-timeouts.ts).
 */
export async function readWithinDeadline<T>(
  request: FastifyRequest,
  windowMs: number,
  read: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  const { socket } = request.raw
  const stop = watchPace({
    windowMs,
    bytes: () => socket.bytesRead,
    onStall: () => controller.abort(new AppError(408, messages.uploads.timeout)),
  })
  try {
    return await untilAborted(read(controller.signal), controller.signal)
  } catch (error) {
    if (controller.signal.aborted) request.log.info({ windowMs }, 'upload timed out')
    throw error
  } finally {
    stop()
  }
}
