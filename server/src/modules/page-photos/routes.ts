import { pagePhotoInputSchema, pagePhotoListSchema, pagePhotoParamsSchema, pagePhotoSchema, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { staffDelete } from '../../http/staff-delete.ts'
import { listPagePhotos, removePagePhoto, setPagePhoto } from './service.ts'

const tags = ['fotos das páginas']

/** /fotos-paginas: the main photo of each program and project page. Reading is public; choosing needs a token. */
const pagePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fotos-paginas',
    {
      schema: {
        tags,
        summary: 'Listar as fotos escolhidas para as páginas de programas e projetos',
        response: { 200: pagePhotoListSchema },
      },
    },
    async () => listPagePhotos(app.prisma),
  )

  app.put(
    '/fotos-paginas/:pagina',
    {
      onRequest: app.authenticate,
      config: { roles: WORK_ROLES.communication },
      schema: {
        tags,
        summary: 'Escolher a foto de uma página (imagem da biblioteca com texto alternativo)',
        params: pagePhotoParamsSchema,
        body: pagePhotoInputSchema,
        response: { 200: pagePhotoSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => setPagePhoto(app.prisma, request.params.pagina, request.body.imagemId),
  )

  staffDelete(app, {
    url: '/fotos-paginas/:pagina',
    tags,
    summary: 'Remover a foto escolhida: a página volta a mostrar a imagem padrão',
    params: pagePhotoParamsSchema,
    done: 'Foto removida',
    roles: WORK_ROLES.communication,
    remove: ({ pagina }) => removePagePhoto(app.prisma, pagina),
  })
}

export default pagePhotoRoutes
