import { messages, PATHS } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../test/app.ts'
import { linkIn, startAccountsHarness, takeMail, type AccountsHarness } from '../../../test/support/accounts.ts'

const text = messages.accounts
const PASSWORD = 'cavalo-bateria-grampo'
const HOUR = 60 * 60 * 1000

let h: AccountsHarness
let admin: string

beforeAll(async () => {
  h = await startAccountsHarness()
  admin = await h.t.adminToken()
})
afterAll(() => h.close())

const invite = (body: object) => h.t.request.post('/usuarios').set('Authorization', admin).send(body)
const setPassword = (token: string, senha = PASSWORD) => h.t.request.post('/usuario/senha/definir').send({ token, senha })
const login = (nome: string, senha = PASSWORD) => h.t.request.post('/usuario/login').send({ nome, senha })

async function invited(nome: string, papel = 'secretaria') {
  const email = `${nome}@fundacao.local`
  const response = await invite({ nome, email, papel }).expect(201)
  const mail = await takeMail(h.inbox, email, /Convite/)
  return { id: response.body.id as number, email, mail, ...linkIn(mail) }
}

describe('POST /usuarios (invitation)', () => {
  it('creates a pending account and e-mails a link to the invitation page that sets the password once', async () => {
    const response = await invite({ nome: 'maria', email: ' Maria@Fundacao.local ', papel: 'secretaria' })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      nome: 'maria',
      email: 'maria@fundacao.local',
      papel: 'secretaria',
      ativo: true,
      pendente: true,
      doisFatores: false,
    })
    const mail = await takeMail(h.inbox, 'maria@fundacao.local', /Convite/)
    expect(mail.text).toContain('Secretaria')
    expect(mail.text).toContain('maria')
    const link = linkIn(mail)
    expect(link.path).toBe(PATHS.acceptInvitation)
    // Nobody can sign in before the password exists.
    await login('maria').expect(401)

    const first = await setPassword(link.token)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ mensagem: text.passwordSet })
    const again = await setPassword(link.token, 'outra-senha-bem-longa')
    expect(again.status).toBe(400)
    expect(again.body.mensagem).toBe(text.linkInvalid)

    // By user name and by e-mail (any case); the token names the role for the menu.
    const byName = await login('maria').expect(200)
    await login('MARIA@fundacao.local').expect(200)
    const payload = JSON.parse(Buffer.from(byName.body.token.split('.')[1], 'base64url').toString('utf8'))
    expect(payload).toMatchObject({ nome: 'maria', papel: 'secretaria' })
  })

  it('stores only a hash of the link token', async () => {
    const { id, token } = await invited('hash-apenas')
    const stored = await h.t.prisma.accountToken.findMany({ where: { userId: id } })
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('refuses the link after one hour, and accepts it just before', async () => {
    const late = await invited('atrasada')
    const onTime = await invited('pontual')
    h.clock.now += HOUR - 1000
    try {
      await setPassword(onTime.token).expect(200)
      h.clock.now += 2000
      const response = await setPassword(late.token)
      expect(response.status).toBe(400)
      expect(response.body.mensagem).toBe(text.linkInvalid)
    } finally {
      h.clock.now = Date.now()
    }
  })

  it('answers 409 for a user name or an e-mail already taken, and creates nothing', async () => {
    await invited('repetida')
    const before = await h.t.prisma.adminUser.count()
    const sameName = await invite({ nome: 'repetida', email: 'outra@fundacao.local', papel: 'comunicacao' })
    const sameEmail = await invite({ nome: 'outra', email: 'repetida@fundacao.local', papel: 'comunicacao' })
    expect([sameName.status, sameName.body.mensagem]).toEqual([409, text.duplicateName])
    expect([sameEmail.status, sameEmail.body.mensagem]).toEqual([409, text.duplicateEmail])
    expect(await h.t.prisma.adminUser.count()).toBe(before)
  })

  it('answers 400 with field messages for an unknown role, a bad e-mail or a name with "@"', async () => {
    const response = await invite({ nome: 'a@b', email: 'sem-arroba', papel: 'chefe' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: text.userNameRequired },
        { campo: 'email', mensagem: messages.common.invalidEmail },
        { campo: 'papel', mensagem: text.invalidRole },
      ]),
    )
  })
})

describe('GET /usuarios', () => {
  it('lists the accounts without password hashes or secrets', async () => {
    const response = await h.t.request.get('/usuarios').set('Authorization', admin).expect(200)
    expect(response.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ nome: TEST_ADMIN.nome, papel: 'administrador', pendente: false })]),
    )
    expect(response.text).not.toMatch(/\$2[aby]\$|passwordHash|totp/i)
  })
})

describe('PUT /usuarios/:id', () => {
  it('disabling an account ends its live session at once and refuses its login; enabling lets it in again', async () => {
    const { id, token } = await invited('desligada')
    await setPassword(token).expect(200)
    const session = `Bearer ${(await login('desligada').expect(200)).body.token}`
    await h.t.request.get('/certificado').set('Authorization', session).expect(200)

    const disabled = await h.t.request.put(`/usuarios/${id}`).set('Authorization', admin).send({ ativo: false })
    expect(disabled.status).toBe(200)
    expect(disabled.body).toMatchObject({ ativo: false })
    const refused = await h.t.request.get('/certificado').set('Authorization', session)
    expect(refused.status).toBe(401)
    expect(refused.body.mensagem).toBe(messages.auth.accountDisabled)
    expect((await login('desligada')).body.mensagem).toBe(messages.auth.invalidCredentials)

    await h.t.request.put(`/usuarios/${id}`).set('Authorization', admin).send({ ativo: true }).expect(200)
    await login('desligada').expect(200)
    // The session from before the disabling stays ended, and says so.
    const ended = await h.t.request.get('/certificado').set('Authorization', session).expect(401)
    expect(ended.body.mensagem).toBe(messages.auth.sessionEnded)
  })

  it('disabling an account voids the reset link and the invitation sent before: enabled again, the old links fail', async () => {
    const reset = await invited('link-de-antes')
    await setPassword(reset.token).expect(200)
    await h.t.request.post('/usuario/senha/esqueci').send({ email: reset.email }).expect(200)
    const resetLink = linkIn(await takeMail(h.inbox, reset.email, /Nova senha/)).token
    const pending = await invited('convite-de-antes')
    for (const { id } of [reset, pending]) {
      await h.t.request.put(`/usuarios/${id}`).set('Authorization', admin).send({ ativo: false }).expect(200)
      await h.t.request.put(`/usuarios/${id}`).set('Authorization', admin).send({ ativo: true }).expect(200)
    }
    for (const token of [resetLink, pending.token]) {
      const response = await setPassword(token, 'senha-pelo-link-velho')
      expect([response.status, response.body.mensagem]).toEqual([400, text.linkInvalid])
    }
    await login('link-de-antes').expect(200)
    await login('link-de-antes', 'senha-pelo-link-velho').expect(401)
  })

  it('changing the role ends the sessions, and the new token carries the new role', async () => {
    const { id, token } = await invited('mudanca', 'comunicacao')
    await setPassword(token).expect(200)
    const before = `Bearer ${(await login('mudanca').expect(200)).body.token}`
    await h.t.request.get('/certificado').set('Authorization', before).expect(403)
    await h.t.request.put(`/usuarios/${id}`).set('Authorization', admin).send({ papel: 'secretaria' }).expect(200)
    await h.t.request.get('/certificado').set('Authorization', before).expect(401)
    const after = `Bearer ${(await login('mudanca').expect(200)).body.token}`
    await h.t.request.get('/certificado').set('Authorization', after).expect(200)
  })

  it('refuses to demote or disable the administrator making the call (409) and an unknown id (404)', async () => {
    const me = await h.t.request.get('/usuario/eu').set('Authorization', admin).expect(200)
    const own = await h.t.request.put(`/usuarios/${me.body.id}`).set('Authorization', admin).send({ ativo: false })
    expect([own.status, own.body.mensagem]).toEqual([409, text.cannotChangeOwnAccount])
    const unknown = await h.t.request.put('/usuarios/999999').set('Authorization', admin).send({ papel: 'secretaria' })
    expect([unknown.status, unknown.body.mensagem]).toEqual([404, text.notFound])
    await h.t.request.get('/certificado').set('Authorization', admin).expect(200)
  })
})
