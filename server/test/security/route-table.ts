/**
 * The real route table of the app, so tests walk every route instead of a list new routes could slip past.
 * Install the collector at the top of the test file, before the app is built:
 *
 *   vi.mock('fastify', async (original) => (await import('./route-table.ts')).withRouteCollector(original))
 */
import type { FastifyInstance, RouteOptions } from 'fastify'

export const registeredRoutes: RouteOptions[] = []

/** fastify's module, with a factory that records every route of every instance it creates. */
export async function withRouteCollector(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('fastify')
  const create = actual.default as unknown as (...args: unknown[]) => FastifyInstance
  const collecting = (...args: unknown[]) => {
    const app = create(...args)
    app.addHook('onRoute', (route) => void registeredRoutes.push(route))
    return app
  }
  return { ...actual, default: collecting }
}

export interface RouteEntry {
  method: string
  url: string
  route: RouteOptions
}

/** One entry per method and URL; `withHead` keeps the HEAD routes Fastify adds for every GET. */
export function routeEntries({ withHead = false } = {}): RouteEntry[] {
  const seen = new Set<string>()
  return registeredRoutes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })))
    .filter(({ method, url }) => {
      const key = `${method} ${url}`
      if ((method === 'HEAD' && !withHead) || seen.has(key)) return false
      seen.add(key)
      return true
    })
}
