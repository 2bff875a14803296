import { messages, PATHS } from '@site/contracts'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'

const SCRIPT = 'console.log("site")\n'.repeat(100)

describe('serving the built client', () => {
  let t: TestApp
  let dist: string

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), SCRIPT)
    writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT))
    t = await createTestApp({ env: { CLIENT_DIST: dist } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves the app for page paths', async () => {
    for (const page of ['/', '/validador/DEMO2025', '/admin/certificados']) {
      const response = await t.request.get(page).set('Accept', 'text/html')
      expect(response.status, page).toBe(200)
      expect(response.text).toContain('<div id="root">')
    }
  })

  it("sends another spelling of a page's path to the page's own address, for good (301), keeping the query", async () => {
    const spellings = { '/instituicao': '/institui%C3%A7%C3%A3o', '/Institui%C3%A7%C3%A3o': '/institui%C3%A7%C3%A3o', '/CURSOS/NEF/': '/cursos/nef', '/noticias/?pagina=2': '/noticias?pagina=2' }
    for (const [spelling, address] of Object.entries(spellings)) {
      const response = await t.request.get(spelling).set('Accept', 'text/html').redirects(0)
      expect(response.status, spelling).toBe(301)
      expect(response.headers.location, spelling).toBe(address)
    }
  })

  // curl and many crawlers send `*/*`, link previews send nothing or an image type: a page is a page all the same.
  const ACCEPT_HEADERS = [
    undefined,
    '*/*',
    'application/json',
    'text/html',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'image/avif,image/webp,*/*;q=0.8',
  ]
  const SITE_PATHS = [...Object.values(PATHS), '/validador/DEMO2025', '/usj/requerimento', '/idbasico/outra']

  it.each(ACCEPT_HEADERS)('serves the app on every site path with Accept: %s', async (accept) => {
    for (const page of SITE_PATHS) {
      for (const method of ['get', 'head'] as const) {
        const request = t.request[method](encodeURI(page))
        const response = await (accept === undefined ? request : request.set('Accept', accept))
        expect(response.status, `${method} ${page}`).toBe(200)
        expect(response.headers['content-type'], `${method} ${page}`).toMatch(/^text\/html/)
        if (method === 'get') expect(response.text).toContain('<div id="root">')
      }
    }
  })

  it('answers a JSON 404 for an unknown path asked for by anything but a browser', async () => {
    for (const accept of ACCEPT_HEADERS.filter((value) => !value?.includes('text/html'))) {
      const request = t.request.get('/api-que-nao-existe')
      const response = await (accept === undefined ? request : request.set('Accept', accept))
      expect(response.status, accept).toBe(404)
      expect(response.body, accept).toMatchObject({ statusCode: 404, mensagem: messages.common.notFound })
    }
  })

  it('answers 404 with the app (which shows "Página não encontrada") for an unknown page', async () => {
    const response = await t.request.get('/pagina-que-nao-existe').set('Accept', 'text/html')
    expect(response.status).toBe(404)
    expect(response.text).toContain('<div id="root">')
  })

  it('answers 404 with the error body when the caller wants JSON', async () => {
    const response = await t.request.get('/pagina-que-nao-existe').set('Accept', 'application/json')
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ statusCode: 404, mensagem: messages.common.notFound })
  })

  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const response = await t.request.get('/assets/app-abc123.js').set('Accept-Encoding', 'br, gzip')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('never caches index.html, so a new build reaches visitors at once', async () => {
    const response = await t.request.get('/').set('Accept', 'text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})
