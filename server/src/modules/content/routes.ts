import {
  CONTENT_INPUT_SCHEMAS,
  CONTENT_ITEM_SCHEMAS,
  CONTENT_KINDS,
  contentItemParamsSchema,
  contentMoveSchema,
  type ContentKind,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { createItem, deleteItem, listItems, moveItem, updateItem } from './service.ts'

/** How each list is named in the API documentation. */
const LABELS: Record<ContentKind, string> = {
  equipe: 'membros da equipe',
  parceiros: 'parceiros',
  turmas: 'turmas dos cursos',
  calendario: 'entradas do calendário',
}

/**
 * /conteudo/<kind>: the ordered lists staff edit (team, partners, course offerings, calendar). Reading is public;
 * adding, editing, reordering and deleting need a staff token. Every kind has the same five calls.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CONTENT_KINDS) {
    const input = CONTENT_INPUT_SCHEMAS[kind] as z.ZodType<object>
    const item = CONTENT_ITEM_SCHEMAS[kind] as z.ZodType<object>
    const list = z.array(item)
    const tags = [`conteúdo: ${kind}`]
    const label = LABELS[kind]
    const base = `/conteudo/${kind}`

    app.get(
      base,
      { schema: { tags, summary: `Listar ${label}, na ordem do site`, response: { 200: list } } },
      async () => listItems(app.prisma, kind),
    )

    app.post(
      base,
      {
        onRequest: app.authenticate,
        config: { roles: ['comunicacao'] },
        schema: {
          tags,
          summary: `Adicionar ao fim da lista de ${label}`,
          security: bearerAuth,
          body: input,
          response: { 201: item, ...apiErrorResponses(400, 401) },
        },
      },
      async (request, reply) => reply.code(201).send(await createItem(app.prisma, kind, request.body)),
    )

    app.put(
      `${base}/:id`,
      {
        onRequest: app.authenticate,
        config: { roles: ['comunicacao'] },
        schema: {
          tags,
          summary: `Editar um item de ${label}`,
          security: bearerAuth,
          params: contentItemParamsSchema,
          body: input,
          response: { 200: item, ...apiErrorResponses(400, 401, 404) },
        },
      },
      async (request) => updateItem(app.prisma, kind, request.params.id, request.body),
    )

    app.put(
      `${base}/:id/posicao`,
      {
        onRequest: app.authenticate,
        config: { roles: ['comunicacao'] },
        schema: {
          tags,
          summary: `Mover um item de ${label} uma posição acima ou abaixo (responde a lista na nova ordem)`,
          security: bearerAuth,
          params: contentItemParamsSchema,
          body: contentMoveSchema,
          response: { 200: list, ...apiErrorResponses(400, 401, 404) },
        },
      },
      async (request) => moveItem(app.prisma, kind, request.params.id, request.body.direcao),
    )

    app.delete(
      `${base}/:id`,
      {
        onRequest: app.authenticate,
        config: { roles: ['comunicacao'] },
        schema: {
          tags,
          summary: `Excluir um item de ${label}`,
          security: bearerAuth,
          params: contentItemParamsSchema,
          response: { 204: z.undefined().describe('Item excluído'), ...apiErrorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await deleteItem(app.prisma, kind, request.params.id)
        return reply.code(204).send()
      },
    )
  }
}

export default contentRoutes
