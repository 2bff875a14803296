/**
 * Walks the route table: every route guarded by `app.authenticate` must answer 401 with the error body for a
 * missing, tampered, foreign, expired, not yet valid or unsigned token, one under another algorithm, one without an
 * expiry or one whose admin does not exist (any more), and let a valid token through. Routes are collected with an onRoute hook installed on every Fastify instance (see
 * security/route-table.ts), so new admin routes are covered automatically.
 */
import { messages } from '@site/contracts'
import type { RouteOptions } from 'fastify'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './app.ts'
import { expectNoPasswordHash } from './security/headers.ts'
import { registeredRoutes, routeEntries, type RouteEntry } from './security/route-table.ts'

vi.mock('fastify', async (original) => (await import('./security/route-table.ts')).withRouteCollector(original))

/** The admin calls the foundation's previous site made: the collector must find at least these. */
const KNOWN_ADMIN_ROUTES = [
  'GET /certificado',
  'POST /certificado',
  'PUT /certificado/:codigo',
  'DELETE /certificado/:codigo',
  'GET /eventos',
  'POST /eventos',
  'PUT /eventos/:id',
  'PUT /eventos',
  'DELETE /eventos/:id',
  'GET /listaInscritos',
  'PUT /lista/editar/:id',
  'DELETE /lista/editar/:id',
]

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const hs256 = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url')
const nowSeconds = () => Math.floor(Date.now() / 1000)

function craftToken(payload: object, options: { secret?: string; header?: object } = {}) {
  const data = `${base64url(options.header ?? { alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`
  return `${data}.${hs256(data, options.secret ?? TEST_JWT_SECRET)}`
}

const hooksOf = (hook: RouteOptions['onRequest'] | RouteOptions['preHandler']) =>
  (Array.isArray(hook) ? hook : hook ? [hook] : []) as unknown[]

let t: TestApp
let validHeader: string
let removedAdminHeader: string
let adminRoutes: RouteEntry[]

beforeAll(async () => {
  t = await createTestApp()
  validHeader = await t.adminToken()
  // A token the app itself issued, still unexpired, for an admin deleted since.
  const removed = await t.prisma.adminUser.create({ data: { nome: 'ex-admin', passwordHash: 'x' } })
  removedAdminHeader = `Bearer ${t.app.jwt.sign({ sub: String(removed.id), nome: removed.nome })}`
  await t.prisma.adminUser.delete({ where: { id: removed.id } })
  const guarded = (route: RouteOptions) =>
    [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(t.app.authenticate)
  adminRoutes = routeEntries().filter(({ route }) => guarded(route))
})
afterAll(() => t.close())

/** A concrete URL for a route pattern: every path parameter becomes an id that could exist. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1')

const call = (method: string, url: string, authorization?: string) => {
  const request = t.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](concrete(url))
  return authorization === undefined ? request : request.set('Authorization', authorization)
}

function tamperedSignature(header: string) {
  const token = header.replace(/^Bearer /, '')
  const [head, payload, signature = ''] = token.split('.')
  const middle = Math.floor(signature.length / 2)
  const flipped = signature[middle] === 'A' ? 'B' : 'A'
  return `Bearer ${head}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`
}

function tamperedPayload(header: string) {
  const [head, payload = '', signature] = header.replace(/^Bearer /, '').split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  return `Bearer ${head}.${base64url({ ...claims, nome: 'intruso', sub: '999' })}.${signature}`
}

const claims = () => ({ sub: '1', nome: 'admin-teste', iat: nowSeconds() })

const badCredentials: [string, () => string | undefined][] = [
  ['no Authorization header', () => undefined],
  ['an empty Bearer', () => 'Bearer '],
  ['a value that is not a JWT', () => 'Bearer nao-e-um-token'],
  ['another scheme', () => `Basic ${Buffer.from('admin:senha').toString('base64')}`],
  ['a tampered signature', () => tamperedSignature(validHeader)],
  ['a tampered payload', () => tamperedPayload(validHeader)],
  ['a token signed with another secret', () => `Bearer ${craftToken({ ...claims(), exp: nowSeconds() + 3600 }, { secret: 'outro-segredo-bem-comprido-para-hs256-xx' })}`],
  ['an expired token', () => `Bearer ${craftToken({ ...claims(), iat: nowSeconds() - 9 * 3600, exp: nowSeconds() - 60 })}`],
  ...['none', 'None', 'NONE'].map((alg): [string, () => string] => [`an alg=${alg} token`, () => {
    const data = `${base64url({ alg, typ: 'JWT' })}.${base64url({ ...claims(), exp: nowSeconds() + 3600 })}`
    return `Bearer ${data}.`
  }]),
  ['a token not valid yet (nbf an hour ahead)', () => `Bearer ${craftToken({ ...claims(), nbf: nowSeconds() + 3600, exp: nowSeconds() + 7200 })}`],
  ['an RS256 header over an HMAC signature made with the secret', () => `Bearer ${craftToken({ ...claims(), exp: nowSeconds() + 3600 }, { header: { alg: 'RS256', typ: 'JWT' } })}`],
  ['a token without exp, signed with the secret', () => `Bearer ${craftToken(claims())}`],
  ['an unexpired token of an admin deleted since', () => removedAdminHeader],
  ...['999', '0', '-1', '1.0', ' 1', '1e3', 'admin', '99999999999999999999'].map((sub): [string, () => string] => [
    `a token signed with the secret for sub ${JSON.stringify(sub)}, no admin's id`,
    () => `Bearer ${craftToken({ ...claims(), sub, exp: nowSeconds() + 3600 })}`,
  ]),
  ['an HS512 token with the right secret', () => {
    const data = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url({ ...claims(), exp: nowSeconds() + 3600 })}`
    return `Bearer ${data}.${createHmac('sha512', TEST_JWT_SECRET).update(data).digest('base64url')}`
  }],
]

describe('admin routes', () => {
  it('are found by walking the route table, including every admin call of the previous site', () => {
    const found = adminRoutes.map(({ method, url }) => `${method} ${url}`)
    expect(found).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES))
  })

  it('are documented with the Bearer security in the OpenAPI document, and only they are', async () => {
    const { paths } = (await t.request.get('/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>
    }
    const admin = new Set(adminRoutes.map(({ method, url }) => `${method} ${url}`))
    for (const route of registeredRoutes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue
        const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]
        const where = `${method} ${route.url}`
        if (admin.has(where)) expect(operation?.security, where).toEqual([{ bearer: [] }])
        else expect(operation?.security ?? [], where).toEqual([])
      }
    }
  })

  it.each(badCredentials)('answer 401 with the error body for %s', async (_case, authorization) => {
    for (const { method, url } of adminRoutes) {
      const response = await call(method, url, authorization())
      expect(response.status, `${method} ${url}`).toBe(401)
      expect(response.body, `${method} ${url}`).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: messages.common.unauthorized,
        mensagem: messages.common.unauthorized,
      })
    }
  })

  it('answer 401 before looking at the body, so an anonymous caller learns nothing about validation', async () => {
    for (const { method, url } of adminRoutes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE')) {
      const response = await call(method, url).set('Content-Type', 'application/json').send('{"nome": ')
      expect(response.status, `${method} ${url}`).toBe(401)
    }
  })

  it('let a valid token through, and never answer with a password hash', async () => {
    for (const { method, url } of adminRoutes) {
      const response = await call(method, url, validHeader)
      expect(response.status, `${method} ${url}`).not.toBe(401)
      expect(response.status, `${method} ${url}`).toBeLessThan(500)
      expectNoPasswordHash(response)
    }
  })
})
