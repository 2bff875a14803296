import type { StaffRole } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from './openapi.ts'

type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/** What one staff DELETE route states of its own; the rest is the same for all of them. */
export interface StaffDelete<Params extends z.ZodType> {
  url: string
  tags: string[]
  summary: string
  params: Params
  /** What the 204 means, in the OpenAPI description ("Evento excluído"). */
  done: string
  /** The roles besides Administrador that may call it. */
  roles: readonly StaffRole[]
  /** Removes the record the params name, or throws notFound; the request names who asked (for the audit log). */
  remove: (params: z.output<Params>, request: FastifyRequest) => Promise<unknown>
}

/** A staff DELETE of one record: signed in with an allowed role, 404 for a record that does not exist, 204 when done. */
export function staffDelete<Params extends z.ZodType>(app: ZodApp, route: StaffDelete<Params>): void {
  app.delete(
    route.url,
    {
      onRequest: app.authenticate,
      config: { roles: route.roles },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: route.params,
        response: { 204: z.undefined().describe(route.done), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await route.remove(request.params as z.output<Params>, request)
      return reply.code(204).send()
    },
  )
}
