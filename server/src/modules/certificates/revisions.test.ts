import { messages, siteDateText } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { DEMO_CERTIFICATE, withCertificateApp } from '../../../test/support/certificates.ts'

const manage = messages.certificateManagement

const demo = DEMO_CERTIFICATE

let t: TestApp
let token: string
withCertificateApp((app, bearer) => {
  t = app
  token = bearer
})
beforeEach(async () => {
  await t.request.post('/certificado').set('Authorization', token).send(demo).expect(201)
})

const revoke = (codigo: string, body: object) =>
  t.request.post(`/certificados/${codigo}/revogacao`).set('Authorization', token).send(body)
const history = (codigo: string) => t.request.get(`/certificados/${codigo}/historico`).set('Authorization', token)

describe('POST /certificados/:codigo/revogacao (admin)', () => {
  it('revokes with a reason: the validator shows it as revoked, with the date, and not the reason', async () => {
    const response = await revoke('demo2025', { motivo: 'Emitido por engano' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: manage.revokedStatus, motivoRevogacao: 'Emitido por engano' })

    const publicView = await t.request.get('/certificado/DEMO2025')
    expect(publicView.status).toBe(200)
    expect(publicView.body.status).toBe(manage.revokedStatus)
    expect(siteDateText(new Date(publicView.body.revogadoEm))).toBe(siteDateText(new Date()))
    expect(JSON.stringify(publicView.body)).not.toContain('engano')
  })

  it('refuses the PDF of a revoked certificate with 410 and its message', async () => {
    await t.request.get('/certificado/DEMO2025/pdf').expect(200)
    await revoke('DEMO2025', { motivo: 'Curso não concluído' }).expect(200)
    const response = await t.request.get('/certificado/DEMO2025/pdf')
    expect(response.status).toBe(410)
    expect(response.body.mensagem).toBe(manage.revokedPdf)
  })

  it('answers 400 without a reason and 409 when already revoked, keeping the first date', async () => {
    const blank = await revoke('DEMO2025', { motivo: '  ' })
    expect(blank.status).toBe(400)
    expect(blank.body.issues).toContainEqual({ campo: 'motivo', mensagem: manage.revocationReasonRequired })

    const first = await revoke('DEMO2025', { motivo: 'Erro' })
    const again = await revoke('DEMO2025', { motivo: 'De novo' })
    expect(again.status).toBe(409)
    expect(again.body.mensagem).toBe(manage.alreadyRevoked)
    expect((await t.request.get('/certificado/DEMO2025')).body.revogadoEm).toBe(first.body.revogadoEm)
  })

  it('answers 404 for an unknown code and 401 without a token', async () => {
    expect((await revoke('NAOEXISTE', { motivo: 'x' })).status).toBe(404)
    expect((await t.request.post('/certificados/DEMO2025/revogacao').send({ motivo: 'x' })).status).toBe(401)
  })
})

describe('GET /certificados/:codigo/historico (admin)', () => {
  it('keeps each correction and the revocation, newest first, with who did it', async () => {
    await t.request.put('/certificado/DEMO2025').set('Authorization', token).send({ ...demo, nome: 'Maria A. Souza', horas: 24 }).expect(200)
    await t.request.put('/certificado/DEMO2025').set('Authorization', token).send({ ...demo, nome: 'Maria A. Souza', horas: 24 }).expect(200)
    await revoke('DEMO2025', { motivo: 'Curso cancelado' }).expect(200)

    const response = await history('demo2025')
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      {
        tipo: manage.revocation,
        em: expect.any(String),
        por: TEST_ADMIN.nome,
        motivo: 'Curso cancelado',
        alteracoes: [{ campo: 'status', de: 'Válido', para: manage.revokedStatus }],
      },
      {
        tipo: manage.correction,
        em: expect.any(String),
        por: TEST_ADMIN.nome,
        motivo: null,
        alteracoes: [
          { campo: 'nome', de: demo.nome, para: 'Maria A. Souza' },
          { campo: 'horas', de: '20', para: '24' },
        ],
      },
    ])
  })

  it('answers 404 for an unknown code', async () => {
    expect((await history('NAOEXISTE')).status).toBe(404)
  })
})

describe('DELETE /certificado/:codigo stays for API clients', () => {
  it('still removes the certificate and its history', async () => {
    await revoke('DEMO2025', { motivo: 'Duplicado' }).expect(200)
    await t.request.delete('/certificado/DEMO2025').set('Authorization', token).expect(204)
    expect(await t.prisma.certificate.count()).toBe(0)
    expect(await t.prisma.certificateRevision.count()).toBe(0)
  })
})
