import { messages, tokenPayloadSchema } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/app.ts'

const decodePart = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
const invalidCredentials = messages.auth.invalidCredentials

describe('POST /usuario/login', () => {
  let t: TestApp
  let passwordHash: string

  beforeAll(async () => {
    t = await createTestApp()
    await t.adminToken()
    passwordHash = (await t.prisma.adminUser.findUniqueOrThrow({ where: { nome: TEST_ADMIN.nome } })).passwordHash
  })
  afterAll(() => t.close())

  it('answers { token }: an HS256 JWT with sub, nome and exp 8 hours ahead', async () => {
    const response = await t.request.post('/usuario/login').send(TEST_ADMIN)
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['token'])
    const [header, payload] = response.body.token.split('.')
    expect(decodePart(header)).toMatchObject({ alg: 'HS256' })
    const claims = tokenPayloadSchema.parse(decodePart(payload))
    expect(claims.nome).toBe(TEST_ADMIN.nome)
    expect(claims.sub).toMatch(/^\d+$/)
    const eightHoursAhead = Math.floor(Date.now() / 1000) + 8 * 60 * 60
    expect(Math.abs(claims.exp - eightHoursAhead)).toBeLessThanOrEqual(5)
  })

  it('accepts the token it issued on an admin call', async () => {
    const { body } = await t.request.post('/usuario/login').send(TEST_ADMIN).expect(200)
    const response = await t.request.get('/certificado').set('Authorization', `Bearer ${body.token}`)
    expect(response.status).toBe(200)
  })

  it('ignores spaces around the user name', async () => {
    const response = await t.request.post('/usuario/login').send({ ...TEST_ADMIN, nome: `  ${TEST_ADMIN.nome} ` })
    expect(response.status).toBe(200)
  })

  it.each([
    ['a wrong password', { ...TEST_ADMIN, senha: 'senha-errada' }],
    ['an unknown user', { nome: 'ninguem', senha: TEST_ADMIN.senha }],
    ['an empty body', {}],
    ['blank fields', { nome: ' ', senha: '' }],
  ])('answers "Credenciais inválidas" in message and mensagem, with no token, for %s', async (_case, body) => {
    const response = await t.request.post('/usuario/login').send(body)
    expect([400, 401]).toContain(response.status)
    expect(response.body).toMatchObject({ message: invalidCredentials, mensagem: invalidCredentials })
    expect(response.body.token).toBeUndefined()
  })

  it('answers exactly 401 for wrong credentials', async () => {
    const wrong = await t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: 'senha-errada' })
    const unknown = await t.request.post('/usuario/login').send({ nome: 'ninguem', senha: 'x' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: invalidCredentials,
      mensagem: invalidCredentials,
    })
  })

  it('never puts the password or its hash in a response', async () => {
    const responses = await Promise.all([
      t.request.post('/usuario/login').send(TEST_ADMIN),
      t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: 'senha-errada' }),
    ])
    for (const response of responses) {
      expect(response.text).not.toContain(passwordHash)
      expect(response.text).not.toContain(TEST_ADMIN.senha)
      expect(response.text).not.toMatch(/\$2[aby]\$/)
      const [, payload] = (response.body.token ?? '').split('.')
      if (payload) expect(JSON.stringify(decodePart(payload))).not.toMatch(/senha|hash|\$2[aby]\$/i)
    }
  })
})

describe('POST /usuario/login rate limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3' } })
    await t.adminToken()
  })
  afterAll(() => t.close())

  it('answers 429 with the error body after LOGIN_RATE_LIMIT_MAX attempts, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: `errada-${i}` }).expect(401)
    }
    const response = await t.request.post('/usuario/login').send(TEST_ADMIN)
    expect(response.status).toBe(429)
    expect(response.body).toMatchObject({
      statusCode: 429,
      message: messages.common.tooManyRequests,
      mensagem: messages.common.tooManyRequests,
    })
    expect(response.body.token).toBeUndefined()
  })

  it('does not limit admin reads', async () => {
    const token = await t.adminToken()
    for (let i = 0; i < 6; i++) await t.request.get('/certificado').set('Authorization', token).expect(200)
  })
})
