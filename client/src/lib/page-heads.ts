// Loaded on its own (see components/layout/page-meta.tsx): the table of every page's head stays out of the first load.
export { PAGE_HEADS } from '@site/contracts'
