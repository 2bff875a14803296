/** What the seed of a first start uses of the pages: the content checks a save makes, and the revisions' name. */
export { sanitizeContent } from './page-content.ts'
export { PAGE_ENTITY } from './service.ts'
