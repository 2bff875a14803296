import { messages, PATHS, VLIBRAS_CONSENT_COOKIE, VLIBRAS_ORIGIN } from '@site/contracts'
import type { Response } from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'
import { CLIENT_ASSET, createClientDist } from './security/client-dist.ts'
import { expectSecurityHeaders } from './security/headers.ts'

const FOREIGN_ORIGIN = 'https://intruso.example'
const ALLOWED_ORIGIN = 'https://a.example'

describe('cabeçalhos de segurança', () => {
  let t: TestApp
  let dist: ReturnType<typeof createClientDist>
  beforeAll(async () => {
    dist = createClientDist()
    t = await createTestApp({ env: { CLIENT_DIST: dist.dir, LOGIN_RATE_LIMIT_MAX: '1' } })
  })
  afterAll(async () => {
    await t.close()
    dist.remove()
  })

  const html = (url: string) => () => t.request.get(url).set('Accept', 'text/html')
  const json = (method: 'get' | 'post', url: string, type?: string, body?: string) => () => {
    const request = t.request[method](url).set('Accept', 'application/json')
    return type === undefined ? request : request.set('Content-Type', type).send(body)
  }
  const wrongLogin = () => t.request.post('/usuario/login').send({ nome: 'ninguem', senha: 'errada' })

  it.each<[string, () => PromiseLike<Response>, number, RegExp, string?]>([
    ['página inicial (HTML)', html('/'), 200, /text\/html/],
    ['página do site (HTML)', html(encodeURI(PATHS.institution)), 200, /text\/html/],
    ['página inexistente (HTML 404)', html('/pagina-que-nao-existe'), 404, /text\/html/],
    ['arquivo estático', () => t.request.get(CLIENT_ASSET), 200, /javascript/],
    ['documentação da API', html('/docs'), 200, /text\/html/],
    ['sucesso da API', json('get', '/health'), 200, /application\/json/],
    ['400 JSON malformado', json('post', '/eventos/ativa', 'application/json', '{"projeto": '), 400, /application\/json/, messages.common.malformedJson],
    ['400 campos inválidos', json('post', '/eventos/ativa', 'application/json', '{}'), 400, /application\/json/, messages.common.completeAllFields],
    ['400 URL malformada', json('get', '/certificado/%E0%A4%A'), 400, /application\/json/, messages.common.invalidRequest],
    ['401 sem token', json('get', '/certificado'), 401, /application\/json/, messages.common.unauthorized],
    ['404 da API', json('get', '/api-que-nao-existe'), 404, /application\/json/, messages.common.notFound],
    ['404 parâmetro longo demais', json('get', `/certificado/${'x'.repeat(150)}`), 404, /application\/json/, messages.common.notFound],
    ['413 corpo grande demais', json('post', '/inscrever', 'application/json', JSON.stringify({ nome: 'x'.repeat(101 * 1024) })), 413, /application\/json/, messages.common.payloadTooLarge],
    ['415 formato não aceito', json('post', '/inscrever', 'application/xml', '<nome/>'), 415, /application\/json/, messages.common.unsupportedMediaType],
    ['429 muitas tentativas', async () => (await wrongLogin(), wrongLogin()), 429, /application\/json/, messages.common.tooManyRequests],
  ])('%s', async (_case, send, status, contentType, mensagem) => {
    const response = await send()
    expect(response.status).toBe(status)
    expect(response.headers['content-type']).toMatch(contentType)
    if (mensagem) expect(response.body).toMatchObject({ statusCode: status, mensagem })
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

describe('HSTS', () => {
  const hsts = async (env: Record<string, string>, headers: Record<string, string>) => {
    const t = await createTestApp({ env })
    try {
      return (await t.request.get('/health').set(headers)).headers['strict-transport-security']
    } finally {
      await t.close()
    }
  }

  it('é enviado, por um ano pelo menos, quando um proxy confiável diz que o pedido veio por HTTPS', async () => {
    const header = await hsts({ TRUST_PROXY: '127.0.0.1' }, { 'X-Forwarded-Proto': 'https' })
    const [, maxAge] = /^max-age=(\d+); includeSubDomains$/.exec(header ?? '') ?? []
    expect(Number(maxAge)).toBeGreaterThanOrEqual(365 * 24 * 3600)
  })

  it('não é enviado por HTTP, nem quando o X-Forwarded-Proto vem de quem não é um proxy confiável', async () => {
    expect(await hsts({ TRUST_PROXY: 'true' }, { 'X-Forwarded-Proto': 'http' })).toBeUndefined()
    expect(await hsts({}, { 'X-Forwarded-Proto': 'https' })).toBeUndefined()
  })
})

describe('VLibras no Content-Security-Policy (decisão 47)', () => {
  let t: TestApp
  let dist: ReturnType<typeof createClientDist>
  beforeAll(async () => {
    dist = createClientDist()
    t = await createTestApp({ env: { CLIENT_DIST: dist.dir } })
  })
  afterAll(async () => {
    await t.close()
    dist.remove()
  })

  const policy = async (cookie?: string) => {
    const request = t.request.get(PATHS.accessibility).set('Accept', 'text/html')
    const response = await (cookie ? request.set('Cookie', cookie) : request)
    expect(response.status).toBe(200)
    return String(response.headers['content-security-policy'])
  }
  const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))

  it('não libera o servidor do VLibras para quem não pediu o VLibras', async () => {
    for (const cookie of [undefined, 'texto=200', 'libras=0']) {
      const csp = await policy(cookie)
      expect(csp, cookie).not.toContain('vlibras')
      expect(directive(csp, 'script-src'), cookie).toMatch(/^script-src 'self' 'sha256-[\w+/]{43}=' 'sha256-[\w+/]{43}='$/)
    }
  })

  it('libera o script, os serviços e a WebAssembly do VLibras só nas páginas de quem o ativou', async () => {
    const csp = await policy(`texto=125; ${VLIBRAS_CONSENT_COOKIE}=1`)
    expect(directive(csp, 'script-src')).toMatch(
      new RegExp(`^script-src 'self' 'sha256-[\\w+/]{43}=' 'sha256-[\\w+/]{43}=' 'wasm-unsafe-eval' ${VLIBRAS_ORIGIN} https://\\*\\.vlibras\\.gov\\.br$`),
    )
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${VLIBRAS_ORIGIN} https://*.vlibras.gov.br`)
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })
})
