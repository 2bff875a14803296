import type { Response } from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'

const FOREIGN_ORIGIN = 'https://intruso.example'
const ALLOWED_ORIGIN = 'https://a.example'

/** The CSP as a map of directive name to its sources. */
function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers['content-security-policy']
  expect(header, 'content-security-policy ausente').toBeTypeOf('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

function expectSecurityHeaders(response: Response) {
  const csp = cspDirectives(response)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  // A strict CSP: no inline or eval'd scripts, whatever the other directives allow.
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")

  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
  expect(response.headers['referrer-policy']).toBeTruthy()
  expect(response.headers['referrer-policy']).not.toMatch(/unsafe-url/)
  expect(response.headers).not.toHaveProperty('x-powered-by')
}

describe('cabeçalhos de segurança', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('página HTML (GET / com Accept: text/html)', async () => {
    const response = await t.request.get('/').set('Accept', 'text/html')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expectSecurityHeaders(response)
  })

  it('resposta da API (GET /health)', async () => {
    const response = await t.request.get('/health').set('Accept', 'application/json')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expectSecurityHeaders(response)
  })

  it('erro 404 em JSON', async () => {
    const response = await t.request.get('/api-que-nao-existe').set('Accept', 'application/json')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.body).toMatchObject({ statusCode: 404 })
    expectSecurityHeaders(response)
  })

  it('sem CORS_ORIGINS, nenhuma origem estrangeira é autorizada', async () => {
    const simple = await t.request.get('/health').set('Origin', FOREIGN_ORIGIN)
    expect(simple.status).toBe(200)
    expect(simple.headers).not.toHaveProperty('access-control-allow-origin')

    const preflight = await t.request
      .options('/health')
      .set('Origin', FOREIGN_ORIGIN)
      .set('Access-Control-Request-Method', 'GET')
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin')
  })
})

describe('CORS com CORS_ORIGINS definido', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: ALLOWED_ORIGIN } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('autoriza a origem listada', async () => {
    const simple = await t.request.get('/health').set('Origin', ALLOWED_ORIGIN)
    expect(simple.status).toBe(200)
    expect(simple.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)

    const preflight = await t.request
      .options('/health')
      .set('Origin', ALLOWED_ORIGIN)
      .set('Access-Control-Request-Method', 'GET')
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
  })

  it('continua recusando outras origens', async () => {
    const response = await t.request.get('/health').set('Origin', FOREIGN_ORIGIN)
    expect(response.headers).not.toHaveProperty('access-control-allow-origin')
  })
})
