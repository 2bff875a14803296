import { apiErrorSchema } from '@site/contracts'

/** Response schemas for the error statuses a route can answer, for the OpenAPI description. */
export const apiErrorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>

/** Marks a route as needing the admin Bearer token, in the OpenAPI description. */
export const bearerAuth = [{ bearer: [] }]
