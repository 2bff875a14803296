import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { TOKEN_STORAGE_KEY } from '@site/contracts'

export interface FetchCall {
  method: string
  path: string
  body: unknown
  headers: Record<string, string>
}

type Reply = { status?: number; body?: unknown }
type Handler = (call: FetchCall) => Reply | Promise<Reply>

/**
 * Mocks fetch at the network boundary: `routes` maps 'METHOD /path' to a reply (or a function of the call).
 * Unknown calls answer 404. Every call is recorded.
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
    const route = routes[`${method} ${path}`]
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

/** UTF-8 JSON in base64url, as a JWT carries it. */
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

/** A token shaped like the server's (HS256 JWT); the signature is not checked by the client. */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600, nome = 'equipe'): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', nome, exp: expSeconds })}.assinatura`
}

export function signIn(token = fakeToken()): string {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  return token
}

/** For an admin screen's tests: each starts signed in and leaves no token, fetch stub or spy behind. */
export function signInForEachTest() {
  beforeEach(() => {
    signIn()
  })
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** Renders `element` at `path`, with a stand-in login page to observe redirects. */
export function renderAt(element: ReactElement, path: string, routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wp-admin" element={<h1>Página de login</h1>} />
        <Route path={routePath} element={element} />
      </Routes>
    </MemoryRouter>,
  )
}
