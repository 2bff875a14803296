/** Whatever a client sends, the answer is a 4xx with the error body: never a 500. */
import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from './app.ts'
import { insertEvent, isoDateInDays } from './support/events.ts'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp({ env: LIMITS_OUT_OF_REACH })
  token = await t.adminToken()
})
afterAll(() => t.close())

const expectErrorBody = (body: unknown, statusCode: number, message?: string) => {
  expect(body).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) })
  const { message: text, mensagem } = body as { message: string; mensagem: string }
  expect(mensagem).toBe(text)
  if (message) expect(text).toBe(message)
}

/** One JSON call of each kind: public and admin, each method with a body. */
const jsonCalls = [
  { method: 'post', url: '/certificado', admin: true },
  { method: 'put', url: '/certificado/DEMO2025', admin: true },
  { method: 'post', url: '/eventos', admin: true },
  { method: 'put', url: '/eventos/1', admin: true },
  { method: 'put', url: '/eventos', admin: true },
  { method: 'post', url: '/eventos/ativa', admin: false },
  { method: 'post', url: '/inscrever', admin: false },
  { method: 'post', url: '/lista/adicionar', admin: true },
  { method: 'put', url: '/lista/editar/1', admin: true },
  { method: 'post', url: '/usuario/login', admin: false },
] as const

const send = (call: (typeof jsonCalls)[number]) => {
  const request = t.request[call.method](call.url)
  return call.admin ? request.set('Authorization', token) : request
}

describe('bad input', () => {
  it.each(jsonCalls)('$method $url: malformed JSON gives 400 with the malformed-JSON message', async (call) => {
    const response = await send(call).set('Content-Type', 'application/json').send('{"nome": "Maria",')
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 400, messages.common.malformedJson)
  })

  it.each(jsonCalls)('$method $url: an empty JSON body gives 400', async (call) => {
    const response = await send(call).set('Content-Type', 'application/json').send('')
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 400)
  })

  it.each([
    ['numbers for strings', { nome: 1, curso: 2, horas: 3, codigo: 4, link: 5, titulo: 6, projeto: 7, ativa: 8 }],
    ['arrays', { nome: ['a'], curso: [], horas: [1], codigo: ['x'], link: [], titulo: [], projeto: [], ativa: [] }],
    ['nulls', { nome: null, curso: null, horas: null, codigo: null, link: null, titulo: null, projeto: null, ativa: null }],
    ['nested objects', { nome: { $gt: '' }, horas: { valueOf: 1 }, titulo: { a: 1 }, projeto: {}, ativa: {} }],
    ['a top-level array', [1, 2, 3]],
    ['a top-level string', 'texto'],
    ['a top-level null', null],
  ])('wrong types (%s) give 400 with field issues, never 500', async (_case, body) => {
    for (const call of jsonCalls) {
      const response = await send(call).set('Content-Type', 'application/json').send(JSON.stringify(body))
      expect(response.status, `${call.method} ${call.url}`).toBe(400)
      expectErrorBody(response.body, 400)
    }
  })

  it.each([
    ['no body at all', undefined],
    ['an array', '[1, 2, 3]'],
    ['a string', '"texto"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('a body that is not an object (%s) gives 400 with "Dados inválidos", not zod\'s English', async (_case, body) => {
    for (const call of jsonCalls) {
      const request = send(call)
      const response = await (body === undefined ? request : request.set('Content-Type', 'application/json').send(body))
      expect(response.status, `${call.method} ${call.url}`).toBe(400)
      expectErrorBody(response.body, 400, messages.common.invalidRequest)
    }
  })

  it('answers 400 "Dados inválidos" for a NUL character, which PostgreSQL cannot store, and changes nothing', async () => {
    const before = await t.prisma.certificate.count()
    const responses = [
      await t.request.get('/certificado/DEMO%002025'),
      await t.request.post('/usuario/login').send({ nome: 'admin\u0000', senha: 'x' }),
      await t.request.post('/eventos/ativa').send({ projeto: 'Ciclo\u0000' }),
      await send(jsonCalls[0]).send({ nome: 'A\u0000', curso: 'B', horas: 1, codigo: 'NUL1', link: 'https://x.org/a.pdf' }),
    ]
    for (const response of responses) {
      expect(response.status).toBe(400)
      expectErrorBody(response.body, 400, messages.common.invalidRequest)
    }
    expect(await t.prisma.certificate.count()).toBe(before)
  })

  it('reports each wrong-typed field with its own message', async () => {
    const response = await t.request
      .post('/certificado')
      .set('Authorization', token)
      .send({ nome: 1, curso: null, horas: [2], codigo: {}, link: true })
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: messages.certificates.nameRequired },
        { campo: 'curso', mensagem: messages.certificates.courseRequired },
        { campo: 'codigo', mensagem: messages.certificates.codeRequired },
        { campo: 'link', mensagem: messages.certificates.linkRequired },
      ]),
    )
  })

  it('rejects over-long text with "Texto longo demais"', async () => {
    await insertEvent(t.prisma, { titulo: 'Evento', data: isoDateInDays(30), ativa: true })
    const response = await t.request.post('/inscrever').send({
      nome: 'x'.repeat(5000),
      email: 'a@example.com',
      telefone: '1',
      titulo: 'Evento',
      comoConheceu: 'Amigos',
    })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'nome', mensagem: messages.common.tooLong })
  })

  it('answers 413 for a JSON body over 100 KB', async () => {
    const body = JSON.stringify({ nome: 'x'.repeat(101 * 1024) })
    for (const call of jsonCalls) {
      const response = await send(call).set('Content-Type', 'application/json').send(body)
      expect(response.status, `${call.method} ${call.url}`).toBe(413)
      expectErrorBody(response.body, 413, messages.common.payloadTooLarge)
    }
  })

  it('answers 415 for a content type the API does not accept', async () => {
    for (const call of jsonCalls) {
      const response = await send(call).set('Content-Type', 'application/xml').send('<nome>Maria</nome>')
      expect(response.status, `${call.method} ${call.url}`).toBe(415)
      expectErrorBody(response.body, 415, messages.common.unsupportedMediaType)
    }
  })

  it('answers 400, not 500, for a form-encoded or plain-text body', async () => {
    const plain = await t.request.post('/inscrever').set('Content-Type', 'text/plain').send('nome=Maria')
    expect([400, 415]).toContain(plain.status)
    expectErrorBody(plain.body, plain.status)
  })

  it('answers 404 with the error body for an unknown API route', async () => {
    for (const [method, url] of [
      ['get', '/api/nao-existe'],
      ['post', '/certificados'],
      ['delete', '/eventos'],
      ['patch', '/certificado/DEMO2025'],
    ] as const) {
      const response = await t.request[method](url).set('Accept', 'application/json')
      expect(response.status, `${method} ${url}`).toBe(404)
      expectErrorBody(response.body, 404, messages.common.notFound)
    }
  })

  it('answers 404 with the catalogue message for ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-5', '2.5', '1e3x', '99999999999999', '%20']) {
      const event = await t.request.delete(`/eventos/${id}`).set('Authorization', token)
      expect(event.status, id).toBe(404)
      expectErrorBody(event.body, 404, messages.events.notFound)
      const registration = await t.request.delete(`/lista/editar/${id}`).set('Authorization', token)
      expect(registration.status, id).toBe(404)
      expectErrorBody(registration.body, 404, messages.registrations.notFound)
    }
  })

  it('answers with the error body when the router itself rejects the URL', async () => {
    const badEscape = await t.request.get('/certificado/%E0%A4%A')
    expect(badEscape.status).toBe(400)
    expectErrorBody(badEscape.body, 400, messages.common.invalidRequest)
    const longParam = await t.request.get(`/certificado/${'x'.repeat(150)}`)
    expect(longParam.status).toBe(404)
    expectErrorBody(longParam.body, 404, messages.common.notFound)
  })

  it('refuses a body carrying a __proto__ key as malformed JSON', async () => {
    const response = await t.request
      .post('/certificado')
      .set('Authorization', token)
      .set('Content-Type', 'application/json')
      .send('{"nome":"A","curso":"B","horas":1,"codigo":"PROTO1","link":"https://x.org/a.pdf","__proto__":{"admin":true}}')
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 400, messages.common.malformedJson)
  })

  it('ignores unknown fields: id and status cannot be set by the client', async () => {
    const response = await t.request
      .post('/certificado')
      .set('Authorization', token)
      .send({ nome: 'A', curso: 'B', horas: 1, codigo: 'EXTRA1', link: 'https://x.org/a.pdf', id: 99, status: 'Revogado' })
    expect(response.status).toBe(201)
    expect(response.body.status).toBe('Válido')
    expect(await t.prisma.certificate.findFirst({ where: { id: 99 } })).toBeNull()
  })

  describe('a lone UTF-16 surrogate, which JSON can carry and no stored text can', () => {
    const BROKEN = 'x\ud800'
    const broken = (campo: string) => ({ campo, mensagem: messages.common.brokenCharacter })

    /** Every table's rows, as one fingerprint per table: what "nothing changed" means. */
    const databaseFingerprint = async () => {
      const tables = await t.prisma.$queryRawUnsafe<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      )
      const fingerprints = await Promise.all(
        tables.map(({ name }) =>
          t.prisma.$queryRawUnsafe<{ rows: string }[]>(
            `SELECT md5(coalesce(string_agg(row_text, '|' ORDER BY row_text), '')) AS rows FROM (SELECT t::text AS row_text FROM "${name}" t) AS r`,
          ),
        ),
      )
      return Object.fromEntries(tables.map(({ name }, index) => [name, fingerprints[index]![0]!.rows]))
    }

    it('gives 400 naming the field on the writes the probe saw fail with a 500, and stores nothing', async () => {
      const member = await t.request.post('/conteudo/equipe').set('Authorization', token).send({ nome: 'Ana Lima', cargo: 'Diretora' })
      expect(member.status).toBe(201)
      const article = { titulo: 'Notícia', resumo: 'Resumo', corpo: '<p>Texto</p>', capaId: null, publicadoEm: '2025-01-01T12:00:00Z', estado: 'rascunho', slug: '' }
      const news = await t.request.post('/api/admin/noticias').set('Authorization', token).send(article)
      expect(news.status).toBe(201)
      const before = await databaseFingerprint()
      for (const [method, url, body, campo] of [
        ['post', '/conteudo/equipe', { nome: 'Ana Lima', cargo: BROKEN }, 'cargo'],
        ['put', `/conteudo/equipe/${member.body.id}`, { nome: BROKEN, cargo: 'Diretora' }, 'nome'],
        ['post', '/api/admin/noticias', { ...article, resumo: BROKEN }, 'resumo'],
        ['put', `/api/admin/noticias/${news.body.id}`, { ...article, corpo: `<p>${BROKEN}</p>` }, 'corpo'],
        ['put', '/configuracoes/contatos', { endereco: BROKEN }, 'endereco'],
      ] as const) {
        const response = await t.request[method](url).set('Authorization', token).send(body)
        expect(response.status, `${method} ${url}`).toBe(400)
        expectErrorBody(response.body, 400, messages.common.brokenCharacter)
        expect(response.body.issues, `${method} ${url}`).toEqual([broken(campo)])
      }
      expect(await databaseFingerprint()).toEqual(before)
    })

    it('gives 400 naming every such field, on every route that takes a JSON body (walked from /docs/json), and changes nothing', async () => {
      const document = (await t.request.get('/docs/json')).body as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>
      }
      const writes = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).flatMap(([method, operation]) => {
          const properties = operation.requestBody?.content['application/json']?.schema.properties
          return properties ? [{ method, url: path.replace(/\{[^}]+\}/g, '1'), fields: Object.keys(properties) }] : []
        }),
      )
      expect(writes.length).toBeGreaterThan(40)
      const before = await databaseFingerprint()
      for (const { method, url, fields } of writes) {
        // Each field a broken text, one nested as rich text or a list would be, and a broken key.
        const body = { ...Object.fromEntries(fields.map((field) => [field, BROKEN])), [fields[0]!]: { blocos: [{ texto: BROKEN }] }, [BROKEN]: 1 }
        const response = await t.request[method as 'post' | 'put' | 'delete'](url).set('Authorization', token).send(body)
        expect(response.status, `${method} ${url}`).toBe(400)
        expect(response.body.mensagem, `${method} ${url}`).toBe(messages.common.brokenCharacter)
        expect(response.body.issues, `${method} ${url}`).toEqual(
          [`${fields[0]}.blocos.0.texto`, ...fields.slice(1), BROKEN].map(broken),
        )
      }
      expect(await databaseFingerprint()).toEqual(before)
    })
  })
})
