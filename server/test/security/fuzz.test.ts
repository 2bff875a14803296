/**
 * Property-based fuzz of every route of the app (walked from the route table), through real HTTP on a real
 * PostgreSQL. Whatever arrives, the answer comes within REQUEST_TIMEOUT_MS, is never a 5xx, carries the security
 * headers and CSP, never holds a password hash, and an error body speaks the Portuguese of the message catalogue.
 * The seed is fixed; FUZZ_SEED=<n> replays another sequence (fast-check prints the seed of a failure).
 */
import {
  CONTENT_KINDS,
  DOCUMENT_REQUEST_FILE_FIELDS,
  LECTURE_CYCLE_PROJECT,
  messages,
  OFFERING_STATUSES,
  REPLY_FILE_FIELD,
  requiredMessage,
  VOLUNTEER_FILE_FIELDS,
  type ContentKind,
} from '@site/contracts'
import fc from 'fast-check'
import type { RouteOptions } from 'fastify'
import type { Response } from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_REQUEST, VOLUNTEER } from '../support/submission-fixtures.ts'
import { createTestApp, LIMITS_OUT_OF_REACH, TEST_ADMIN, type TestApp } from '../app.ts'
import { createClientDist } from './client-dist.ts'
import { isoDateInDays } from '../support/events.ts'
import {
  anyBody,
  anyTarget,
  disguisedRequest,
  fuzzRequest,
  limitRequests,
  multipartRequestBody,
  noOrBadAuthorization,
  type FuzzRequest,
  type FuzzTarget,
  type ValidParam,
} from './fuzz-inputs.ts'
import { expectNoPasswordHash, expectSecurityHeaders } from './headers.ts'
import { registeredRoutes, routeEntries } from './route-table.ts'

vi.mock('fastify', async (original) => (await import('./route-table.ts')).withRouteCollector(original))

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_121)
const RUNS = { anonymous: 1_500, admin: 1_500, uploads: 1_000, disguised: 500 }
const REQUEST_TIMEOUT_MS = 10_000
const LIMIT_WALK_CONCURRENCY = 4
const PROPERTY_TIMEOUT_MS = 300_000

const CERTIFICATE = { nome: 'Certificado Fuzz', curso: 'Curso', horas: 10, codigo: 'FUZZ0001', link: 'https://exemplo.org/c.pdf' }
const EVENT = {
  titulo: 'Palestra Fuzz',
  local: 'Auditório',
  // Open for registration (active and still to come), so POST /inscrever also reaches its success branch.
  data: isoDateInDays(30),
  horario: '14:00',
  palestrante: 'Pessoa',
  projeto: LECTURE_CYCLE_PROJECT,
  subTitulo: 'Sub',
  foto: '/media/x.svg',
}
const NEWS = { titulo: 'Notícia Fuzz', resumo: 'Resumo', corpo: '<p>Texto</p>', capaId: null, publicadoEm: '2025-01-01T12:00:00Z', estado: 'rascunho', slug: '' }
const REGISTRATION = { nome: 'Pessoa Fuzz', email: 'pessoa.fuzz@example.com', telefone: '(12) 90000-1111', titulo: EVENT.titulo, comoConheceu: 'Amigos' }
const CONTENT: Record<ContentKind, Record<string, unknown>> = {
  equipe: { nome: 'Pessoa Fuzz', cargo: 'Coordenação' },
  parceiros: { nome: 'Parceiro Fuzz', link: 'https://exemplo.org' },
  turmas: { curso: 'redacao-oficial', turma: 'Turma Fuzz', dataInicio: '2026-08-03', local: 'Sala 1', vagas: '40', status: OFFERING_STATUSES[0] },
  calendario: { titulo: 'Data Fuzz', data: '2026-08-03' },
}
/** Not the fuzz's own password: the routes that change how its account signs in refuse it, and the token lives on. */
const NOT_THE_PASSWORD = 'não é a senha da conta'
const NEW_PASSWORD = 'Uma senha nova e bem longa 2026'

/** What a valid call of each route with a JSON body carries; the fuzz mutates one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /usuario/login': TEST_ADMIN,
  'POST /certificado': CERTIFICATE,
  'PUT /certificado/:codigo': CERTIFICATE,
  'POST /eventos': EVENT,
  'PUT /eventos/:id': EVENT,
  'PUT /eventos': { titulo: EVENT.titulo, projeto: EVENT.projeto, ativa: true },
  'POST /eventos/ativa': { projeto: EVENT.projeto },
  'POST /inscrever': REGISTRATION,
  'POST /inscricoes/espera': REGISTRATION,
  'POST /lista/adicionar': { ...REGISTRATION, enviarConfirmacao: true },
  'PUT /lista/editar/:id': REGISTRATION,
  'POST /api/admin/noticias': NEWS,
  'PUT /api/admin/noticias/:id': NEWS,
  'PUT /api/midia/:id': { alt: 'Descrição da imagem' },
  'POST /api/admin/paginas': { modelo: 'projeto', pai: '/projetos-ativos', segmento: 'pagina-fuzz', titulo: 'Página Fuzz' },
  'PUT /api/admin/paginas/:id': { caminho: '', titulo: 'Página Fuzz', descricao: 'Descrição', secoes: [{ tipo: 'texto', corpo: '<p>Texto</p>' }] },
  'POST /api/admin/paginas/:id/publicar': { publicarEm: '2030-01-01T12:00:00Z' },
  'PUT /api/admin/menu': { principal: [{ rotulo: 'Notícias', rota: '/noticias' }], rodape: [] },
  'PUT /fotos-paginas/:pagina': { imagemId: 1 },
  'POST /usuario/senha/esqueci': { email: 'ninguem.fuzz@example.com' },
  'POST /usuario/senha/definir': { token: 'A'.repeat(43), senha: NEW_PASSWORD },
  'POST /usuarios': { nome: 'pessoa.fuzz', email: 'conta.fuzz@example.com', papel: 'secretaria' },
  'PUT /usuario/eu/senha': { senhaAtual: NOT_THE_PASSWORD, novaSenha: NEW_PASSWORD },
  'POST /usuario/eu/dois-fatores': { senha: NOT_THE_PASSWORD },
  'POST /usuario/eu/dois-fatores/ativar': { codigo: '123456' },
  'POST /usuario/eu/dois-fatores/desativar': { senha: NOT_THE_PASSWORD },
  'POST /certificados/:codigo/revogacao': { motivo: 'Emitido por engano' },
  'PUT /eventos/:id/inscricoes/:inscricaoId/presenca': { presente: true },
  'POST /inscricoes/cancelamento': { token: '1.assinatura' },
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) => [
      [`POST /conteudo/${kind}`, CONTENT[kind]],
      [`PUT /conteudo/${kind}/:id`, CONTENT[kind]],
      [`PUT /conteudo/${kind}/:id/posicao`, { direcao: 'acima' }],
    ]),
  ),
  'PUT /configuracoes/contatos': { email: 'contato@fundacao.local', telefone: '48 3381 2200', whatsapp: '+55 (48) 99164-2200' },
  ...Object.fromEntries(
    ['candidaturas', 'requerimentos'].flatMap((list) => [
      [`PUT /caixa/${list}/:id/status`, { status: 'Em análise' }],
      [`POST /caixa/${list}/:id/notas`, { texto: 'Nota da equipe' }],
    ]),
  ),
}

const FORMS: Record<string, FuzzTarget['multipart']> = {
  'POST /enviar-voluntariado': { fields: VOLUNTEER, fileFields: Object.keys(VOLUNTEER_FILE_FIELDS) },
  'POST /enviar-requerimento': { fields: DOCUMENT_REQUEST, fileFields: Object.keys(DOCUMENT_REQUEST_FILE_FIELDS) },
  'POST /caixa/candidaturas/:id/respostas': { fields: { mensagem: 'Resposta da equipe' }, fileFields: [REPLY_FILE_FIELD] },
  'POST /caixa/requerimentos/:id/respostas': { fields: { mensagem: 'Resposta da equipe' }, fileFields: [REPLY_FILE_FIELD] },
}

/**
 * Routes that read a body the fuzz only generates, never mutating a valid one, and why. Every route that reads a
 * body is in VALID_BODIES, FORMS or here: the first test fails on one that is in none of them.
 */
const GENERATED_BODIES_ONLY: Record<string, string> = {
  'PUT /usuarios/:id': "a valid change may demote or disable the fuzz's own administrator (users/routes.test.ts covers it)",
  'POST /certificados/importacao/previa': 'the body is a spreadsheet file (import tests build valid ones)',
  'POST /certificados/importacao': 'the body is a spreadsheet file (import tests build valid ones)',
  'POST /api/midia': 'the body is an image file (media/routes.test.ts builds valid ones)',
}

/** The route reads a body: a schema for it, or the content types it consumes (a file, a multipart form). */
const readsBody = (route: RouteOptions) => route.schema?.body !== undefined || (route.schema?.consumes?.length ?? 0) > 0

const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(allStrings) : []
const CATALOGUE = new Set(allStrings(messages))

const allFunctions = (value: unknown): ((...parts: string[]) => unknown)[] =>
  typeof value === 'function'
    ? [value as (...parts: string[]) => unknown]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(allFunctions)
      : []
/** The catalogue's messages with a part filled in ("… a partir do dia do evento (26/12/2026) …"), as patterns. */
const HOLE = '\u0000'
const CATALOGUE_TEMPLATES = allFunctions(messages).flatMap((message) => {
  let drawn: unknown
  try {
    drawn = message(...Array<string>(Math.max(message.length, 1)).fill(HOLE))
  } catch {
    return [] // a message of other parts than text (a list, a count)
  }
  if (typeof drawn !== 'string' || !drawn.includes(HOLE)) return []
  const literal = drawn.split(HOLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return [new RegExp(`^${literal.join('.+')}$`, 's')]
})
const isCatalogueMessage = (text: unknown) =>
  typeof text === 'string' &&
  (CATALOGUE.has(text) || text.endsWith(requiredMessage('')) || CATALOGUE_TEMPLATES.some((template) => template.test(text)))

const ERROR_BODY_KEYS = ['statusCode', 'error', 'message', 'mensagem', 'issues']

function expectCatalogueErrorBody(response: Response) {
  const body = response.body as Record<string, unknown>
  expect(Object.keys(body).filter((key) => !ERROR_BODY_KEYS.includes(key))).toEqual([])
  expect(body).toMatchObject({ statusCode: response.status, message: body.mensagem })
  expect(isCatalogueMessage(body.mensagem), `mensagem fora do catálogo: ${String(body.mensagem)}`).toBe(true)
  for (const issue of (body.issues ?? []) as { mensagem: unknown }[]) {
    expect(isCatalogueMessage(issue.mensagem), `mensagem fora do catálogo: ${String(issue.mensagem)}`).toBe(true)
  }
}

let t: TestApp
let dist: ReturnType<typeof createClientDist>
let adminHeader: string
let targets: FuzzTarget[]
let fieldNames: string[]

beforeAll(async () => {
  dist = createClientDist()
  t = await createTestApp({
    env: { CLIENT_DIST: dist.dir, ...LIMITS_OUT_OF_REACH },
    extra: { mail: { startWorker: false } },
  })
  adminHeader = await t.adminToken()
  await restoreRecords()

  targets = routeEntries({ withHead: true }).map(({ method, url }) => ({
    method,
    url,
    validBody: VALID_BODIES[`${method} ${url}`],
    multipart: FORMS[`${method} ${url}`],
  }))
  fieldNames = [
    ...new Set([
      ...registeredRoutes.flatMap((route) => Object.keys((route.schema?.body as { shape?: object } | undefined)?.shape ?? {})),
      ...Object.values(FORMS).flatMap((form) => [...Object.keys(form!.fields), ...form!.fileFields]),
    ]),
  ]
}, 60_000)
/** The path parameters that name the records below; anything else for other routes. */
const params: Record<string, string> = { '/certificado/:codigo': CERTIFICATE.codigo }
const validParam: ValidParam = (url) => params[url] ?? 'x'

let restores = 0

/**
 * Rows the generated ids and codes can find, so the "found" branches run too; put back when a fuzzed call may have
 * deleted them (a disguised code or id still names its record). A new person each time: the fuzz may have
 * registered the last one, or moved the event.
 */
async function restoreRecords() {
  restores += 1
  const admin = (request: ReturnType<typeof t.request.post>) => request.set('Authorization', adminHeader)
  const certificate = await admin(t.request.post('/certificado')).send(CERTIFICATE)
  expect([201, 409]).toContain(certificate.status)
  const event = await admin(t.request.post('/eventos')).send(EVENT).expect(201)
  await admin(t.request.put('/eventos')).send(VALID_BODIES['PUT /eventos']!).expect(200)
  params['/eventos/:id'] = String(event.body.id)
  const registration = await t.request.post('/inscrever').send({ ...REGISTRATION, nome: `${REGISTRATION.nome} ${restores}` }).expect(201)
  params['/lista/editar/:id'] = String(registration.body.id)
}

afterAll(async () => {
  await t.close()
  dist.remove()
})

/** The body goes on the wire as generated: superagent would otherwise JSON-encode a Buffer sent as JSON. */
const asIs = (body: unknown) => body as string

function send({ method, url, headers, body }: FuzzRequest) {
  const verb = method.toLowerCase() as 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options'
  const request = t.request[verb](url).set(headers).timeout(REQUEST_TIMEOUT_MS)
  return body === undefined ? request : request.serialize(asIs).send(body)
}

/** Sends the request and checks its answer: never a 5xx, always the headers, errors from the catalogue. */
async function sendAndCheck(request: FuzzRequest): Promise<number> {
  const response = await send(request)
  expect(response.status, `${request.method} ${request.url}`).toBeLessThan(500)
  expectSecurityHeaders(response)
  expectNoPasswordHash(response)
  if (response.status >= 400 && request.method !== 'HEAD' && /json/.test(response.headers['content-type'] ?? '')) {
    expectCatalogueErrorBody(response)
  }
  return response.status
}

/** Runs the property and returns the status codes it met, to show the fuzz reached more than one branch. */
async function fuzz(requests: fc.Arbitrary<FuzzRequest>, numRuns: number): Promise<Set<number>> {
  const statuses = new Set<number>()
  const property = fc.asyncProperty(requests, async (request) => void statuses.add(await sendAndCheck(request)))
  await fc.assert(property, { numRuns, seed: SEED })
  return statuses
}

describe('fuzz of every route', () => {
  it('knows, for every route that reads a body, a valid one to start from or why it has none', () => {
    const declared = new Set([...Object.keys(VALID_BODIES), ...Object.keys(FORMS), ...Object.keys(GENERATED_BODIES_ONLY)])
    const undeclared = routeEntries()
      .filter(({ route }) => readsBody(route))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !declared.has(route))
    const where = 'server/test/security/fuzz.test.ts: VALID_BODIES (a valid JSON body), FORMS (multipart fields) or GENERATED_BODIES_ONLY (why none)'
    expect(undeclared, `declare the body of ${undeclared.join(', ')} in ${where}`).toEqual([])
  })

  it('finds the routes with a body, the health check and the site in the route table', () => {
    const found = targets.map(({ method, url }) => `${method} ${url}`)
    const declared = [...Object.keys(VALID_BODIES), ...Object.keys(FORMS), ...Object.keys(GENERATED_BODIES_ONLY)]
    expect(found).toEqual(expect.arrayContaining([...declared, 'GET /health', 'GET /']))
  })

  it(`without a token or with a bad one: ${RUNS.anonymous} requests, never a 5xx`, async () => {
    const statuses = await fuzz(fuzzRequest(anyTarget(targets), anyBody(fieldNames), noOrBadAuthorization), RUNS.anonymous)
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 415]))
  }, PROPERTY_TIMEOUT_MS)

  it(`with a valid admin token: ${RUNS.admin} requests, never a 5xx`, async () => {
    const authorization = fc.oneof(
      { arbitrary: fc.constant(adminHeader), weight: 3 },
      fc.constantFrom(adminHeader.replace('Bearer', 'bearer'), `${adminHeader}x`),
    )
    const statuses = await fuzz(fuzzRequest(anyTarget(targets), anyBody(fieldNames), authorization), RUNS.admin)
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 415]))
  }, PROPERTY_TIMEOUT_MS)

  it(`uploads: ${RUNS.uploads} multipart requests with hostile files, never a 5xx, stored names always safe`, async () => {
    const uploads = targets.filter((target) => target.multipart)
    const statuses = await fuzz(
      fuzzRequest(fc.constantFrom(...uploads), (target) => multipartRequestBody(target.multipart!), fc.constant(undefined)),
      RUNS.uploads,
    )
    expect([...statuses]).toEqual(expect.arrayContaining([201, 400, 415]))

    const files = await t.prisma.submissionFile.findMany({ select: { fileName: true, mimeType: true } })
    expect(files.length).toBeGreaterThan(0)
    const extensions: Record<string, RegExp> = { 'application/pdf': /\.pdf$/, 'image/jpeg': /\.jpe?g$/, 'image/png': /\.png$/ }
    for (const { fileName, mimeType } of files) {
      expect(fileName).toMatch(/^[^./\\<>:"|?*\p{Cc}\p{Cf}\p{Zl}\p{Zp}][^/\\<>:"|?*\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{0,99}\.[a-z]{3,4}$/u)
      expect(fileName).toMatch(extensions[mimeType]!)
    }
  }, PROPERTY_TIMEOUT_MS)

  it('every field, path parameter or query of every route at and past its type\'s limits: never a 5xx', async () => {
    await restoreRecords()
    const requests = limitRequests(targets, adminHeader, validParam)
    const statuses = new Set<number>()
    // A few in flight at once: a login spends 0.1 s in bcrypt, which runs off the main thread.
    let next = 0
    const sender = async () => {
      while (next < requests.length) statuses.add(await sendAndCheck(requests[next++]!))
    }
    await Promise.all(Array.from({ length: LIMIT_WALK_CONCURRENCY }, sender))
    expect(requests.length).toBeGreaterThan(1_000)
    expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 400, 401, 404, 409]))
  }, PROPERTY_TIMEOUT_MS)

  it(`invisible and look-alike characters in every text field and path parameter: ${RUNS.disguised} requests, never a 5xx`, async () => {
    await restoreRecords()
    const statuses = new Set<number>()
    const property = fc.asyncProperty(disguisedRequest(targets, adminHeader, validParam), async (request) => {
      statuses.add(await sendAndCheck(request))
      if (request.method === 'DELETE') await restoreRecords()
    })
    await fc.assert(property, { numRuns: RUNS.disguised, seed: SEED })
    expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 400, 404, 409]))
  }, PROPERTY_TIMEOUT_MS)
})
