import { messages, tokenPayloadSchema } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { expectTooManyRequests } from '../../../test/support/limits.ts'
import { setAdminPassword } from './service.ts'

const decodePart = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
const invalidCredentials = messages.auth.invalidCredentials

describe('POST /usuario/login', () => {
  let t: TestApp
  let passwordHash: string

  beforeAll(async () => {
    t = await createTestApp()
    await t.adminToken()
    const stored = (await t.prisma.adminUser.findUniqueOrThrow({ where: { nome: TEST_ADMIN.nome } })).passwordHash
    if (!stored) throw new Error('the test admin has a password')
    passwordHash = stored
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

describe('POST /usuario/login limit per client address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3' } })
    await t.adminToken()
  })
  beforeEach(() => t.prisma.rateLimitCounter.deleteMany())
  afterAll(() => t.close())

  it('answers 429 with the error body and Retry-After after LOGIN_RATE_LIMIT_MAX failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: `errada-${i}` }).expect(401)
    }
    const response = await t.request.post('/usuario/login').send(TEST_ADMIN)
    expectTooManyRequests(response, messages.common.tooManyRequests, [14 * 60, 15 * 60])
  })

  it('counts failures only: staff logging in all day from one office address are never stopped', async () => {
    for (let i = 0; i < 4; i++) await t.request.post('/usuario/login').send(TEST_ADMIN).expect(200)
    for (let i = 0; i < 2; i++) await t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: 'errada' }).expect(401)
    await t.request.post('/usuario/login').send(TEST_ADMIN).expect(200)
  })

  it('spends the same budget on wrong current passwords in "Minha conta", so a taken session cannot guess the password', async () => {
    const token = await t.adminToken()
    const changeTo = (senhaAtual: string) =>
      t.request.put('/usuario/eu/senha').set('Authorization', token).send({ senhaAtual, novaSenha: 'girafa-telhado-violeta' })
    for (let i = 0; i < 2; i++) await changeTo(`errada-${i}`).expect(400)
    await t.request.post('/usuario/eu/dois-fatores').set('Authorization', token).send({ senha: 'errada-2' }).expect(400)
    expectTooManyRequests(await changeTo(TEST_ADMIN.senha), messages.common.tooManyRequests, [14 * 60, 15 * 60])
  })

  it('does not limit admin reads', async () => {
    const token = await t.adminToken()
    for (let i = 0; i < 6; i++) await t.request.get('/certificado').set('Authorization', token).expect(200)
  })
})

describe('POST /usuario/login lock per account', () => {
  const OTHER_ADMIN = { nome: 'outra-pessoa', senha: 'outra-senha-de-teste' }
  const FAILURES = 3
  let t: TestApp
  let address = 0
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the visitor: every attempt below comes from another address.
    // A lock after 3 failures keeps the file quick (each attempt costs a bcrypt comparison); the default has its test.
    t = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1,::1', LOGIN_RATE_LIMIT_MAX: '1000', LOGIN_ACCOUNT_LOCK_FAILURES: String(FAILURES) },
    })
    await t.adminToken()
    await setAdminPassword(t.prisma, OTHER_ADMIN.nome, OTHER_ADMIN.senha)
  })
  beforeEach(() => t.prisma.rateLimitCounter.deleteMany())
  afterAll(() => t.close())

  const login = (body: object, app = t) =>
    app.request.post('/usuario/login').set('X-Forwarded-For', `198.51.100.${(address++ % 250) + 1}`).send(body)
  const fail = async (nome: string, times: number, senha = 'senha-errada', app = t) => {
    const statuses = []
    for (let i = 0; i < times; i++) statuses.push((await login({ nome, senha: `${senha}-${i}` }, app)).status)
    return statuses
  }

  it('by default, after 10 failures from 10 addresses answers 429 to the account from anywhere, even with the right password', async () => {
    const defaults = await createTestApp({ keepData: true, env: { TRUST_PROXY: '127.0.0.1,::1' } })
    try {
      expect(await fail(TEST_ADMIN.nome, 10, 'senha-errada', defaults)).toEqual(Array(10).fill(401))
      expectTooManyRequests(await login(TEST_ADMIN, defaults), messages.auth.accountLocked, [14 * 60, 15 * 60])
      // Another account is not affected.
      await login(OTHER_ADMIN, defaults).expect(200)
    } finally {
      await defaults.close()
    }
  })

  it('logs the lock once, when it starts, without the password or the name tried', async () => {
    const before = t.logLines.length
    await fail(TEST_ADMIN.nome, FAILURES + 3, 'tentativa-secreta')
    const lines = t.logLines.slice(before)
    const locks = lines.filter((line) => line.includes('login locked'))
    expect(locks).toHaveLength(1)
    expect(JSON.parse(locks[0]!)).toMatchObject({ level: 40, adminId: expect.any(Number) })
    expect(lines.join('\n')).not.toContain('tentativa-secreta')
    expect(locks[0]).not.toContain(TEST_ADMIN.nome)
  })

  it('starts the count again after a successful login', async () => {
    expect(await fail(TEST_ADMIN.nome, FAILURES - 1)).toEqual(Array(FAILURES - 1).fill(401))
    await login(TEST_ADMIN).expect(200)
    expect(await fail(TEST_ADMIN.nome, FAILURES - 1)).toEqual(Array(FAILURES - 1).fill(401))
    await login(TEST_ADMIN).expect(200)
  })

  it('answers an unknown name exactly as an account, so the lock tells nobody which names exist', async () => {
    const known = await fail(TEST_ADMIN.nome, FAILURES + 2)
    const unknown = await fail('nome-que-nao-existe', FAILURES + 2)
    expect(unknown).toEqual(known)
    expect(known).toEqual([...Array(FAILURES).fill(401), 429, 429])
    const [lockedKnown, lockedUnknown] = [await login(TEST_ADMIN), await login({ nome: 'nome-que-nao-existe', senha: 'x' })]
    expect(lockedUnknown.body).toEqual(lockedKnown.body)
  })

  it('stores no name tried, and each address can create at most LOGIN_RATE_LIMIT_MAX counters per window', async () => {
    const limited = await createTestApp({ keepData: true, env: { LOGIN_RATE_LIMIT_MAX: '5' } })
    try {
      const statuses = []
      for (let i = 0; i < 20; i++) {
        statuses.push((await limited.request.post('/usuario/login').send({ nome: `visitante-${i}`, senha: 'x' })).status)
      }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)])
      const keys = (await limited.prisma.rateLimitCounter.findMany()).map((row) => row.key)
      expect(keys).toHaveLength(6)
      expect(keys.join(' ')).not.toContain('visitante')
    } finally {
      await limited.close()
    }
  })
})

describe('POST /usuario/login lock duration', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_ACCOUNT_LOCK_FAILURES: '2', LOGIN_ACCOUNT_LOCK_DURATION: '1 second' } })
    await t.adminToken()
  })
  afterAll(() => t.close())

  it('lets the account in again once LOGIN_ACCOUNT_LOCK_DURATION has passed', async () => {
    for (let i = 0; i < 2; i++) await t.request.post('/usuario/login').send({ ...TEST_ADMIN, senha: 'errada' }).expect(401)
    const locked = await t.request.post('/usuario/login').send(TEST_ADMIN)
    expect(locked.status).toBe(429)
    expect(locked.headers['retry-after']).toBe('1')
    await vi.waitFor(async () => expect((await t.request.post('/usuario/login').send(TEST_ADMIN)).status).toBe(200), {
      timeout: 60_000,
      interval: 200,
    })
  })
})
