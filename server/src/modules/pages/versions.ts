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

/** A version of a page and the span of time visitors see it: from `visibleFrom` (null: already) until `visibleUntil`. */
export interface VersionSpan {
  content: PageContent
  /** When it went up, or goes up: the date the site shows. */
  since: Date
  visibleFrom: Date | null
  visibleUntil: Date | null
}

/**
 * The versions visitors see over time, the one rule of "published now": the published version until a scheduled
 * one's moment, then that one; nothing in the trash. The site's pages, menu, sitemap and site map test `now` against
 * these spans (`shownAt`), and the search index stores them so its query applies the same test.
 */
export function versionSpans(row: PageVersions): VersionSpan[] {
  if (row.deletedAt) return []
  const moment = row.scheduled && row.scheduledAt ? row.scheduledAt : null
  const spans: VersionSpan[] = []
  if (row.published && row.publishedAt) spans.push({ content: readContent(row.published), since: row.publishedAt, visibleFrom: null, visibleUntil: moment })
  if (moment) spans.push({ content: readContent(row.scheduled), since: moment, visibleFrom: moment, visibleUntil: null })
  return spans
}

export const shownAt = (span: Pick<VersionSpan, 'visibleFrom' | 'visibleUntil'>, now: Date): boolean =>
  (span.visibleFrom === null || span.visibleFrom <= now) && (span.visibleUntil === null || now < span.visibleUntil)

/** Of a page's spans, the one visitors see at `now`, if any. */
export const spanAt = (spans: VersionSpan[], now: Date): VersionSpan | null => spans.find((span) => shownAt(span, now)) ?? null

/** What visitors see at `now`, if anything. */
export const visibleVersion = (row: PageVersions, now: Date): VersionSpan | null => spanAt(versionSpans(row), now)

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
