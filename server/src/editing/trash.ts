import type { FastifyInstance } from 'fastify'

/** Deleted content stays restorable for this long, then it is purged. */
export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a record deleted at `deletedAt` is purged. */
export const trashExpiry = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS)

/** Records deleted before this moment are past their 30 days. */
export const trashCutoff = (now: Date): Date => new Date(now.getTime() - TRASH_DAYS * DAY_MS)

/** How often each instance purges what has expired (the lists of the trash also purge before they answer). */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Runs `purge` every TRASH_PURGE_INTERVAL_MS on this instance until the app closes; a failure is logged and the
 * next round tries again. Each purge deletes only what has expired, so instances purging at once do no harm.
 */
export function scheduleTrashPurge(app: FastifyInstance, what: string, purge: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    purge().catch((error: unknown) => app.log.error({ err: error }, `${what} trash purge failed`))
  }, TRASH_PURGE_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
