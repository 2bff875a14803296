import { messages } from '@site/contracts'
import { AppError } from '../../errors.ts'

export const RETRY_AFTER_SECONDS = 30

export interface UploadPlacesOptions {
  /** Uploads received at once. */
  concurrency: number
  /** Of them, held by one client address. */
  perAddress: number
  /** How long an upload that finds no place waits for one before its 503. */
  queueWaitMs: number
}

/** Gives the place back; a second call does nothing. */
export type ReleasePlace = () => void

const busy = () => new AppError(503, messages.uploads.busy, { 'retry-after': String(RETRY_AFTER_SECONDS) })

/**
 * The places of the uploads in flight. One client address holds at most `perAddress` of them, so a few bodies from
 * one client that send nothing cannot close the forms to everyone else. An upload that finds no place waits for one,
 * in order, for at most `queueWaitMs`, in a queue no longer than the places (and `perAddress` per address); beyond
 * that, or once the wait is over, the answer is 503 with Retry-After.
 */
export function uploadPlaces(options: UploadPlacesOptions) {
  let inFlight = 0
  const heldBy = new Map<string, number>()
  const waiting: { address: string; admit: () => void }[] = []

  const fits = (address: string) => inFlight < options.concurrency && (heldBy.get(address) ?? 0) < options.perAddress
  const count = (address: string, change: 1 | -1) => {
    inFlight += change
    const held = (heldBy.get(address) ?? 0) + change
    if (held > 0) heldBy.set(address, held)
    else heldBy.delete(address)
  }

  function take(address: string): ReleasePlace {
    count(address, 1)
    let released = false
    return () => {
      if (released) return
      released = true
      count(address, -1)
      const next = waiting.findIndex((entry) => fits(entry.address))
      if (next >= 0) waiting.splice(next, 1)[0]!.admit()
    }
  }

  return {
    /** Resolves with a place for `address`, at once or after a wait; rejects with the 503 when none came. */
    acquire(address: string, onWait: () => void): Promise<ReleasePlace> {
      if (fits(address)) return Promise.resolve(take(address))
      const waitingFromAddress = waiting.filter((entry) => entry.address === address).length
      if (waiting.length >= options.concurrency || waitingFromAddress >= options.perAddress) return Promise.reject(busy())
      onWait()
      return new Promise((resolve, reject) => {
        const entry = {
          address,
          admit: () => {
            clearTimeout(timer)
            resolve(take(address))
          },
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1)
          reject(busy())
        }, options.queueWaitMs)
        waiting.push(entry)
      })
    },
    get inFlight() {
      return inFlight
    },
  }
}
