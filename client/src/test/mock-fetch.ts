import { vi } from 'vitest'

export interface FetchCall {
  method: string
  path: string
  body: unknown
  headers: Record<string, string>
}

type Reply = { status?: number; body?: unknown }
type Handler = (call: FetchCall) => Reply | Promise<Reply>

/**
 * Mocks fetch at the network boundary: `routes` maps 'METHOD /path' to a reply (or a function of the call); a
 * path with a query string matches 'METHOD /path?query' first, then 'METHOD /path'. Unknown calls answer 404.
 * Every call is recorded.
 */
export function mockFetch(routes: Record<string, Reply | Handler>) {
  const calls: FetchCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
    const method = init.method ?? 'GET'
    const call: FetchCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`]
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { mensagem: 'x' } })
    const status = reply.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}
