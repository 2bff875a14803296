import { WORK_ROLES } from '@site/contracts'
import type { FastifyInstance } from 'fastify'

export const pagesStaffSchema = { tags: ['páginas'] }

/**
 * The sign-in and roles of a staff route that reads the pages and the menu (`reader`: Comunicação, Administrador and
 * Secretaria) or changes them (`editor`: Comunicação and Administrador).
 */
export const pageAccess = (app: FastifyInstance) => ({
  reader: { onRequest: app.authenticate, config: { roles: [...WORK_ROLES.communication, ...WORK_ROLES.secretariat] } },
  editor: { onRequest: app.authenticate, config: { roles: WORK_ROLES.communication } },
})
