import {
  contentItemParamsSchema,
  contentItemRevisionParamsSchema,
  contentRevisionListSchema,
  contentTrashParamsSchema,
  trashListSchema,
  type ContentKind,
  WORK_ROLES,
} from '@site/contracts'
import type { onRequestHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { itemRevisions } from './revisions.ts'
import { restoreItemRevision } from './service.ts'
import { listItemTrash, restoreItemFromTrash } from './trash.ts'

type App = Parameters<FastifyPluginAsyncZod>[0]

/** What the calls of one list share: its path, its words, its item schema, the clock and the staff guard. */
export interface ListRoutes {
  kind: ContentKind
  base: string
  label: string
  item: z.ZodType<object>
  clock: () => Date
  staff: { onRequest: onRequestHookHandler; config: { roles: typeof WORK_ROLES.communication } }
  tags: string[]
}

/** A list's revisions (per item: list, restore) and its trash (list, restore), for staff. */
export function registerHistoryRoutes(app: App, { kind, base, label, item, clock, staff, tags }: ListRoutes) {
  app.get(
    `${base}/:id/revisoes`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Listar as revisões de um item de ${label}, da mais recente à mais antiga`,
        params: contentItemParamsSchema,
        response: { 200: contentRevisionListSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => itemRevisions(app.prisma, kind, request.params.id),
  )

  app.post(
    `${base}/:id/revisoes/:revisaoId/restaurar`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Restaurar uma revisão de um item de ${label} (salva como nova versão)`,
        params: contentItemRevisionParamsSchema,
        response: { 200: item, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => restoreItemRevision(app.prisma, kind, request.params.id, request.params.revisaoId, editorOf(request, clock)),
  )

  app.get(
    `${base}/lixeira`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Listar os itens de ${label} na lixeira (apagados de vez após 30 dias)`,
        response: { 200: trashListSchema, ...apiErrorResponses(401) },
      },
    },
    async () => listItemTrash(app.prisma, kind, clock()),
  )

  app.post(
    `${base}/lixeira/:id/restaurar`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Restaurar um item de ${label} da lixeira (volta ao lugar que tinha, ou ao fim da lista)`,
        params: contentTrashParamsSchema,
        response: { 204: z.undefined().describe('Item restaurado'), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await restoreItemFromTrash(app.prisma, kind, request.params.id, clock())
      return reply.code(204).send()
    },
  )
}
