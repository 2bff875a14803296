/** Deleted content stays restorable for this long, then it is purged. */
export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a record deleted at `deletedAt` is purged. */
export const trashExpiry = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS)

/** Records deleted before this moment are past their 30 days. */
export const trashCutoff = (now: Date): Date => new Date(now.getTime() - TRASH_DAYS * DAY_MS)

/** How often each instance purges what has expired (the lists of the trash also purge before they answer). */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000
