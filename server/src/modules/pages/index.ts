/** What the rest of the server uses of the pages: the seed's checks, and what visitors see (the HTML, sitemap, search). */
export { sanitizeContent } from './page-content.ts'
export { listPageVersions, listVisiblePages, lookUpSitePage, PAGE_ENTITY, type PageLookup, type VisiblePage } from './service.ts'
export { publicMenu } from './menu.ts'
