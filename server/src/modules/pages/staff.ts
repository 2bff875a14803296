import { WORK_ROLES } from '@site/contracts'

/** Comunicação (and Administrador) edit the pages and the menu; Secretaria reads them. */
export const PAGE_EDITOR_ROLES = WORK_ROLES.communication
export const PAGE_READER_ROLES = [...WORK_ROLES.communication, ...WORK_ROLES.secretariat]
export const pagesStaffSchema = { tags: ['páginas'] }
