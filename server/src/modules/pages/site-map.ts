import { PAGE_HEADS, pageKey, PATHS, type PublicPath, type SiteMapEntry } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { listVisiblePages } from './service.ts'

/** The public pages of the code by key, in the order of PATHS: the order siblings keep on the map. */
const CODE_PAGES = new Map((Object.keys(PAGE_HEADS) as PublicPath[]).map((path, index) => [pageKey(path), { path, index }]))

/** The page above `path`: its parent in PAGE_HEADS, else (a page the staff made) the address it lives under. */
function parentOf(path: string): string | null {
  const code = CODE_PAGES.get(pageKey(path))
  if (code) return code.path === PATHS.home ? null : (PAGE_HEADS[code.path].parent ?? PATHS.home)
  const cut = path.lastIndexOf('/')
  return cut > 0 ? path.slice(0, cut) : PATHS.home
}

/** Siblings: the pages of PATHS in its order, then the staff's pages by title. */
function bySiteOrder(a: SiteMapEntry, b: SiteMapEntry): number {
  const [first, second] = [CODE_PAGES.get(pageKey(a.caminho))?.index ?? Infinity, CODE_PAGES.get(pageKey(b.caminho))?.index ?? Infinity]
  return first !== second ? first - second : a.titulo.localeCompare(b.titulo, 'pt-BR')
}

/**
 * The "Mapa do site": every stored page visitors see now (with its published title) and every public route of the
 * code no stored page replaces (the forms, the news, the search...), each under the nearest page above it that is
 * listed (a page whose parent is not published moves up). Parents come before their children.
 */
export async function siteMap(prisma: PrismaClient, now: Date): Promise<SiteMapEntry[]> {
  const { visible, storedKeys } = await listVisiblePages(prisma, now)
  const pages = [
    ...visible.map((page) => ({ caminho: page.path, titulo: page.content.titulo })),
    ...[...CODE_PAGES.values()]
      .filter(({ path }) => !PAGE_HEADS[path].private && !storedKeys.has(pageKey(path)))
      .map(({ path }) => ({ caminho: path, titulo: PAGE_HEADS[path].title })),
  ]
  const listed = new Map(pages.map((page) => [pageKey(page.caminho), page.caminho]))
  const listedParent = (path: string): string | null => {
    let parent = parentOf(path)
    while (parent !== null && !listed.has(pageKey(parent))) parent = parentOf(parent)
    return parent === null ? null : listed.get(pageKey(parent))!
  }
  const entries = pages.map((page) => ({ ...page, pai: listedParent(page.caminho) })).sort(bySiteOrder)
  const under = (parent: string | null): SiteMapEntry[] =>
    entries.filter((entry) => entry.pai === parent).flatMap((entry) => [entry, ...under(entry.caminho)])
  return under(null)
}
