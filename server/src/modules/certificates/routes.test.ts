import { DEFAULT_CERTIFICATE_STATUS, messages } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { DEMO_CERTIFICATE, withCertificateApp } from '../../../test/support/certificates.ts'

const msg = messages.certificates

const demo = DEMO_CERTIFICATE

let t: TestApp
let token: string
withCertificateApp((app, bearer) => {
  t = app
  token = bearer
})

const create = (body: Record<string, unknown>) =>
  t.request.post('/certificado').set('Authorization', token).send(body)

describe('GET /certificado/:codigo (public)', () => {
  it('finds a certificate whatever the case and surrounding spaces of the code', async () => {
    await create(demo).expect(201)
    const response = await t.request.get(`/certificado/${encodeURIComponent('  demo2025 ')}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      codigo: 'DEMO2025',
      nome: demo.nome,
      curso: demo.curso,
      horas: 20,
      link: demo.link,
      status: DEFAULT_CERTIFICATE_STATUS,
      revogadoEm: null,
    })
  })

  it('returns 404 with the catalogue message for an unknown code', async () => {
    const response = await t.request.get('/certificado/NAOEXISTE')
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ statusCode: 404, message: msg.notFound, mensagem: msg.notFound })
  })

  it('returns 404 for a blank or overly long code', async () => {
    expect((await t.request.get('/certificado/%20%20')).status).toBe(404)
    const long = await t.request.get(`/certificado/${'A'.repeat(99)}`)
    expect(long.status).toBe(404)
    expect(long.body.mensagem).toBe(msg.notFound)
  })
})

describe('GET /certificado (admin)', () => {
  it('lists every certificate, newest first', async () => {
    await create({ ...demo, codigo: 'PRIMEIRO' }).expect(201)
    await create({ ...demo, codigo: 'SEGUNDO' }).expect(201)
    const response = await t.request.get('/certificado').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.body.map((item: { codigo: string }) => item.codigo)).toEqual(['SEGUNDO', 'PRIMEIRO'])
    expect(response.body[0]).toEqual({
      ...demo,
      codigo: 'SEGUNDO',
      status: DEFAULT_CERTIFICATE_STATUS,
      revogadoEm: null,
      motivoRevogacao: null,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('lists a list longer than one batch whole: each certificate once, newest first', async () => {
    const total = 2_345
    const start = Date.parse('2025-01-01T00:00:00Z')
    await t.prisma.certificate.createMany({
      data: Array.from({ length: total }, (_, index) => ({
        codigo: `LOTE${index}`,
        codeKey: `LOTE${index}`,
        nome: `Pessoa ${index}`,
        nameKey: `pessoa ${index}`,
        curso: demo.curso,
        courseKey: 'curso',
        horas: 8,
        link: demo.link,
        // Three certificates to an instant: the order among them is the later created first.
        createdAt: new Date(start + Math.floor(index / 3) * 60_000),
      })),
    })
    const response = await t.request.get('/certificado').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const codes = response.body.map((item: { codigo: string }) => item.codigo)
    expect(codes).toEqual(Array.from({ length: total }, (_, index) => `LOTE${total - 1 - index}`))
  })

  it('answers an empty array when there are none', async () => {
    const response = await t.request.get('/certificado').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.body).toEqual([])
  })
})

describe('POST /certificado (admin)', () => {
  it('creates a certificate and answers 201 with it', async () => {
    const response = await create({ ...demo, horas: '20', codigo: '  DEMO2025 ' })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ ...demo, status: DEFAULT_CERTIFICATE_STATUS })
    expect(await t.prisma.certificate.count()).toBe(1)
  })

  it.each([
    ['nome', msg.nameRequired],
    ['curso', msg.courseRequired],
    ['horas', msg.hoursRequired],
    ['codigo', msg.codeRequired],
    ['link', msg.linkRequired],
  ])('rejects a missing %s with its message', async (field, message) => {
    const response = await create({ ...demo, [field]: undefined })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: field, mensagem: message })
    expect(response.body.message).toBe(response.body.issues[0].mensagem)
    expect(response.body.mensagem).toBe(response.body.message)
  })

  it('rejects blank text fields as missing', async () => {
    const response = await create({ ...demo, nome: '   ', horas: ' ' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: msg.nameRequired },
        { campo: 'horas', mensagem: msg.hoursRequired },
      ]),
    )
  })

  it.each(['abc', 2.5, '2.5', -3, 0])('rejects horas %j with "Deve ser um número válido"', async (horas) => {
    const response = await create({ ...demo, horas })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'horas', mensagem: messages.common.invalidNumber })
  })

  it.each([10_001, 2_147_483_647, 2_147_483_648, 1e20, '99999999999999999999'])(
    'rejects horas %j, more than the 10000 anyone means, with 400 and stores nothing',
    async (horas) => {
      const response = await create({ ...demo, horas })
      expect(response.status).toBe(400)
      expect(response.body.issues).toContainEqual({ campo: 'horas', mensagem: msg.hoursTooMany })
      expect(await t.prisma.certificate.count()).toBe(0)
    },
  )

  it('accepts 1 and 10000 horas', async () => {
    await create({ ...demo, horas: 1 }).expect(201)
    const response = await create({ ...demo, codigo: 'DEZMIL', horas: '10000' })
    expect(response.status).toBe(201)
    expect(response.body.horas).toBe(10_000)
  })

  it('rejects a link that is not an http(s) address', async () => {
    const response = await create({ ...demo, link: 'javascript:alert(1)' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'link', mensagem: messages.common.invalidUrl })
  })

  it('answers 409 for a code already used, ignoring case and spaces', async () => {
    await create(demo).expect(201)
    const response = await create({ ...demo, codigo: ' demo2025  ' })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ statusCode: 409, message: msg.duplicateCode, mensagem: msg.duplicateCode })
    expect(await t.prisma.certificate.count()).toBe(1)
  })

  it('lets exactly one of several simultaneous creates with the same code win', async () => {
    const responses = await Promise.all(
      ['X1', 'x1', ' X1 ', 'x1 ', ' x1'].map((codigo) => create({ ...demo, codigo })),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409])
  })
})

describe('certificate codes typed with invisible or look-alike characters', () => {
  const disguises: [string, string][] = [
    ['a zero-width space', 'DEMO\u200b2025'],
    ['a soft hyphen', 'DE\u00adMO2025'],
    ['a right-to-left mark', '\u200fDEMO2025'],
    ['fullwidth letters', '\uff24\uff25\uff2d\uff2f\uff12\uff10\uff12\uff15'],
    ['a Cyrillic look-alike', 'D\u0415M\u041e2025'],
  ]

  it.each(disguises)('answers 409 for the same code with %s', async (_case, codigo) => {
    await create(demo).expect(201)
    const response = await create({ ...demo, codigo })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ statusCode: 409, message: msg.duplicateCode, mensagem: msg.duplicateCode })
    expect(await t.prisma.certificate.count()).toBe(1)
  })

  it.each(disguises)('finds the certificate when the code is looked up with %s', async (_case, codigo) => {
    await create(demo).expect(201)
    const response = await t.request.get(`/certificado/${encodeURIComponent(codigo)}`)
    expect(response.status).toBe(200)
    expect(response.body.codigo).toBe(demo.codigo)
  })

  it('keeps codes that differ in ASCII look-alikes apart: DEMO2025 and DEM02025 are two certificates', async () => {
    await create(demo).expect(201)
    await create({ ...demo, codigo: 'DEM02025' }).expect(201)
  })

  it.each(['\u200b', '\u00ad\u200f', '\ufeff\u2060'])('rejects a code made only of invisible characters (%j)', async (codigo) => {
    const response = await create({ ...demo, codigo })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'codigo', mensagem: msg.codeRequired })
  })
})

describe('PUT /certificado/:codigo (admin)', () => {
  it('updates the certificate found by its code, ignoring case', async () => {
    await create(demo).expect(201)
    const response = await t.request
      .put('/certificado/demo2025')
      .set('Authorization', token)
      .send({ ...demo, nome: 'Maria A. Souza', horas: 24, codigo: 'DEMO2025B' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ nome: 'Maria A. Souza', horas: 24, codigo: 'DEMO2025B' })
    expect((await t.request.get('/certificado/DEMO2025')).status).toBe(404)
    expect((await t.request.get('/certificado/demo2025b')).body.nome).toBe('Maria A. Souza')
  })

  it('keeps the same code when only its case changes', async () => {
    await create(demo).expect(201)
    const response = await t.request
      .put('/certificado/DEMO2025')
      .set('Authorization', token)
      .send({ ...demo, codigo: 'demo2025' })
    expect(response.status).toBe(200)
    expect(response.body.codigo).toBe('demo2025')
  })

  it('returns 404 for an unknown code', async () => {
    const response = await t.request.put('/certificado/NAOEXISTE').set('Authorization', token).send(demo)
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })

  it('returns 409 when the new code belongs to another certificate', async () => {
    await create(demo).expect(201)
    await create({ ...demo, codigo: 'OUTRO' }).expect(201)
    const response = await t.request
      .put('/certificado/OUTRO')
      .set('Authorization', token)
      .send({ ...demo, codigo: 'Demo2025' })
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(msg.duplicateCode)
  })

  it('validates the body like the create', async () => {
    await create(demo).expect(201)
    const response = await t.request
      .put('/certificado/DEMO2025')
      .set('Authorization', token)
      .send({ ...demo, horas: 'abc' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'horas', mensagem: messages.common.invalidNumber })
  })
})

describe('PUT /certificado/:codigo with horas out of range', () => {
  it.each([2_147_483_648, 1e20])('answers 400 for horas %j and keeps the certificate as it was', async (horas) => {
    await create(demo).expect(201)
    const response = await t.request.put('/certificado/DEMO2025').set('Authorization', token).send({ ...demo, horas })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'horas', mensagem: msg.hoursTooMany })
    expect((await t.request.get('/certificado/DEMO2025')).body.horas).toBe(demo.horas)
  })
})

describe('DELETE /certificado/:codigo (admin)', () => {
  it('deletes the certificate and answers 204 with no body', async () => {
    await create(demo).expect(201)
    const response = await t.request.delete('/certificado/Demo2025').set('Authorization', token)
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect(await t.prisma.certificate.count()).toBe(0)
  })

  it('returns 404 for an unknown code', async () => {
    const response = await t.request.delete('/certificado/NAOEXISTE').set('Authorization', token)
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })
})
