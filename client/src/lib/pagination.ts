/** A page button, or a run of hidden pages. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/** Pages shown on each side of the current one: a window of five pages. */
export const PAGE_WINDOW_RADIUS = 2

/**
 * The page buttons to show: always the first and the last page, the pages within `radius` of the current one,
 * and an ellipsis for every run of hidden pages. An ellipsis never stands for a single page: that page is shown.
 *
 *   pageWindow(1, 6)  -> [1, 2, 3, 'ellipsis-end', 6]
 *   pageWindow(30, 60) -> [1, 'ellipsis-start', 28, 29, 30, 31, 32, 'ellipsis-end', 60]
 */
export function pageWindow(current: number, total: number, radius = PAGE_WINDOW_RADIUS): PageItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)
  let start = Math.max(1, page - radius)
  let end = Math.min(total, page + radius)
  // A gap of exactly one page is cheaper to show than to hide behind an ellipsis.
  if (start === 3) start = 2
  if (end === total - 2) end = total - 1

  const items: PageItem[] = []
  if (start > 1) items.push(1)
  if (start > 2) items.push('ellipsis-start')
  for (let number = start; number <= end; number += 1) items.push(number)
  if (end < total - 1) items.push('ellipsis-end')
  if (end < total) items.push(total)
  return items
}

export const pageCount = (itemCount: number, perPage: number): number => Math.max(1, Math.ceil(itemCount / perPage))

/** The items of one page (1-based). */
export const pageSlice = <T>(items: readonly T[], page: number, perPage: number): T[] =>
  items.slice((page - 1) * perPage, page * perPage)
