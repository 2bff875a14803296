import type { PublicMenu, PublicPage, SiteMapEntry } from '@site/contracts'
import { apiReadOr } from './api-read'
import { apiRequest } from './api-client'
import { usePageData } from './page-data'

/** GET /api/paginas: the published page at a path (404 when visitors cannot see one there). */
export const fetchPublicPage = (path: string, signal?: AbortSignal) =>
  apiRequest<PublicPage>(`/api/paginas?caminho=${encodeURIComponent(path)}`, { signal })

/** GET /api/mapa-do-site: the pages visitors can open now, each with the page it is listed under. */
export const fetchSiteMap = (signal?: AbortSignal) => apiRequest<SiteMapEntry[]>('/api/mapa-do-site', { signal })

const NO_MENU: PublicMenu = { principal: [], rodape: [], idbasico: [] }

/**
 * The menu, the footer's links and the links between the /idbasico pages, as staff arranged them in "Menu" (only
 * items whose page is published). Read with the page on the server; a failed read draws no links rather than no page.
 */
export function useSiteMenu(): PublicMenu {
  const menu = usePageData('menu', () => apiReadOr<PublicMenu>('/api/menu', NO_MENU))
  return menu.status === 'ready' ? menu.data : NO_MENU
}
