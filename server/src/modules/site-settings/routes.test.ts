import { DEFAULT_DOCUMENT_RETENTION_DAYS, messages } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const text = messages.siteSettings

let t: TestApp
let token: string

withStaffApp({ emptied: [] }, (app, bearer) => {
  t = app
  token = bearer
})

const save = (body: object) => t.request.put('/configuracoes/contatos').set('Authorization', token).send(body)
const publicContacts = async () => (await t.request.get('/configuracoes/contatos')).body

describe('contact data (/configuracoes/contatos)', () => {
  it('serves nothing before staff set it', async () => {
    const response = await t.request.get('/configuracoes/contatos')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({})
  })

  it('stores Brazilian numbers in one format and serves only the fields that are set', async () => {
    const response = await save({
      email: 'contato@fundacao.local',
      telefone: '48 3381 2200',
      whatsapp: '+55 (48) 99164-2200',
      endereco: 'Rua Domingos André, 250 – Centro Histórico, São José (SC)',
      horario: '',
      instagram: '  ',
    })
    expect(response.status).toBe(200)
    const expected = {
      email: 'contato@fundacao.local',
      telefone: '(48) 3381-2200',
      whatsapp: '(48) 99164-2200',
      endereco: 'Rua Domingos André, 250 – Centro Histórico, São José (SC)',
    }
    expect(response.body).toEqual(expected)
    expect(await publicContacts()).toEqual(expected)
  })

  it('accepts social profiles only on their own network, with a profile path', async () => {
    const accepted = await save({
      instagram: 'https://www.instagram.com/fundacaoeducacional',
      facebook: 'https://facebook.com/fundacaoeducacional',
      youtube: 'https://www.youtube.com/@fundacaoeducacional',
    })
    expect(accepted.status).toBe(200)
    expect(await publicContacts()).toEqual(accepted.body)

    const refused: [object, string][] = [
      [{ instagram: 'https://www.facebook.com/fundacao' }, text.invalidInstagram],
      [{ instagram: 'https://www.instagram.com/' }, text.invalidInstagram],
      [{ instagram: 'https://www.instagram.com/fundacaosaojose.example' }, text.invalidInstagram],
      [{ facebook: 'https://facebook.com.golpe.net/fundacao' }, text.invalidFacebook],
      [{ youtube: 'javascript:alert(1)' }, text.invalidYoutube],
      [{ telefone: '3381-2200' }, text.invalidPhone],
      [{ telefone: '(00) 3381-2200' }, text.invalidPhone],
      [{ whatsapp: '(48) 8916-42200' }, text.invalidWhatsapp],
      [{ whatsapp: '+1 415 555 0100' }, text.invalidWhatsapp],
      [{ email: 'contato@fundacaosaojose.example.org' }, text.invalidEmail],
      [{ email: 'sem-arroba' }, text.invalidEmail],
    ]
    for (const [body, message] of refused) {
      const response = await save(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.mensagem).toBe(message)
    }
    expect(await publicContacts()).toEqual(accepted.body)
  })

  it('lets only staff change the contact data', async () => {
    const response = await t.request.put('/configuracoes/contatos').send({ whatsapp: '(48) 99999-0000' })
    expect(response.status).toBe(401)
    expect((await publicContacts()).whatsapp).toBeUndefined()
  })
})

describe('GET /configuracoes/privacidade', () => {
  it('states the configured DOCUMENT_RETENTION_DAYS, without a token', async () => {
    const configured = await createTestApp({ keepData: true, env: { DOCUMENT_RETENTION_DAYS: '30' } })
    try {
      const response = await configured.request.get('/configuracoes/privacidade')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ diasRetencaoDocumentos: 30 })
    } finally {
      await configured.close()
    }
    expect((await t.request.get('/configuracoes/privacidade')).body).toEqual({ diasRetencaoDocumentos: DEFAULT_DOCUMENT_RETENTION_DAYS })
  })
})
