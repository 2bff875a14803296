import type { PageContent, PageState } from '@site/contracts'
import { readContent } from './page-content.ts'

/** The columns that say which version of a page visitors see, and when. */
export interface PageVersions {
  published: unknown
  publishedAt: Date | null
  scheduled: unknown
  scheduledAt: Date | null
  deletedAt: Date | null
}

export const VERSION_SELECT = { published: true, publishedAt: true, scheduled: true, scheduledAt: true, deletedAt: true } as const

/** What visitors see at `now`: a scheduled version once its moment came, else the published one; none in the trash. */
export function visibleVersion(row: PageVersions, now: Date): { content: PageContent; since: Date } | null {
  if (row.deletedAt) return null
  if (row.scheduled && row.scheduledAt && row.scheduledAt <= now) return { content: readContent(row.scheduled), since: row.scheduledAt }
  if (row.published && row.publishedAt) return { content: readContent(row.published), since: row.publishedAt }
  return null
}

/** A version still waiting for its moment. */
const pendingSchedule = (row: PageVersions, now: Date) => (row.scheduled && row.scheduledAt && row.scheduledAt > now ? row.scheduledAt : null)

export function pageState(row: PageVersions, now: Date): PageState {
  if (visibleVersion(row, now)) return 'publicado'
  return pendingSchedule(row, now) ? 'agendado' : 'rascunho'
}

/** The date the list shows: when the visible version went up, or when the scheduled one will. */
export const publicationDate = (row: PageVersions, now: Date): Date | null => visibleVersion(row, now)?.since ?? pendingSchedule(row, now)

/** The newest version the staff published or scheduled: the one a draft is compared with. */
export const latestRelease = (row: PageVersions): unknown => row.scheduled ?? row.published

/**
 * The columns after a publication at `at`: now or before (published, any schedule dropped), or later (scheduled; a
 * scheduled version whose moment already came becomes the published one first).
 */
export function publication(row: PageVersions, draft: PageContent, at: Date, now: Date) {
  if (at <= now) return { published: draft, publishedAt: at, scheduled: null, scheduledAt: null }
  const due = row.scheduled && row.scheduledAt && row.scheduledAt <= now
  return {
    published: due ? row.scheduled : row.published,
    publishedAt: due ? row.scheduledAt : row.publishedAt,
    scheduled: draft,
    scheduledAt: at,
  }
}
