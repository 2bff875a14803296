import { messages } from '@site/contracts'
import { generate, generateSecret } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app.ts'
import { startAccountsHarness, type AccountsHarness } from '../../../test/support/accounts.ts'
import { expectTooManyRequests } from '../../../test/support/limits.ts'
import { ensureFirstAdmin, hashPassword, setAdminPassword } from './service.ts'
import { totpSecretBox } from './two-factor.ts'

describe('ensureFirstAdmin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('creates one admin when instances start together on an empty database, and only its password is printed', async () => {
    const passwords = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.prisma, 'primeiro-admin')))
    const printed = passwords.filter((password) => password !== null)
    expect(printed).toHaveLength(1)
    expect(await t.prisma.adminUser.count()).toBe(1)
    await t.request.post('/usuario/login').send({ nome: 'primeiro-admin', senha: printed[0] }).expect(200)
    expect(await ensureFirstAdmin(t.prisma, 'primeiro-admin')).toBeNull()
  })
})

describe('setAdminPassword, the way back in of npm run admin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('ends every session the account had, since whoever held them may be why the password is being reset', async () => {
    const before = await setAdminPassword(t.prisma, 'recuperada', 'senha-antiga-de-teste')
    const session = `Bearer ${t.app.signSession(before)}`
    await t.request.get('/usuario/eu').set('Authorization', session).expect(200)

    const after = await setAdminPassword(t.prisma, 'recuperada', 'senha-nova-de-teste')

    await t.request.get('/usuario/eu').set('Authorization', session).expect(401)
    await t.request.get('/usuario/eu').set('Authorization', `Bearer ${t.app.signSession(after)}`).expect(200)
  })
})

describe('the login lock counts the account, however its name is spelt', () => {
  const FAILURES = 3
  const VICTIM = { nome: 'vitima', email: 'kelly.vitima@fundacao.local', senha: 'senha-da-vitima-123' }
  /** Every way of typing the victim's login that the lookup finds: the name, the e-mail in any case, padded, with "K" (Kelvin sign). */
  const SPELLINGS = ['vitima', VICTIM.email, 'Kelly.Vitima@Fundacao.Local', `  ${VICTIM.email.toUpperCase()} `, '\u212Aelly.vitima@fundacao.local']
  const T0 = Date.UTC(2026, 4, 4, 12, 0, 0)
  const secret = generateSecret()
  let h: AccountsHarness

  beforeAll(async () => {
    h = await startAccountsHarness({ LOGIN_ACCOUNT_LOCK_FAILURES: String(FAILURES) })
    h.clock.now = T0
    await h.t.prisma.adminUser.create({
      data: {
        nome: VICTIM.nome,
        email: VICTIM.email,
        role: 'secretaria',
        passwordHash: await hashPassword(VICTIM.senha),
        totpSecret: totpSecretBox(TEST_JWT_SECRET).seal(secret),
      },
    })
  })
  beforeEach(async () => {
    await h.t.prisma.rateLimitCounter.deleteMany()
    await h.t.prisma.adminUser.update({ where: { nome: VICTIM.nome }, data: { totpLastStep: null } })
  })
  afterAll(() => h.close())

  const login = (nome: string, senha: string, codigo?: string) =>
    h.t.request.post('/usuario/login').send({ nome, senha, ...(codigo && { codigo }) })
  const rightCode = () => generate({ secret, epoch: Math.floor(h.clock.now / 1000) })
  const spelling = (i: number) => SPELLINGS[i % SPELLINGS.length]!

  it('refuses every spelling, even with the right password and code, once wrong passwords locked one of them', async () => {
    for (let i = 0; i < FAILURES; i++) await login(spelling(i), `senha-errada-${i}`).expect(401)
    for (const nome of SPELLINGS) {
      expectTooManyRequests(await login(nome, VICTIM.senha, await rightCode()), messages.auth.accountLocked, [14 * 60, 15 * 60])
    }
  })

  it('counts wrong codes of the second step on the account too, whatever spelling sent them', async () => {
    for (let i = 0; i < FAILURES; i++) {
      const wrong = await login(spelling(i + 1), VICTIM.senha, '000000')
      expect([wrong.status, wrong.body.mensagem]).toEqual([401, messages.accounts.twoFactorCodeInvalid])
    }
    for (const nome of SPELLINGS) expect((await login(nome, VICTIM.senha, await rightCode())).status).toBe(429)
  })

  it('gives a lookalike the lookup does not read as the account (full-width letters) no way in', async () => {
    const fullWidth = 'ｖｉｔｉｍａ'
    for (let i = 0; i < FAILURES; i++) await login(spelling(i), `senha-errada-${i}`).expect(401)
    const response = await login(fullWidth, VICTIM.senha, await rightCode())
    expect([response.status, response.body.mensagem]).toEqual([401, messages.auth.invalidCredentials])
  })
})
