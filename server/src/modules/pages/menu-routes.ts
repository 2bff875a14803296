import { adminMenuSchema, menuInputSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { adminMenu, saveMenu } from './menu.ts'
import type { PagesClock } from './routes.ts'
import { pageAccess, pagesStaffSchema as schema } from './staff.ts'

/** The staff's menu editor: the menu and the footer, their submenus and order, saved whole. */
const menuRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  const { reader, editor } = pageAccess(app)

  app.get(
    '/api/admin/menu',
    {
      ...reader,
      schema: { ...schema, summary: 'O menu e o rodapé, com os itens que os visitantes ainda não veem', response: { 200: adminMenuSchema, ...apiErrorResponses(401, 403) } },
    },
    async () => adminMenu(app.prisma, clock()),
  )
  app.put(
    '/api/admin/menu',
    {
      ...editor,
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
