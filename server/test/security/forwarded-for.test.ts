/**
 * The login limit counts failures per client address. A client must not choose that address with a forged
 * X-Forwarded-For; only a proxy named in TRUST_PROXY may.
 */
import { messages } from '@site/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ADMIN, type TestApp } from '../app.ts'

const LIMIT = 3

let t: TestApp
afterEach(() => t.close())

const login = (forwardedFor: string, senha = 'senha-errada') =>
  t.request.post('/usuario/login').set('X-Forwarded-For', forwardedFor).send({ nome: TEST_ADMIN.nome, senha })

describe('X-Forwarded-For and the login limit', () => {
  it('without a trusted proxy, a new forged address per attempt still ends in 429, even for the right password', async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: String(LIMIT) } })
    await t.adminToken()
    for (let attempt = 0; attempt < LIMIT; attempt++) await login(`203.0.113.${attempt}`).expect(401)

    const response = await login('203.0.113.200', TEST_ADMIN.senha)
    expect(response.status).toBe(429)
    expect(response.body).toMatchObject({ statusCode: 429, mensagem: messages.common.tooManyRequests })
    expect(response.body.token).toBeUndefined()
  })

  it('behind a trusted proxy (TRUST_PROXY=its address), each visitor the proxy names has a limit of its own', async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '127.0.0.1,::1' } })
    for (let attempt = 0; attempt < LIMIT; attempt++) await login('203.0.113.1').expect(401)
    expect((await login('203.0.113.1')).status).toBe(429)
    expect((await login('203.0.113.2')).status).toBe(401)
  })

  it('counts an IPv6 visitor by its /64: a new address of the same network per attempt still ends in 429', async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '127.0.0.1,::1' } })
    for (let attempt = 0; attempt < LIMIT; attempt++) await login(`2001:db8:7:7::${attempt + 1}`).expect(401)
    expect((await login('2001:db8:7:7:abcd::99')).status).toBe(429)
    expect((await login('2001:db8:7:8::1')).status).toBe(401)
  })
})
