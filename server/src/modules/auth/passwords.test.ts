import { isCommonPassword, messages, PATHS } from '@site/contracts'
import pg from 'pg'
import type { Response } from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN } from '../../../test/app.ts'
import { linkIn, startAccountsHarness, takeMail, type AccountsHarness } from '../../../test/support/accounts.ts'
import { hashPassword } from './service.ts'

const text = messages.accounts
const HOUR = 60 * 60 * 1000
const EMAIL = 'redefinir@fundacao.local'
const FIRST_PASSWORD = 'primeira-senha-longa'

let h: AccountsHarness
let userId: number

beforeAll(async () => {
  h = await startAccountsHarness()
  await h.t.adminToken()
  const user = await h.t.prisma.adminUser.create({
    data: { nome: 'redefinir', email: EMAIL, role: 'comunicacao', passwordHash: await hashPassword(FIRST_PASSWORD) },
  })
  userId = user.id
})
afterAll(() => h.close())

const forgot = (email: string) => h.t.request.post('/usuario/senha/esqueci').send({ email })
const setPassword = (token: string, senha: string) => h.t.request.post('/usuario/senha/definir').send({ token, senha })
const login = (senha: string) => h.t.request.post('/usuario/login').send({ nome: 'redefinir', senha })

async function resetLink() {
  await forgot(EMAIL).expect(200)
  const link = linkIn(await takeMail(h.inbox, EMAIL, /Nova senha/))
  expect(link.path).toBe(PATHS.resetPassword)
  return link.token
}

describe('password reset by e-mail', () => {
  it('answers the same to an unknown e-mail and sends nothing, so it tells nobody which addresses have accounts', async () => {
    const unknown = await forgot('ninguem@fundacao.local')
    const known = await forgot(EMAIL)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ mensagem: text.resetRequested })
    expect(known.body).toEqual(unknown.body)
    await takeMail(h.inbox, EMAIL, /Nova senha/)
    expect(await h.t.prisma.outboxMail.count({ where: { to: 'ninguem@fundacao.local' } })).toBe(0)
  })

  it('answers without waiting for the lookup and the mail, so its timing does not tell which addresses have accounts', async () => {
    const links = () => h.t.prisma.accountToken.count({ where: { userId } })
    const before = await links()
    // Another session holds the account's row: the link cannot be stored until it lets go.
    const blocker = new pg.Client({ connectionString: h.t.databaseUrl })
    await blocker.connect()
    try {
      await blocker.query('BEGIN')
      await blocker.query('SELECT "id" FROM "AdminUser" WHERE "id" = $1 FOR UPDATE', [userId])
      let answers: Response[] = []
      void Promise.all([forgot(EMAIL), forgot('ninguem@fundacao.local')]).then((both) => (answers = both))
      await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 60_000, interval: 20 })
      const [known, unknown] = answers
      expect([known!.status, known!.body]).toEqual([200, { mensagem: text.resetRequested }])
      expect([unknown!.status, unknown!.body]).toEqual([known!.status, known!.body])
      // The known address's work is still under way, waiting for the row.
      const waiting = async () =>
        (await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 60_000, interval: 50 })
      expect(await links()).toBe(before)
      await blocker.query('COMMIT')
    } finally {
      await blocker.end()
    }
    await takeMail(h.inbox, EMAIL, /Nova senha/)
    expect(await links()).toBe(before + 1)
  })

  it('sets the new password once, ends the sessions of the old one, and the link then fails', async () => {
    const old = `Bearer ${(await login(FIRST_PASSWORD).expect(200)).body.token}`
    const token = await resetLink()
    await setPassword(token, 'segunda-senha-longa').expect(200)
    await login('segunda-senha-longa').expect(200)
    await login(FIRST_PASSWORD).expect(401)
    await h.t.request.get('/usuario/eu').set('Authorization', old).expect(401)
    const again = await setPassword(token, 'terceira-senha-longa')
    expect([again.status, again.body.mensagem]).toEqual([400, text.linkInvalid])
    await login('segunda-senha-longa').expect(200)
  })

  it('expires after one hour (clock moved, no waiting)', async () => {
    const token = await resetLink()
    h.clock.now += HOUR + 1000
    try {
      const response = await setPassword(token, 'senha-depois-da-hora')
      expect([response.status, response.body.mensagem]).toEqual([400, text.linkInvalid])
    } finally {
      h.clock.now = Date.now()
    }
  })

  it('keeps only the newest link of an account working', async () => {
    const older = await resetLink()
    const newer = await resetLink()
    expect((await setPassword(older, 'senha-do-link-velho')).status).toBe(400)
    await setPassword(newer, 'senha-do-link-novo').expect(200)
  })

  it('refuses the link of an account disabled since it was sent', async () => {
    const token = await resetLink()
    await h.t.prisma.adminUser.update({ where: { id: userId }, data: { disabled: true } })
    try {
      expect((await setPassword(token, 'senha-de-conta-desligada')).body.mensagem).toBe(text.linkInvalid)
    } finally {
      await h.t.prisma.adminUser.update({ where: { id: userId }, data: { disabled: false } })
    }
  })

  it('answers 400 "link inválido" to a token of the wrong shape, with nothing changed', async () => {
    const response = await setPassword('curto', 'uma-senha-valida-longa')
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([{ campo: 'token', mensagem: text.linkInvalid }])
  })
})

describe('password rules', () => {
  it.each([
    ['9 characters', 'abcdefgh9', text.passwordTooShort],
    ['a common password', 'Senha12345', text.passwordTooCommon],
    ['a common password with accents', 'Comunicação', text.passwordTooCommon],
    ['one character repeated', 'zzzzzzzzzzzz', text.passwordTooCommon],
    ['over 200 characters', 'x'.repeat(150) + 'y'.repeat(51), text.passwordTooLong],
  ])('refuse %s with its message and change nothing', async (_case, senha, message) => {
    const token = await resetLink()
    const response = await setPassword(token, senha)
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([{ campo: 'senha', mensagem: message }])
    // The link was not used up by the refused password.
    await setPassword(token, 'senha-aceita-depois').expect(200)
  })

  it('accept a long passphrase that is not on the list', () => {
    expect(isCommonPassword('cavalo correto bateria grampo')).toBe(false)
  })
})

describe('PUT /usuario/eu/senha', () => {
  it('changes the own password after checking the current one, ends the other sessions and returns a new token', async () => {
    const admin = await h.t.adminToken()
    const other = await h.t.adminToken()
    const wrong = await h.t.request.put('/usuario/eu/senha').set('Authorization', admin).send({
      senhaAtual: 'nao-e-esta',
      novaSenha: 'nova-senha-do-admin',
    })
    expect([wrong.status, wrong.body.mensagem]).toEqual([400, text.wrongCurrentPassword])

    const response = await h.t.request.put('/usuario/eu/senha').set('Authorization', admin).send({
      senhaAtual: TEST_ADMIN.senha,
      novaSenha: 'nova-senha-do-admin',
    })
    expect(response.status).toBe(200)
    expect(response.body.mensagem).toBe(text.passwordChanged)
    await h.t.request.get('/usuarios').set('Authorization', other).expect(401)
    await h.t.request.get('/usuarios').set('Authorization', `Bearer ${response.body.token}`).expect(200)
    await h.t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: 'nova-senha-do-admin' }).expect(200)
  })
})

describe('a reset link sent before the owner changed the password', () => {
  it('no longer works', async () => {
    await h.t.prisma.adminUser.update({ where: { id: userId }, data: { passwordHash: await hashPassword(FIRST_PASSWORD) } })
    const token = await resetLink()
    const session = `Bearer ${(await login(FIRST_PASSWORD).expect(200)).body.token}`
    const changed = { senhaAtual: FIRST_PASSWORD, novaSenha: 'senha-trocada-na-conta' }
    await h.t.request.put('/usuario/eu/senha').set('Authorization', session).send(changed).expect(200)
    const response = await setPassword(token, 'senha-pelo-link-velho')
    expect([response.status, response.body.mensagem]).toEqual([400, text.linkInvalid])
    await login(changed.novaSenha).expect(200)
  })
})
