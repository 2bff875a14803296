import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger'
import { apiErrorSchema } from '@site/contracts'
import type { onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { STATUS_CODES } from 'node:http'

/** Response schemas for the error statuses a route can answer, for the OpenAPI description. */
export const apiErrorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>

/**
 * The admin Bearer token, in the OpenAPI description: describeRoute sets it on every route that calls authenticate,
 * whatever the route's own schema says, so no route writes it.
 */
const bearerAuth = [{ bearer: [] }]

/** What each status a route answers means, where the route's schema does not describe it. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Sucesso',
  201: 'Criado',
  204: 'Feito, sem conteúdo na resposta',
  400: 'Dados inválidos: `issues` diz o que corrigir em cada campo',
  401: 'Sem login, ou login expirado',
  403: 'O perfil da conta não permite esta ação',
  404: 'Não encontrado',
  408: 'O envio demorou demais para chegar',
  409: 'Conflito com o estado atual (um registro que já existe, uma vaga que acabou)',
  410: 'Não existe mais',
  413: 'Envio grande demais',
  415: 'Formato de envio não aceito',
  429: 'Muitas tentativas seguidas: aguarde o tempo de `Retry-After`',
  503: 'Serviço indisponível no momento: tente de novo (`Retry-After`)',
}

const hooksOf = (hooks: RouteOptions['onRequest'] | RouteOptions['preHandler']) =>
  (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as unknown[]

/**
 * The zod schemas as JSON Schema, and what every operation states the same way: the Bearer token on the routes that
 * call `authenticate`, and none (`security: []`) on the others, so no route can be documented otherwise.
 */
function describeRoute(authenticate: onRequestHookHandler | preHandlerHookHandler): SwaggerTransform {
  return (document) => {
    const { schema, url } = jsonSchemaTransform(document)
    const { route } = document
    const authenticated = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(authenticate)
    return { schema: { ...schema, security: authenticated ? bearerAuth : [] }, url }
  }
}

type Operation = {
  operationId?: string
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** `post /api/admin/noticias/{id}/revisoes` -> `postApiAdminNoticiasIdRevisoes`: unique, as method and path are. */
const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')

/**
 * Fills in per operation what needs no one to write it by hand: an operationId from the method and path, each
 * response's description from its status, and JSON for every error (a PDF or CSV route still answers its 404 with
 * the error body).
 */
function completeOperations<T extends { paths?: object }>(document: T): T {
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue
      operation.operationId ??= operationIdOf(method, path)
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') {
          response.description = STATUS_DESCRIPTIONS[status] ?? STATUS_CODES[status] ?? status
        }
        const content = response.content ?? {}
        if (Number(status) >= 400 && !('application/json' in content)) {
          response.content = { 'application/json': Object.values(content)[0] ?? {} }
        }
      }
    }
  }
  return document
}

/** The options of @fastify/swagger: the document at /docs/json and /docs/yaml. */
export const openApiOptions = (options: {
  origin: string
  authenticate: onRequestHookHandler | preHandlerHookHandler
}): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: { title: 'API da Fundação Educacional', version: '1.0.0' },
    servers: [{ url: options.origin }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  },
  transform: describeRoute(options.authenticate),
  transformObject: (document) => ('openapiObject' in document ? completeOperations(document.openapiObject) : document.swaggerObject),
})
