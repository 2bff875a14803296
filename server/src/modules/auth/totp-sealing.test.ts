import { generate, generateSecret } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '../../../test/app.ts'
import { secretBox } from '../../config/secrets.ts'
import { totpSecretBox } from './two-factor.ts'

const seconds = (ms: number) => Math.floor(ms / 1000)

describe('TOTP secrets encrypted at rest', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const stored = () => t.prisma.adminUser.findUniqueOrThrow({ where: { nome: TEST_ADMIN.nome }, select: { totpSecret: true, totpPendingSecret: true } })
  const login = (codigo?: string) => t.request.post('/usuario/login').send({ ...TEST_ADMIN, ...(codigo && { codigo }) })

  it('stores the secret of a new set-up only encrypted, and signs in with codes from the secret the app showed', async () => {
    const admin = await t.adminToken()
    const setup = await t.request.post('/usuario/eu/dois-fatores').set('Authorization', admin).send({ senha: TEST_ADMIN.senha }).expect(200)
    const pending = (await stored()).totpPendingSecret!
    expect(pending).toMatch(/^enc:v1:/)
    expect(pending).not.toContain(setup.body.segredo)

    const codigo = await generate({ secret: setup.body.segredo })
    await t.request.post('/usuario/eu/dois-fatores/ativar').set('Authorization', admin).send({ codigo }).expect(200)
    const { totpSecret } = await stored()
    expect(totpSecret).toMatch(/^enc:v1:/)
    expect(totpSecret).not.toContain(setup.body.segredo)
    expect(totpSecretBox(TEST_JWT_SECRET).open(totpSecret!)).toBe(setup.body.segredo)

    const next = await generate({ secret: setup.body.segredo, epoch: seconds(Date.now()) + 30 })
    expect((await login(next)).status).toBe(200)
  })

  it('encrypts, at start, a secret stored in clear before this change, and the account keeps signing in with its app', async () => {
    const secret = generateSecret()
    await t.adminToken()
    await t.prisma.adminUser.update({ where: { nome: TEST_ADMIN.nome }, data: { totpSecret: secret, totpLastStep: null } })
    const restarted = await createTestApp({ keepData: true })
    try {
      const { totpSecret } = await stored()
      expect(totpSecret).toMatch(/^enc:v1:/)
      expect(totpSecret).not.toContain(secret)
      const response = await restarted.request.post('/usuario/login').send({ ...TEST_ADMIN, codigo: await generate({ secret }) })
      expect(response.status).toBe(200)
    } finally {
      await restarted.close()
    }
  })

  it('a secret sealed under another app secret opens to nothing: codes are refused, never a 500', async () => {
    const secret = generateSecret()
    const foreign = secretBox('um-outro-segredo-com-mais-de-32-caracteres', 'totp-secret').seal(secret)
    await t.adminToken()
    await t.prisma.adminUser.update({ where: { nome: TEST_ADMIN.nome }, data: { totpSecret: foreign, totpLastStep: null } })
    const response = await login(await generate({ secret }))
    expect(response.status).toBe(401)
    expect(totpSecretBox(TEST_JWT_SECRET).open(foreign)).toBeNull()
  })
})
