import type { RequestParams } from 'autocannon'
import { codeFor, missingCodeFor } from './seed.ts'
import type { Scenario } from './load.ts'

export interface ScenarioContext {
  certificates: number
  registrationTitle: string
  /** "Bearer ..." for the admin routes. */
  authorization: string
  /** Keeps the POST /inscrever names of this run apart from those of an earlier one on the same database. */
  runId: string
}

const randomIndex = (count: number) => 1 + Math.floor(Math.random() * count)
const get = (path: string, headers: Record<string, string> = {}): RequestParams => ({ method: 'GET', path, headers })

export const LOOKUP_SCENARIO_ID = 'lookup'
export const SEARCH_SCENARIO_ID = 'search'

const SEARCHES = ['inclusão digital', 'inclusao digitl', 'redacao', 'palestra', 'fundação', 'voluntarios escola', 'turma', 'certificado']

type Admin = { authorization: string }

/** The public lookup (found and missing), the staff's list page and search, and the PDF. */
const certificateScenarios = (context: ScenarioContext, admin: Admin): Scenario[] => [
  {
    id: LOOKUP_SCENARIO_ID,
    label: 'GET /certificado/:codigo (existente)',
    connections: 50,
    expectedStatus: 200,
    nextRequest: () => get(`/certificado/${codeFor(randomIndex(context.certificates))}`),
  },
  {
    id: 'lookupMissing',
    label: 'GET /certificado/:codigo (inexistente)',
    connections: 50,
    expectedStatus: 404,
    nextRequest: () => get(`/certificado/${missingCodeFor(randomIndex(context.certificates))}`),
  },
  {
    id: 'certificatePage',
    label: 'GET /certificados (primeira página)',
    connections: 10,
    expectedStatus: 200,
    nextRequest: () => get('/certificados', admin),
  },
  {
    id: 'certificateSearch',
    label: 'GET /certificados?busca= (nome)',
    connections: 10,
    expectedStatus: 200,
    nextRequest: () => get(`/certificados?busca=${encodeURIComponent(`participante ${randomIndex(context.certificates)}`)}`, admin),
  },
  {
    id: 'certificatePdf',
    label: 'GET /certificado/:codigo/pdf',
    connections: 4,
    expectedStatus: 200,
    nextRequest: () => get(`/certificado/${codeFor(randomIndex(context.certificates))}/pdf`),
  },
]

// Pages drawn on the server (decision 23), as a browser asks for them; the same page again comes from the cache.
const PAGE_SCENARIOS: Scenario[] = [
  {
    id: 'homePage',
    label: 'GET / (página desenhada no servidor)',
    connections: 20,
    expectedStatus: 200,
    nextRequest: () => get('/', { accept: 'text/html' }),
  },
  {
    id: 'newsPage',
    label: 'GET /noticias (página desenhada no servidor)',
    connections: 20,
    expectedStatus: 200,
    nextRequest: () => get('/noticias', { accept: 'text/html' }),
  },
  // The site search over the pages and the seeded news: accents, typos, a word in every news item, a page's name.
  {
    id: SEARCH_SCENARIO_ID,
    label: 'GET /api/busca?q= (2.000 notícias)',
    connections: 20,
    expectedStatus: 200,
    nextRequest: () => get(`/api/busca?q=${encodeURIComponent(SEARCHES[randomIndex(SEARCHES.length) - 1]!)}`),
  },
]

/** A POST /inscrever of a person no earlier request of this run (or of an earlier run) used. */
const registrationRequest = (context: ScenarioContext, number: number): RequestParams => ({
  method: 'POST',
  path: '/inscrever',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    nome: `Pessoa Bench ${context.runId} ${number}`,
    email: `bench${number}@example.com`,
    telefone: '(48) 90000-0000',
    titulo: context.registrationTitle,
    comoConheceu: 'Amigos',
  }),
})

/** The staff's list of registrations, and registering. */
function registrationScenarios(context: ScenarioContext, admin: Admin): Scenario[] {
  let registrationNumber = 0
  return [
    {
      id: 'registrationList',
      label: 'GET /listaInscritos',
      connections: 50,
      expectedStatus: 200,
      nextRequest: () => get('/listaInscritos', admin),
    },
    {
      id: 'register',
      label: 'POST /inscrever (dados únicos)',
      connections: 50,
      expectedStatus: 201,
      nextRequest: () => registrationRequest(context, ++registrationNumber),
    },
  ]
}

/** The calls measured on our server, in the order they run. */
export function appScenarios(context: ScenarioContext): Scenario[] {
  const admin = { authorization: context.authorization }
  return [
    ...certificateScenarios(context, admin),
    ...PAGE_SCENARIOS,
    ...registrationScenarios(context, admin),
    // Last: with 100,000 certificates each answer is megabytes, and the server is still sending them when it ends.
    {
      id: 'certificateList',
      label: 'GET /certificado (lista completa)',
      connections: 10,
      expectedStatus: 200,
      nextRequest: () => get('/certificado', admin),
    },
  ]
}

/** The same lookup on the reference server (reference-server.ts): by primary key, ids 1..n. */
export const referenceScenario = (certificates: number): Scenario => ({
  id: 'reference',
  label: 'referência: Fastify + pg por chave primária',
  connections: 50,
  expectedStatus: 200,
  nextRequest: () => get(`/certificado/${randomIndex(certificates)}`),
})
