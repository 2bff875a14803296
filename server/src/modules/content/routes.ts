import {
  calendarEntrySchema,
  CONTENT_INPUT_SCHEMAS,
  CONTENT_ITEM_SCHEMAS,
  CONTENT_KINDS,
  contentItemParamsSchema,
  contentMoveSchema,
  type ContentKind,
  WORK_ROLES,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { scheduleTrashPurge } from '../../editing/trash.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { listUpcomingAgenda } from './agenda.ts'
import { registerHistoryRoutes, type ListRoutes } from './history-routes.ts'
import { createItem, listItems, moveItem, updateItem } from './service.ts'
import { moveItemToTrash, purgeExpiredItems } from './trash.ts'

export interface ContentRoutesOptions {
  now?: () => Date
}

/** How each list is named in the API documentation. */
const LABELS: Record<ContentKind, string> = {
  equipe: 'membros da equipe',
  parceiros: 'parceiros',
  turmas: 'turmas dos cursos',
  calendario: 'entradas do calendário',
}

type App = Parameters<FastifyPluginAsyncZod>[0]

/** What the calls of one kind's list share: its path, its words, its item schema, the clock and the staff guard. */
const listOf = (app: App, kind: ContentKind, clock: () => Date): ListRoutes => ({
  kind,
  base: `/conteudo/${kind}`,
  label: LABELS[kind],
  item: CONTENT_ITEM_SCHEMAS[kind] as z.ZodType<object>,
  clock,
  staff: { onRequest: app.authenticate, config: { roles: WORK_ROLES.communication } },
  tags: [`conteúdo: ${kind}`],
})

/** Reading a list (public) and adding and editing its items (staff). */
function itemRoutes(app: App, { kind, base, label, item, clock, staff, tags }: ListRoutes) {
  const input = CONTENT_INPUT_SCHEMAS[kind] as z.ZodType<object>

  app.get(
    base,
    { schema: { tags, summary: `Listar ${label}, na ordem do site`, response: { 200: z.array(item) } } },
    async () => listItems(app.prisma, kind),
  )

  app.post(
    base,
    {
      ...staff,
      schema: {
        tags,
        summary: `Adicionar ao fim da lista de ${label}`,
        body: input,
        response: { 201: item, ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(app.prisma, kind, request.body, editorOf(request, clock))),
  )

  app.put(
    `${base}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Editar um item de ${label}`,
        params: contentItemParamsSchema,
        body: input,
        response: { 200: item, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => updateItem(app.prisma, kind, request.params.id, request.body, editorOf(request, clock)),
  )
}

/** Moving an item in its list, and deleting it to the trash (staff). */
function orderAndDeleteRoutes(app: App, { kind, base, label, item, clock, staff, tags }: ListRoutes) {
  app.put(
    `${base}/:id/posicao`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Mover um item de ${label} uma posição acima ou abaixo, ou para o topo ou o fim (responde a lista na nova ordem)`,
        params: contentItemParamsSchema,
        body: contentMoveSchema,
        response: { 200: z.array(item), ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => moveItem(app.prisma, kind, request.params.id, request.body.direcao),
  )

  app.delete(
    `${base}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Excluir um item de ${label} (vai para a lixeira, restaurável por 30 dias)`,
        params: contentItemParamsSchema,
        response: { 204: z.undefined().describe('Item excluído'), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await moveItemToTrash(app.prisma, kind, request.params.id, clock())
      return reply.code(204).send()
    },
  )
}

/**
 * /conteudo/<kind>: the ordered lists staff edit (team, partners, course offerings, calendar). Reading is public;
 * adding, editing, reordering and deleting (to the trash) need a staff token. Every kind has the same calls,
 * registered from one description per kind, with its revisions and its trash (history-routes.ts).
 */
const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date())
  scheduleTrashPurge(app, 'content', () => purgeExpiredItems(app.prisma, clock()))

  for (const kind of CONTENT_KINDS) {
    const list = listOf(app, kind, clock)
    itemRoutes(app, list)
    orderAndDeleteRoutes(app, list)
    registerHistoryRoutes(app, list)
  }

  app.get(
    '/agenda',
    {
      schema: {
        tags: ['conteúdo: calendario'],
        summary: 'Listar a agenda da fundação de hoje em diante (horário de Brasília), por data',
        response: { 200: z.array(calendarEntrySchema) },
      },
    },
    async () => listUpcomingAgenda(app.prisma, clock()),
  )
}

export default contentRoutes
