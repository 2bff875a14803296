import { adminMenuSchema, menuInputSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { adminMenu, saveMenu } from './menu.ts'
import type { PagesClock } from './routes.ts'
import { PAGE_EDITOR_ROLES, PAGE_READER_ROLES, pagesStaffSchema as schema } from './staff.ts'

/** The staff's menu editor: the menu and the footer, their submenus and order, saved whole. */
const menuRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  app.get(
    '/api/admin/menu',
    {
      onRequest: app.authenticate,
      config: { roles: PAGE_READER_ROLES },
      schema: { ...schema, summary: 'O menu e o rodapé, com os itens que os visitantes ainda não veem', response: { 200: adminMenuSchema, ...apiErrorResponses(401, 403) } },
    },
    async () => adminMenu(app.prisma, clock()),
  )
  app.put(
    '/api/admin/menu',
    {
      onRequest: app.authenticate,
      config: { roles: PAGE_EDITOR_ROLES },
      schema: {
        ...schema,
        summary: 'Salvar o menu e o rodapé inteiros: itens, submenus (um nível) e ordem',
        body: menuInputSchema,
        response: { 200: adminMenuSchema, ...apiErrorResponses(400, 401, 403) },
      },
    },
    async (request) => saveMenu(app.prisma, request.body, clock()),
  )
}

export default menuRoutes
