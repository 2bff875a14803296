import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_API_PATTERN } from '../../client/build/dev-proxy.ts'
import { createTestApp, type TestApp } from './app.ts'

/**
 * The calls API clients have always made (docs/architecture.md): they stay, at these addresses, with these answers.
 * Every other route is checked by the walk over the document, which @fastify/swagger builds from the app's routes.
 */
const LASTING_CALLS: { method: string; path: string; admin: boolean; success: string }[] = [
  { method: 'get', path: '/certificado/{codigo}', admin: false, success: '200' },
  { method: 'post', path: '/usuario/login', admin: false, success: '200' },
  { method: 'get', path: '/certificado', admin: true, success: '200' },
  { method: 'post', path: '/certificado', admin: true, success: '201' },
  { method: 'put', path: '/certificado/{codigo}', admin: true, success: '200' },
  { method: 'delete', path: '/certificado/{codigo}', admin: true, success: '204' },
  { method: 'get', path: '/eventos', admin: true, success: '200' },
  { method: 'post', path: '/eventos', admin: true, success: '201' },
  { method: 'put', path: '/eventos/{id}', admin: true, success: '200' },
  { method: 'put', path: '/eventos', admin: true, success: '200' },
  { method: 'delete', path: '/eventos/{id}', admin: true, success: '204' },
  { method: 'post', path: '/eventos/ativa', admin: false, success: '200' },
  { method: 'post', path: '/inscrever', admin: false, success: '201' },
  { method: 'get', path: '/listaInscritos', admin: true, success: '200' },
  { method: 'post', path: '/lista/adicionar', admin: true, success: '201' },
  { method: 'put', path: '/lista/editar/{id}', admin: true, success: '200' },
  { method: 'delete', path: '/lista/editar/{id}', admin: true, success: '204' },
  { method: 'get', path: '/palestras', admin: false, success: '200' },
  { method: 'post', path: '/enviar-voluntariado', admin: false, success: '201' },
  { method: 'post', path: '/enviar-requerimento', admin: false, success: '201' },
  { method: 'get', path: '/chamada', admin: false, success: '200' },
]

interface Operation {
  operationId?: string
  tags?: string[]
  summary?: string
  security?: Record<string, string[]>[]
  requestBody?: unknown
  responses?: Record<string, { description: string; content?: Record<string, unknown> }>
}

const problemText = (problem: NormalizedProblem) =>
  `${problem.ruleId}: ${problem.message} (${problem.location.map((where) => where.pointer).join(', ')})`

describe('GET /docs/json', () => {
  let t: TestApp
  let document: { openapi: string; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> }
  let paths: Record<string, Record<string, Operation>>
  const operations = () => Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })))

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fundacao.example.org' } })
    const response = await t.request.get('/docs/json')
    expect(response.status).toBe(200)
    expect(response.body.openapi).toMatch(/^3\./)
    document = response.body
    paths = document.paths
  })
  afterAll(() => t.close())

  it('documents no route that `npm run dev` would keep from the server: each starts with a segment Vite passes on', () => {
    const passedOn = new RegExp(DEV_API_PATTERN)
    expect(Object.keys(paths).filter((path) => !passedOn.test(path))).toEqual([])
  })

  it('describes every route of the app with tags, a summary, a success and, behind a login, its 401', () => {
    const incomplete = operations()
      .filter(({ operation }) => {
        const statuses = Object.keys(operation.responses ?? {})
        const signedIn = JSON.stringify(operation.security) === JSON.stringify([{ bearer: [] }])
        return !operation.tags?.length || !operation.summary || !statuses.some((status) => Number(status) < 400) || (signedIn && !statuses.includes('401'))
      })
      .map(({ method, path }) => `${method} ${path}`)
    const what = 'schema.tags, schema.summary, a 2xx response and, with app.authenticate, apiErrorResponses(401) (or schema.hide for a page)'
    expect(incomplete, `give ${incomplete.join(', ')} ${what}`).toEqual([])
    expect(operations().length).toBeGreaterThan(LASTING_CALLS.length)
  })

  it.each(LASTING_CALLS)('still describes $method $path with tags, summary and its responses', ({ method, path, admin, success }) => {
    const operation = paths[path]?.[method]
    expect(operation, `${method} ${path}`).toBeDefined()
    expect(operation!.tags?.length).toBeGreaterThan(0)
    expect(operation!.summary).toBeTruthy()
    expect(Object.keys(operation!.responses ?? {})).toContain(success)
    if (admin) {
      expect(operation!.security).toEqual([{ bearer: [] }])
      expect(Object.keys(operation!.responses ?? {})).toContain('401')
    } else {
      // Explicitly none: without it a reader (and a client generator) cannot tell a public call from a forgotten one.
      expect(operation!.security).toEqual([])
    }
  })

  it('passes the recommended ruleset of Redocly with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/docs/json', config })
    expect(problems.filter((problem) => problem.severity === 'error').map(problemText)).toEqual([])
  })

  it('names the server and gives every operation its own operationId', () => {
    expect(document.servers).toEqual([{ url: 'https://fundacao.example.org' }])
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(paths['/certificado/{codigo}']?.get?.operationId).toBe('getCertificadoCodigo')
  })

  it('describes each response by what its status means, never as "Default Response"', () => {
    for (const { method, path, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response')
      }
    }
    expect(paths['/certificado/{codigo}']?.get?.responses?.['404']?.description).toBe('Não encontrado')
  })

  it('documents every error as the JSON error body, also on routes that answer a PDF or a CSV', () => {
    const pdf = paths['/certificado/{codigo}/pdf']!.get!.responses!
    expect(Object.keys(pdf['200']!.content ?? {})).toEqual(['application/pdf'])
    for (const { method, path, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400) expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual(['application/json'])
      }
    }
  })

  it('documents the request bodies from the same zod schemas that validate them', () => {
    const body = paths['/certificado']?.post?.requestBody as {
      content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }>
    }
    const schema = body.content['application/json']!.schema
    expect(schema.required).toEqual(expect.arrayContaining(['nome', 'curso', 'horas', 'codigo', 'link']))
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['nome', 'horas']))
  })

  it('declares the Bearer scheme the admin routes refer to', async () => {
    const response = await t.request.get('/docs/json')
    expect(response.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
  })
})

describe('the security of an operation', () => {
  it('comes from app.authenticate alone: a route\'s own schema cannot state it otherwise', async () => {
    const t = await createTestApp({
      beforeReady: (app) => {
        const schema = { tags: ['teste'], summary: 'Rota de teste' }
        app.get('/teste-publica', { schema: { ...schema, security: [{ bearer: [] }] } }, async () => ({}))
        app.get('/teste-restrita', { onRequest: app.authenticate, schema: { ...schema, security: [] } }, async () => ({}))
      },
    })
    try {
      const { paths } = (await t.request.get('/docs/json').expect(200)).body as { paths: Record<string, Record<string, Operation>> }
      expect(paths['/teste-publica']?.get?.security).toEqual([])
      expect(paths['/teste-restrita']?.get?.security).toEqual([{ bearer: [] }])
    } finally {
      await t.close()
    }
  })
})

describe('a GET that carries a body', () => {
  it('still gets the whole OpenAPI document in YAML (the body is read and discarded, not left to reset the connection)', async () => {
    const app = await createTestApp()
    try {
      const body = JSON.stringify({ nome: 'x'.repeat(300_000) })
      const response = await app.request.get('/docs/yaml').set('content-type', 'application/json').send(body)
      expect(response.status).toBe(200)
      expect(response.text).toMatch(/^openapi: /)
      expect(response.text).toContain('/conteudo/equipe')
    } finally {
      await app.close()
    }
  })
})
