/** The server's text answers travel compressed when the client accepts it; files and pictures go as they are. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'

describe('compression of the API, the OpenAPI document and the sitemap', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await createTestApp()
    token = await t.adminToken()
    for (let member = 1; member <= 40; member++) {
      const response = await t.request.post('/conteudo/equipe').set('authorization', token).send({ nome: `Pessoa ${member}`, cargo: 'Professora' })
      expect(response.status).toBe(201)
    }
  })
  afterAll(() => t.close())

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { ...(acceptEncoding && { 'accept-encoding': acceptEncoding }), authorization: token } })
  const varies = (vary: unknown) => String(vary ?? '').split(/\s*,\s*/).includes('Accept-Encoding')

  it.each([
    ['the OpenAPI document', '/docs/json', /application\/json/],
    ['a JSON list of the API', '/conteudo/equipe', /application\/json/],
    ['the sitemap', '/sitemap.xml', /application\/xml/],
    ['the OpenAPI document in YAML', '/docs/yaml', /yaml/],
  ])('sends %s with Brotli or gzip, as the client accepts, and plain to a client that accepts neither', async (_case, url, type) => {
    const plain = await get(url)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-type']).toMatch(type)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(varies(plain.headers.vary)).toBe(true)

    const brotli = await get(url, 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(varies(brotli.headers.vary)).toBe(true)
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length)
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload)

    const gzip = await get(url, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload)
  })

  it('sends the whole list of certificates, written as it is read, with Brotli or gzip, and plain otherwise', async () => {
    for (let number = 1; number <= 30; number++) {
      const certificate = { nome: `Pessoa ${number}`, curso: 'Redação Oficial', horas: 20, codigo: `LISTA${number}`, link: 'https://exemplo.org/c.pdf' }
      expect((await t.request.post('/certificado').set('authorization', token).send(certificate)).status).toBe(201)
    }
    const plain = await get('/certificado')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(varies(plain.headers.vary)).toBe(true)
    expect(plain.json()).toHaveLength(30)

    const brotli = await get('/certificado', 'gzip, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload)
    const gzip = await get('/certificado', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload)
  })

  it('answers a HEAD with the headers of the GET', async () => {
    const [head, full] = [await get('/docs/json', 'br', 'HEAD'), await get('/docs/json', 'br')]
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    expect(head.rawPayload.length).toBe(0)
  })

  it('leaves a small answer as it is: compressing it would save nothing', async () => {
    const health = await get('/health', 'br')
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
  })

  it('sends a PDF as it is: it is compressed already', async () => {
    const certificate = { nome: 'Maria Souza', curso: 'Redação Oficial', horas: 20, codigo: 'ZIP00001', link: 'https://exemplo.org/c.pdf' }
    expect((await t.request.post('/certificado').set('authorization', token).send(certificate)).status).toBe(201)
    const pdf = await get('/certificado/ZIP00001/pdf', 'br')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-encoding']).toBeUndefined()
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
