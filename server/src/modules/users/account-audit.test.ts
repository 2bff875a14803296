import { messages } from '@site/contracts'
import { generate } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../test/app.ts'
import { linkIn, startAccountsHarness, takeMail, type AccountsHarness } from '../../../test/support/accounts.ts'
import { updateUser } from './service.ts'

const text = messages.audit
const PASSWORD = 'cavalo-bateria-grampo'
const NEW_PASSWORD = 'girafa-telhado-violeta'

let h: AccountsHarness
let admin: string

beforeAll(async () => {
  h = await startAccountsHarness()
  admin = await h.t.adminToken()
})
beforeEach(async () => {
  await h.t.prisma.auditLog.deleteMany()
})
afterAll(() => h.close())

const asAdmin = <T extends { set: (name: string, value: string) => T }>(request: T) => request.set('Authorization', admin)
const login = (nome: string, senha = PASSWORD) => h.t.request.post('/usuario/login').send({ nome, senha })
const entries = async () =>
  (await h.t.prisma.auditLog.findMany({ orderBy: { id: 'asc' } })).map((row) => [row.actorName, row.action, row.target, row.detail])
const seconds = (ms: number) => Math.floor(ms / 1000)

/** Sets up and turns on two-factor authentication for the account of `session`, whose password is `senha`. */
async function turnOnTwoFactor(session: string, senha: string) {
  const setup = await h.t.request.post('/usuario/eu/dois-fatores').set('Authorization', session).send({ senha }).expect(200)
  const codigo = await generate({ secret: setup.body.segredo, epoch: seconds(h.clock.now) })
  await h.t.request.post('/usuario/eu/dois-fatores/ativar').set('Authorization', session).send({ codigo }).expect(200)
}

describe('account changes in the audit log', () => {
  it('records invitation, role change, disabling, enabling, reset link, password and two-factor changes by account number and name', async () => {
    const email = 'auditada@fundacao.local'
    const invited = await asAdmin(h.t.request.post('/usuarios')).send({ nome: 'auditada', email, papel: 'secretaria' }).expect(201)
    const id = invited.body.id as number
    const account = text.accountTarget(id, 'auditada')
    const { token } = linkIn(await takeMail(h.inbox, email, /Convite/))
    await h.t.request.post('/usuario/senha/definir').send({ token, senha: PASSWORD }).expect(200)
    await asAdmin(h.t.request.put(`/usuarios/${id}`)).send({ papel: 'comunicacao' }).expect(200)
    await asAdmin(h.t.request.put(`/usuarios/${id}`)).send({ ativo: false }).expect(200)
    await asAdmin(h.t.request.put(`/usuarios/${id}`)).send({ ativo: true, papel: 'comunicacao' }).expect(200)
    await h.t.request.post('/usuario/senha/esqueci').send({ email }).expect(200)
    await takeMail(h.inbox, email, /senha/i)

    let session = `Bearer ${(await login('auditada').expect(200)).body.token}`
    const changed = await h.t.request.put('/usuario/eu/senha').set('Authorization', session).send({ senhaAtual: PASSWORD, novaSenha: NEW_PASSWORD })
    expect(changed.status).toBe(200)
    session = `Bearer ${changed.body.token}`
    await turnOnTwoFactor(session, NEW_PASSWORD)
    const reset = await asAdmin(h.t.request.post(`/usuarios/${id}/dois-fatores/redefinir`))
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({ id, doisFatores: false })
    session = `Bearer ${(await login('auditada', NEW_PASSWORD).expect(200)).body.token}`
    await turnOnTwoFactor(session, NEW_PASSWORD)
    await h.t.request.post('/usuario/eu/dois-fatores/desativar').set('Authorization', session).send({ senha: NEW_PASSWORD }).expect(200)

    const byAdmin = TEST_ADMIN.nome
    expect(await entries()).toEqual([
      [byAdmin, 'convidar-usuario', account, text.invitedAs('Secretaria')],
      ['auditada', 'definir-senha', account, null],
      [byAdmin, 'alterar-perfil', account, 'Secretaria → Comunicação'],
      [byAdmin, 'desativar-conta', account, null],
      [byAdmin, 'reativar-conta', account, null],
      [messages.inbox.system, 'enviar-link-senha', account, text.resetRequested],
      ['auditada', 'entrar', account, null],
      ['auditada', 'trocar-senha', account, null],
      ['auditada', 'ativar-dois-fatores', account, null],
      [byAdmin, 'redefinir-dois-fatores', account, null],
      ['auditada', 'entrar', account, null],
      ['auditada', 'ativar-dois-fatores', account, null],
      ['auditada', 'desativar-dois-fatores', account, null],
    ])
    const rows = await h.t.prisma.auditLog.findMany()
    expect(rows.find((row) => row.action === 'trocar-senha')!.actorId).toBe(id)
    expect(rows.find((row) => row.action === 'enviar-link-senha')!.actorId).toBeNull()
    expect(JSON.stringify(rows)).not.toContain(email)

    // The screen's list and the CSV name each action in Portuguese.
    const page = await asAdmin(h.t.request.get('/auditoria?porPagina=50')).expect(200)
    expect(page.body.itens[0]).toMatchObject({ usuario: 'auditada', acao: 'desativar-dois-fatores', alvo: account })
    const csv = await asAdmin(h.t.request.get('/auditoria.csv')).expect(200)
    for (const [, action] of await entries()) expect(csv.text).toContain(`"${text.actions[action as string]}"`)
    expect(csv.text).toContain(`"${byAdmin}";"${text.actions['alterar-perfil']}";"${account}";"Secretaria → Comunicação"`)
  })

  it('records nothing when a change is refused, and a reset of an account without two-factor or of one\'s own answers 409', async () => {
    const me = await asAdmin(h.t.request.get('/usuario/eu')).expect(200)
    const own = await asAdmin(h.t.request.post(`/usuarios/${me.body.id}/dois-fatores/redefinir`))
    expect([own.status, own.body.mensagem]).toEqual([409, messages.accounts.twoFactorResetOwn])
    const other = await asAdmin(h.t.request.post('/usuarios')).send({ nome: 'sem-dois-fatores', email: 'sem@fundacao.local', papel: 'secretaria' })
    const off = await asAdmin(h.t.request.post(`/usuarios/${other.body.id}/dois-fatores/redefinir`))
    expect([off.status, off.body.mensagem]).toEqual([409, messages.accounts.twoFactorNotOn])
    const unknown = await asAdmin(h.t.request.post('/usuarios/999999/dois-fatores/redefinir'))
    expect([unknown.status, unknown.body.mensagem]).toEqual([404, messages.accounts.notFound])
    const wrong = await h.t.request.put('/usuario/eu/senha').set('Authorization', admin).send({ senhaAtual: 'senha-que-nao-e', novaSenha: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect((await entries()).map(([, action]) => action)).toEqual(['convidar-usuario'])
  })
})

describe('the last active Administrador', () => {
  it('cannot be demoted or disabled: 409 with the reason, nothing changed, nothing audited', async () => {
    const other = await h.t.tokenFor('administrador', 'outra-admin')
    const me = await asAdmin(h.t.request.get('/usuario/eu')).expect(200)
    const otherId = (await h.t.prisma.adminUser.findUniqueOrThrow({ where: { nome: 'outra-admin' } })).id
    // The other administrator demotes this one; this one's request, already past its sign-in check, then tries the same.
    await h.t.request.put(`/usuarios/${me.body.id}`).set('Authorization', other).send({ papel: 'secretaria' }).expect(200)
    const late = updateUser(h.t.prisma, { id: me.body.id, nome: TEST_ADMIN.nome }, otherId, { ativo: false }, new Date())
    await expect(late).rejects.toMatchObject({ statusCode: 409, message: messages.accounts.lastAdministrator })
    await expect(updateUser(h.t.prisma, { id: me.body.id, nome: TEST_ADMIN.nome }, otherId, { papel: 'comunicacao' }, new Date())).rejects.toMatchObject({
      statusCode: 409,
    })
    expect(await h.t.prisma.adminUser.findUniqueOrThrow({ where: { id: otherId } })).toMatchObject({ role: 'administrador', disabled: false })
    expect((await entries()).map(([, action]) => action)).toEqual(['alterar-perfil'])
    // Back to the start: the test admin is an Administrador again.
    await h.t.request.put(`/usuarios/${me.body.id}`).set('Authorization', other).send({ papel: 'administrador' }).expect(200)
    admin = await h.t.adminToken()
  })

  it('two administrators demoting each other at once leave one Administrador, never none and never a 500', async () => {
    for (const round of [1, 2, 3]) {
      const a = await h.t.tokenFor('administrador', `par-a-${round}`)
      const b = await h.t.tokenFor('administrador', `par-b-${round}`)
      const idOf = async (nome: string) => (await h.t.prisma.adminUser.findUniqueOrThrow({ where: { nome } })).id
      // Only these two are active administrators in this round.
      await h.t.prisma.adminUser.updateMany({ where: { role: 'administrador', nome: { notIn: [`par-a-${round}`, `par-b-${round}`] } }, data: { disabled: true } })
      const answers = await Promise.all([
        h.t.request.put(`/usuarios/${await idOf(`par-b-${round}`)}`).set('Authorization', a).send({ ativo: false }),
        h.t.request.put(`/usuarios/${await idOf(`par-a-${round}`)}`).set('Authorization', b).send({ ativo: false }),
      ])
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses[0]).toBe(200)
      expect([401, 409]).toContain(statuses[1])
      const refused = answers.find((answer) => answer.status === 409)
      if (refused) expect(refused.body.mensagem).toBe(messages.accounts.lastAdministrator)
      expect(await h.t.prisma.adminUser.count({ where: { role: 'administrador', disabled: false } })).toBe(1)
    }
    await h.t.prisma.adminUser.updateMany({ where: { nome: TEST_ADMIN.nome }, data: { disabled: false } })
    admin = await h.t.adminToken()
  })
})
