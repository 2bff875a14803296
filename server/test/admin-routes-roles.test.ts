/**
 * Walks the route table (an onRoute hook on every Fastify instance, see security/route-table.ts) and calls every
 * route guarded by `app.authenticate` with a token of each role: 403 with the error body where the role may not,
 * through where it may. What a role may call is read from the route's own `config.roles`; a route that declares
 * none is Administrador-only, and this file proves it. Every admin route the walk finds must also be in EXPECTED,
 * the classification decided for it: a new one fails here until someone writes down who may call it.
 */
import { CONTENT_KINDS, messages, STAFF_ROLES, type StaffRole } from '@site/contracts'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'
import { routeEntries, type RouteEntry } from './security/route-table.ts'

vi.mock('fastify', async (original) => (await import('./security/route-table.ts')).withRouteCollector(original))

const SECRETARIA = ['secretaria']
const COMUNICACAO = ['comunicacao']
const COMUNICACAO_AND_SECRETARIA = ['comunicacao', 'secretaria']
const ADMIN_ONLY: string[] = []
const OWN_ACCOUNT = 'own account'

/** Who may call each admin route, as decided; the walk fails on an admin route missing here. */
const EXPECTED: Record<string, string[] | typeof OWN_ACCOUNT> = {
  'GET /certificado': SECRETARIA,
  'POST /certificado': SECRETARIA,
  'PUT /certificado/:codigo': SECRETARIA,
  'DELETE /certificado/:codigo': SECRETARIA,
  'GET /certificados': SECRETARIA,
  'GET /certificados/exportacao': SECRETARIA,
  'POST /certificados/importacao/previa': SECRETARIA,
  'POST /certificados/importacao': SECRETARIA,
  'POST /certificados/:codigo/revogacao': SECRETARIA,
  'GET /certificados/:codigo/historico': SECRETARIA,
  'GET /eventos': SECRETARIA,
  'POST /eventos': SECRETARIA,
  'PUT /eventos/:id': SECRETARIA,
  'PUT /eventos': SECRETARIA,
  'DELETE /eventos/:id': SECRETARIA,
  'GET /eventos/:id/inscricoes': SECRETARIA,
  'PUT /eventos/:id/inscricoes/:inscricaoId/presenca': SECRETARIA,
  'POST /eventos/:id/certificados': SECRETARIA,
  'GET /eventos/:id/espera': SECRETARIA,
  'GET /listaInscritos': SECRETARIA,
  'POST /lista/adicionar': SECRETARIA,
  'PUT /lista/editar/:id': SECRETARIA,
  'DELETE /lista/editar/:id': SECRETARIA,
  'GET /api/admin/noticias': COMUNICACAO,
  'POST /api/admin/noticias': COMUNICACAO,
  'GET /api/admin/noticias/:id': COMUNICACAO,
  'PUT /api/admin/noticias/:id': COMUNICACAO,
  'DELETE /api/admin/noticias/:id': COMUNICACAO,
  'GET /api/admin/noticias/:id/revisoes': COMUNICACAO,
  'POST /api/admin/noticias/:id/revisoes/:revisaoId/restaurar': COMUNICACAO,
  'GET /api/admin/lixeira/noticias': COMUNICACAO,
  'POST /api/admin/lixeira/noticias/:id/restaurar': COMUNICACAO,
  'GET /api/admin/paginas': COMUNICACAO_AND_SECRETARIA,
  'GET /api/admin/paginas/:id': COMUNICACAO_AND_SECRETARIA,
  'POST /api/admin/paginas': COMUNICACAO,
  'PUT /api/admin/paginas/:id': COMUNICACAO,
  'POST /api/admin/paginas/:id/publicar': COMUNICACAO,
  'POST /api/admin/paginas/:id/despublicar': COMUNICACAO,
  'DELETE /api/admin/paginas/:id': COMUNICACAO,
  'GET /api/admin/paginas/:id/revisoes': COMUNICACAO_AND_SECRETARIA,
  'GET /api/admin/paginas/:id/revisoes/:revisaoId/comparar': COMUNICACAO_AND_SECRETARIA,
  'POST /api/admin/paginas/:id/revisoes/:revisaoId/restaurar': COMUNICACAO,
  'GET /api/admin/lixeira/paginas': COMUNICACAO_AND_SECRETARIA,
  'POST /api/admin/lixeira/paginas/:id/restaurar': COMUNICACAO,
  'GET /api/admin/menu': COMUNICACAO_AND_SECRETARIA,
  'PUT /api/admin/menu': COMUNICACAO,
  'GET /api/midia': COMUNICACAO_AND_SECRETARIA,
  'POST /api/midia': COMUNICACAO_AND_SECRETARIA,
  'PUT /api/midia/:id': COMUNICACAO_AND_SECRETARIA,
  'DELETE /api/midia/:id': COMUNICACAO,
  'POST /conteudo/equipe': COMUNICACAO,
  'PUT /conteudo/equipe/:id': COMUNICACAO,
  'PUT /conteudo/equipe/:id/posicao': COMUNICACAO,
  'DELETE /conteudo/equipe/:id': COMUNICACAO,
  'POST /conteudo/parceiros': COMUNICACAO,
  'PUT /conteudo/parceiros/:id': COMUNICACAO,
  'PUT /conteudo/parceiros/:id/posicao': COMUNICACAO,
  'DELETE /conteudo/parceiros/:id': COMUNICACAO,
  'POST /conteudo/turmas': COMUNICACAO,
  'PUT /conteudo/turmas/:id': COMUNICACAO,
  'PUT /conteudo/turmas/:id/posicao': COMUNICACAO,
  'DELETE /conteudo/turmas/:id': COMUNICACAO,
  'POST /conteudo/calendario': COMUNICACAO,
  'PUT /conteudo/calendario/:id': COMUNICACAO,
  'PUT /conteudo/calendario/:id/posicao': COMUNICACAO,
  'DELETE /conteudo/calendario/:id': COMUNICACAO,
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) =>
      [
        `GET /conteudo/${kind}/:id/revisoes`,
        `POST /conteudo/${kind}/:id/revisoes/:revisaoId/restaurar`,
        `GET /conteudo/${kind}/lixeira`,
        `POST /conteudo/${kind}/lixeira/:id/restaurar`,
      ].map((route) => [route, COMUNICACAO]),
    ),
  ),
  'PUT /configuracoes/contatos': COMUNICACAO,
  'PUT /fotos-paginas/:pagina': COMUNICACAO,
  'DELETE /fotos-paginas/:pagina': COMUNICACAO,
  'GET /caixa/candidaturas': SECRETARIA,
  'GET /caixa/requerimentos': SECRETARIA,
  'GET /caixa/resumo': SECRETARIA,
  'GET /caixa/candidaturas/:id': SECRETARIA,
  'GET /caixa/candidaturas/:id/arquivos/:arquivoId': SECRETARIA,
  'PUT /caixa/candidaturas/:id/status': SECRETARIA,
  'POST /caixa/candidaturas/:id/notas': SECRETARIA,
  'DELETE /caixa/candidaturas/:id/dados-pessoais': SECRETARIA,
  'POST /caixa/candidaturas/:id/respostas': SECRETARIA,
  'GET /caixa/requerimentos/:id': SECRETARIA,
  'GET /caixa/requerimentos/:id/arquivos/:arquivoId': SECRETARIA,
  'PUT /caixa/requerimentos/:id/status': SECRETARIA,
  'POST /caixa/requerimentos/:id/notas': SECRETARIA,
  'DELETE /caixa/requerimentos/:id/dados-pessoais': SECRETARIA,
  'POST /caixa/requerimentos/:id/respostas': SECRETARIA,
  'GET /auditoria': ADMIN_ONLY,
  'GET /auditoria.csv': ADMIN_ONLY,
  'GET /backups': ADMIN_ONLY,
  'GET /backups/estado': ADMIN_ONLY,
  'POST /backups': ADMIN_ONLY,
  'GET /backups/:nome': ADMIN_ONLY,
  'POST /backups/:nome/bilhete': ADMIN_ONLY,
  'POST /backups/senha-guardada': ADMIN_ONLY,
  'GET /monitoramento': ADMIN_ONLY,
  'GET /usuarios': ADMIN_ONLY,
  'POST /usuarios': ADMIN_ONLY,
  'PUT /usuarios/:id': ADMIN_ONLY,
  'POST /usuarios/:id/dois-fatores/redefinir': ADMIN_ONLY,
  'GET /usuario/eu': OWN_ACCOUNT,
  'PUT /usuario/eu/senha': OWN_ACCOUNT,
  'POST /usuario/eu/dois-fatores': OWN_ACCOUNT,
  'POST /usuario/eu/dois-fatores/ativar': OWN_ACCOUNT,
  'POST /usuario/eu/dois-fatores/desativar': OWN_ACCOUNT,
}

/** A route added here only, as another branch would add one: authenticated, no roles declared. */
const UNDECLARED = '/teste/rota-sem-papeis'

const hooksOf = (hook: RouteOptions['onRequest']) => (Array.isArray(hook) ? hook : hook ? [hook] : []) as unknown[]
const key = ({ method, url }: RouteEntry) => `${method} ${url}`

function allowedRoles(route: RouteOptions): readonly StaffRole[] {
  const config = (route.config ?? {}) as { roles?: readonly StaffRole[]; ownAccount?: boolean }
  return config.ownAccount ? STAFF_ROLES : ['administrador', ...(config.roles ?? [])]
}

let t: TestApp
let guarded: RouteEntry[]
const tokens = {} as Record<StaffRole, string>

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => app.get(UNDECLARED, { onRequest: app.authenticate }, async () => ({ ok: true })),
  })
  tokens.administrador = await t.adminToken()
  tokens.secretaria = await t.tokenFor('secretaria')
  tokens.comunicacao = await t.tokenFor('comunicacao')
  guarded = routeEntries().filter(({ route }) => hooksOf(route.onRequest).includes(t.app.authenticate))
})
afterAll(() => t.close())

const call = (method: string, url: string, authorization: string) =>
  t.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](url.replace(/:[A-Za-z]+/g, '1'))
    .set('Authorization', authorization)

describe('role checks on admin routes', () => {
  it('have a decided classification for every admin route the walk finds', () => {
    const undeclared = guarded.map(key).filter((route) => !(route in EXPECTED) && route !== `GET ${UNDECLARED}`)
    expect(undeclared, `add to EXPECTED in server/test/admin-routes-roles.test.ts who may call: ${undeclared.join(', ')}`).toEqual([])
  })

  it('classify the admin routes as decided', () => {
    const found = new Map(guarded.map((entry) => [key(entry), entry.route]))
    for (const [route, expected] of Object.entries(EXPECTED)) {
      const options = found.get(route)
      expect(options, route).toBeDefined()
      const roles = allowedRoles(options!)
      expect(roles, route).toEqual(expected === OWN_ACCOUNT ? STAFF_ROLES : ['administrador', ...expected])
    }
  })

  it.each(['secretaria', 'comunicacao'] as const)('answer 403 with the error body to %s where its role may not call', async (role) => {
    const refused = guarded.filter(({ route }) => !allowedRoles(route).includes(role))
    expect(refused.length).toBeGreaterThan(0)
    for (const { method, url } of refused) {
      const response = await call(method, url, tokens[role])
      expect(response.status, `${method} ${url}`).toBe(403)
      expect(response.body, `${method} ${url}`).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: messages.accounts.forbidden,
        mensagem: messages.accounts.forbidden,
      })
    }
  })

  it.each(STAFF_ROLES)('let %s through where its role may call', async (role) => {
    for (const { method, url } of guarded.filter(({ route }) => allowedRoles(route).includes(role))) {
      const response = await call(method, url, tokens[role])
      expect([401, 403], `${method} ${url}`).not.toContain(response.status)
      expect(response.status, `${method} ${url}`).toBeLessThan(500)
    }
  })

  it('keep a route that declares no roles for Administrador only', async () => {
    await call('GET', UNDECLARED, tokens.secretaria).expect(403)
    await call('GET', UNDECLARED, tokens.comunicacao).expect(403)
    await call('GET', UNDECLARED, tokens.administrador).expect(200)
  })

  it('read the role from the account on every call, not from the token', async () => {
    const token = await t.tokenFor('comunicacao', 'promovida')
    await call('GET', '/certificado', token).expect(403)
    // A role raised by hand in the database (no session ended): the same token now passes.
    await t.prisma.adminUser.update({ where: { nome: 'promovida' }, data: { role: 'secretaria' } })
    await call('GET', '/certificado', token).expect(200)
  })
})
