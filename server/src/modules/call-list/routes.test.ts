import { callListSchema, messages } from '@site/contracts'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { SAMPLE_CALL_LIST_PATH, type FetchFunction } from './service.ts'

const SAMPLE = readFileSync(SAMPLE_CALL_LIST_PATH, 'utf8')
const SOURCE_URL = 'https://planilha.example/gviz/tq?tqx=out:json'
const wrap = (json: unknown) => `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(json)});`
const oneRow = (nome: string) => wrap({ status: 'ok', table: { cols: [{ label: 'Nome' }], rows: [{ c: [{ v: nome }] }] } })

/** A scripted source: each call takes the next answer; a string is a 200 body, a number an HTTP status, 'throw' a network error. */
function scriptedFetch(answers: (string | number | 'throw')[]) {
  const calls: string[] = []
  const fetch: FetchFunction = async (url) => {
    calls.push(url)
    const answer = answers.shift() ?? 'throw'
    if (answer === 'throw') throw Object.assign(new TypeError('fetch failed'), { code: 'ECONNREFUSED' })
    const body = typeof answer === 'string' ? answer : ''
    const status = typeof answer === 'number' ? answer : 200
    return { ok: status < 400, status, headers: new Headers(), text: async () => body }
  }
  return { fetch, calls }
}

describe('GET /chamada', () => {
  const apps: TestApp[] = []
  const app = async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp({ keepData: true, ...args[0] })
    apps.push(t)
    return t
  }
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()))
  })

  it('serves the shipped sample when CALL_LIST_URL is unset', async () => {
    const t = await app()
    const response = await t.request.get('/chamada')
    expect(response.status).toBe(200)
    const list = callListSchema.parse(response.body)
    expect(list.columns).toEqual(['Nº', 'Nome', 'Turma', 'Local', 'Dia', 'Horário', 'Situação'])
    expect(list.rows).toHaveLength(30)
    expect(list.rows[0]!.Dia).toBe('10/03/2025')
    expect(list.rows[6]!['Situação']).toBe('')
    expect(Number.isNaN(Date.parse(list.atualizadoEm))).toBe(false)
  })

  it('caches the source for CALL_LIST_CACHE_SECONDS', async () => {
    const source = scriptedFetch([oneRow('Primeira'), oneRow('Segunda')])
    const t = await app({ env: { CALL_LIST_URL: SOURCE_URL, CALL_LIST_CACHE_SECONDS: '300' }, extra: { callList: { fetch: source.fetch } } })
    const [first, second] = await Promise.all([t.request.get('/chamada'), t.request.get('/chamada')])
    const third = await t.request.get('/chamada')
    expect([first.body.rows, second.body.rows, third.body.rows]).toEqual([[{ Nome: 'Primeira' }], [{ Nome: 'Primeira' }], [{ Nome: 'Primeira' }]])
    expect(source.calls).toEqual([SOURCE_URL])
  })

  it('serves the last good copy when the source starts failing', async () => {
    const source = scriptedFetch([oneRow('Boa'), 'throw', 500, 'isto não é a planilha', oneRow('Nova')])
    const t = await app({ env: { CALL_LIST_URL: SOURCE_URL, CALL_LIST_CACHE_SECONDS: '0' }, extra: { callList: { fetch: source.fetch } } })
    const good = await t.request.get('/chamada')
    expect(good.status).toBe(200)
    for (let i = 0; i < 3; i++) {
      const response = await t.request.get('/chamada')
      expect(response.status).toBe(200)
      expect(response.body).toEqual(good.body)
    }
    const recovered = await t.request.get('/chamada')
    expect(recovered.body.rows).toEqual([{ Nome: 'Nova' }])
    expect(source.calls).toHaveLength(5)
  })

  it('answers 503 with the catalogue message when there is no good copy', async () => {
    const source = scriptedFetch(['throw'])
    const t = await app({ env: { CALL_LIST_URL: SOURCE_URL }, extra: { callList: { fetch: source.fetch } } })
    const response = await t.request.get('/chamada')
    expect(response.status).toBe(503)
    expect(response.body).toMatchObject({ statusCode: 503, message: messages.callList.loadFailed, mensagem: messages.callList.loadFailed })
  })

  it('rejects a source that answers with code instead of JSON, without running it', async () => {
    const globals = globalThis as { chamadaPwned?: boolean }
    const body = 'google.visualization.Query.setResponse((()=>{globalThis.chamadaPwned=true;return {}})());'
    const t = await app({ env: { CALL_LIST_URL: SOURCE_URL }, extra: { callList: { fetch: scriptedFetch([body]).fetch } } })
    const response = await t.request.get('/chamada')
    expect(response.status).toBe(503)
    expect(response.body.mensagem).toBe(messages.callList.loadFailed)
    expect(globals.chamadaPwned).toBeUndefined()
  })

  it('gives up on a source that does not answer within the timeout', async () => {
    const hanging: FetchFunction = (_url, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)))
    const t = await app({ env: { CALL_LIST_URL: SOURCE_URL }, extra: { callList: { fetch: hanging, timeoutMs: 100 } } })
    const started = Date.now()
    const response = await t.request.get('/chamada')
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  describe('with a real HTTP source on 127.0.0.1', () => {
    let server: Server
    let healthy = true
    let url: string
    beforeAll(async () => {
      server = createServer((_request, response) => {
        if (!healthy) return response.writeHead(502).end('Bad Gateway')
        response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' }).end(SAMPLE)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gviz/tq`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('reads it with fetch, then keeps serving the copy while it is down', async () => {
      const t = await app({ env: { CALL_LIST_URL: url, CALL_LIST_CACHE_SECONDS: '0' } })
      const first = await t.request.get('/chamada')
      expect(first.status).toBe(200)
      expect(first.body.rows).toHaveLength(30)
      healthy = false
      const second = await t.request.get('/chamada')
      expect(second.status).toBe(200)
      expect(second.body).toEqual(first.body)
    })
  })
})
