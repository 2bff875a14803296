import { messages } from '@site/contracts'
import jsQR from 'jsqr'
import { generate } from 'otplib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../test/app.ts'
import { startAccountsHarness, type AccountsHarness } from '../../../test/support/accounts.ts'

const text = messages.accounts
/** A fixed instant: the codes below are computed for the app's fake clock, not for the machine's. */
const T0 = Date.UTC(2026, 4, 4, 12, 0, 0)
const seconds = (ms: number) => Math.floor(ms / 1000)

async function decodeQr(dataUrl: string): Promise<string | undefined> {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64')
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

describe('two-factor authentication (TOTP)', () => {
  let h: AccountsHarness
  let admin: string
  let secret: string
  let recoveryCodes: string[]

  beforeAll(async () => {
    h = await startAccountsHarness()
    h.clock.now = T0
    admin = await h.t.adminToken()
  })
  afterAll(() => h.close())

  const login = (codigo?: string) => h.t.request.post('/usuario/login').send({ ...TEST_ADMIN, ...(codigo && { codigo }) })
  const codeAt = (ms: number) => generate({ secret, epoch: seconds(ms) })

  it('sets up with a key and a QR code of the otpauth URI, and turns on only with a right code', async () => {
    const setup = await h.t.request.post('/usuario/eu/dois-fatores').set('Authorization', admin).send({ senha: TEST_ADMIN.senha }).expect(200)
    secret = setup.body.segredo
    expect(setup.body.otpauth).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect(setup.body.otpauth).toContain(`secret=${secret}`)
    expect(await decodeQr(setup.body.qrCode)).toBe(setup.body.otpauth)
    // Not on until confirmed: login still needs the password only.
    expect(Object.keys((await login().expect(200)).body)).toEqual(['token'])

    const wrong = await h.t.request.post('/usuario/eu/dois-fatores/ativar').set('Authorization', admin).send({ codigo: '000000' })
    expect([wrong.status, wrong.body.mensagem]).toEqual([400, text.twoFactorCodeInvalid])
    const enabled = await h.t.request
      .post('/usuario/eu/dois-fatores/ativar')
      .set('Authorization', admin)
      .send({ codigo: await codeAt(T0) })
    expect(enabled.status).toBe(200)
    recoveryCodes = enabled.body.codigosRecuperacao
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const stored = JSON.stringify(await h.t.prisma.recoveryCode.findMany())
    for (const code of recoveryCodes) expect(stored).not.toContain(code)
  })

  it('asks for the code after a right password, and gives no token without it', async () => {
    const response = await login().expect(200)
    expect(response.body).toEqual({ doisFatores: true })
  })

  it('accepts the code of the current 30-second step on the fake clock, once', async () => {
    h.clock.now = T0 + 5 * 60_000
    const code = await codeAt(h.clock.now)
    const first = await login(code)
    expect(first.status).toBe(200)
    expect(first.body.token).toEqual(expect.any(String))
    const replay = await login(code)
    expect([replay.status, replay.body.mensagem]).toEqual([401, text.twoFactorCodeInvalid])
  })

  it('accepts the next step (a phone clock ahead) but not a code two minutes old', async () => {
    h.clock.now = T0 + 10 * 60_000
    await login(await codeAt(h.clock.now + 30_000)).expect(200)
    h.clock.now = T0 + 20 * 60_000
    const old = await login(await codeAt(h.clock.now - 2 * 60_000))
    expect([old.status, old.body.mensagem]).toEqual([401, text.twoFactorCodeInvalid])
  })

  it('accepts each recovery code once, in any case and with spaces', async () => {
    const [code] = recoveryCodes
    await login(` ${code!.toUpperCase()} `).expect(200)
    const again = await login(code)
    expect([again.status, again.body.mensagem]).toEqual([401, text.twoFactorCodeInvalid])
    expect(await h.t.prisma.recoveryCode.count()).toBe(9)
  })

  it('asks for the password to set it up again: a session token alone cannot replace the authenticator and recovery codes', async () => {
    const start = (body: object) => h.t.request.post('/usuario/eu/dois-fatores').set('Authorization', admin).send(body)
    for (const body of [{}, { senha: 'senha-errada' }]) {
      const refused = await start(body)
      expect([refused.status, refused.body.mensagem]).toEqual([400, text.wrongCurrentPassword])
    }
    const stored = await h.t.prisma.adminUser.findUniqueOrThrow({ where: { nome: TEST_ADMIN.nome } })
    expect(stored.totpPendingSecret).toBeNull()
    const confirm = await h.t.request.post('/usuario/eu/dois-fatores/ativar').set('Authorization', admin).send({ codigo: '123456' })
    expect([confirm.status, confirm.body.mensagem]).toEqual([400, text.twoFactorNotStarted])
    // The owner's authenticator and recovery codes still work.
    h.clock.now = T0 + 25 * 60_000
    await login(await codeAt(h.clock.now)).expect(200)
    await login(recoveryCodes[1]).expect(200)
  })

  it('answers 400 to a code of the wrong shape and a wrong password with a right code as 401 credenciais', async () => {
    const shape = await login('12a456')
    expect([shape.status, shape.body.mensagem]).toEqual([400, text.twoFactorCodeInvalid])
    h.clock.now = T0 + 30 * 60_000
    const response = await h.t.request
      .post('/usuario/login')
      .send({ ...TEST_ADMIN, senha: 'senha-errada', codigo: await codeAt(h.clock.now) })
    expect([response.status, response.body.mensagem]).toEqual([401, messages.auth.invalidCredentials])
  })

  it('turns off after the password is confirmed, and login needs the password only again', async () => {
    const wrong = await h.t.request.post('/usuario/eu/dois-fatores/desativar').set('Authorization', admin).send({ senha: 'x' })
    expect([wrong.status, wrong.body.mensagem]).toEqual([400, text.wrongCurrentPassword])
    await h.t.request.post('/usuario/eu/dois-fatores/desativar').set('Authorization', admin).send({ senha: TEST_ADMIN.senha }).expect(200)
    expect(Object.keys((await login().expect(200)).body)).toEqual(['token'])
    expect(await h.t.prisma.recoveryCode.count()).toBe(0)
  })
})

describe('REQUIRE_2FA_FOR_ADMINS', () => {
  let h: AccountsHarness
  beforeAll(async () => {
    h = await startAccountsHarness({ REQUIRE_2FA_FOR_ADMINS: 'true' })
    h.clock.now = T0
  })
  afterAll(() => h.close())

  it('lets an administrator without two-factor reach only the own account until it is on, and not turn it off', async () => {
    const admin = await h.t.adminToken()
    const blocked = await h.t.request.get('/usuarios').set('Authorization', admin)
    expect([blocked.status, blocked.body.mensagem]).toEqual([403, text.twoFactorSetupRequired])
    const me = await h.t.request.get('/usuario/eu').set('Authorization', admin).expect(200)
    expect(me.body).toMatchObject({ papel: 'administrador', doisFatores: false, doisFatoresObrigatorio: true })

    const setup = await h.t.request.post('/usuario/eu/dois-fatores').set('Authorization', admin).send({ senha: TEST_ADMIN.senha }).expect(200)
    const codigo = await generate({ secret: setup.body.segredo, epoch: seconds(T0) })
    await h.t.request.post('/usuario/eu/dois-fatores/ativar').set('Authorization', admin).send({ codigo }).expect(200)
    await h.t.request.get('/usuarios').set('Authorization', admin).expect(200)

    const off = await h.t.request.post('/usuario/eu/dois-fatores/desativar').set('Authorization', admin).send({ senha: TEST_ADMIN.senha })
    expect([off.status, off.body.mensagem]).toEqual([403, text.twoFactorRequiredForAdmins])
  })

  it('does not ask it of the other roles', async () => {
    const secretaria = await h.t.tokenFor('secretaria')
    await h.t.request.get('/certificado').set('Authorization', secretaria).expect(200)
  })
})
