import { messages } from '@site/contracts'
import { AppError } from '../../../errors.ts'

const manage = messages.certificateManagement

/** Previews and imports at work at once in this process: each may hold a sheet's shared strings and its lines. */
const IMPORTS_AT_ONCE = 1
const BUSY_RETRY_SECONDS = 5
const TIMED_OUT_RETRY_SECONDS = 60

/** Asked between the steps of a preview or an import: past its time budget, it throws and the work stops there. */
export interface Deadline {
  check(): void
}

/**
 * Runs a preview or an import within `budgetMs`, one at a time: another one meanwhile is answered 503 with
 * Retry-After at once (staff resend in a moment; nothing is held for it), and work past its budget stops at its next
 * step with 503, so no file keeps the server's memory and processor for long.
 */
export function importWorkGate(budgetMs: number) {
  let running = 0
  return async function run<T>(work: (deadline: Deadline) => Promise<T>): Promise<T> {
    if (running >= IMPORTS_AT_ONCE) throw new AppError(503, manage.importBusy, { 'retry-after': String(BUSY_RETRY_SECONDS) })
    running += 1
    const endsAt = performance.now() + budgetMs
    const deadline = {
      check() {
        if (performance.now() > endsAt) {
          throw new AppError(503, manage.importTimedOut, { 'retry-after': String(TIMED_OUT_RETRY_SECONDS) })
        }
      },
    }
    try {
      return await work(deadline)
    } finally {
      running -= 1
    }
  }
}
