import { PAGE_HEADS, PATHS, type PublicPath, type SearchKind } from '@site/contracts'
import { listPageTexts } from '../../../../client/src/page-text/search-pages.ts'
import type { PageEntry } from '../../db/queries/search.ts'

/** The search page itself is not a result. */
const UNLISTED: readonly string[] = [PATHS.search]

const pageKind = (path: string): SearchKind =>
  path === PATHS.courses || path.startsWith(`${PATHS.courses}/`) ? 'curso' : 'pagina'

/**
 * Every public page as an entry of the search: its title and description (PAGE_HEADS) and the static text it
 * shows. The one place that lists the pages: when their texts move to the database, this reads them there.
 */
export function listPages(): PageEntry[] {
  const texts = new Map(listPageTexts().map((page) => [page.path, page.text]))
  return (Object.entries(PAGE_HEADS) as [PublicPath, (typeof PAGE_HEADS)[PublicPath]][])
    .filter(([path, head]) => !head.private && !UNLISTED.includes(path))
    .map(([path, head]) => ({
      path,
      kind: pageKind(path),
      title: head.title,
      body: [head.description, texts.get(path)].filter(Boolean).join('\n'),
    }))
}
