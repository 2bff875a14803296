import { messages, type MediaItem } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { describedImage, makeImage, uploadImage } from '../../../test/support/images.ts'

describe('team photos and partner logos', () => {
  let t: TestApp
  let token: string
  let photoId: number
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('comunicacao')
  })
  beforeEach(async () => {
    await t.prisma.contentItem.deleteMany()
    await t.prisma.mediaImage.deleteMany()
    photoId = await describedImage(t, token, 'Retrato de Ana Souza sorrindo')
  })
  afterAll(() => t.close())

  const addMember = (body: object) => t.request.post('/conteudo/equipe').set('authorization', token).send(body)

  it('sends a member with a photo to the public page with the picture: alt text, size and AVIF/WebP copies', async () => {
    const created = await addMember({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: photoId })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ nome: 'Ana Souza', fotoId: photoId, foto: { alt: 'Retrato de Ana Souza sorrindo', largura: 1200, altura: 800 } })

    const team = await t.request.get('/conteudo/equipe')
    expect(team.status).toBe(200)
    const [member] = team.body
    expect(member.foto.alt).toBe('Retrato de Ana Souza sorrindo')
    expect(member.foto.variantes.map((variant: { formato: string; largura: number }) => `${variant.formato}:${variant.largura}`)).toEqual([
      'avif:480', 'avif:720', 'avif:960', 'webp:480', 'webp:720', 'webp:960',
    ])
  })

  it('keeps a member or partner without an image as before: no photo, no logo (blank means none)', async () => {
    const member = await addMember({ nome: 'Bruno Lima', cargo: 'Secretário', fotoId: '' })
    expect(member.status).toBe(201)
    expect(member.body).toEqual({ id: member.body.id, nome: 'Bruno Lima', cargo: 'Secretário' })
    const partner = await t.request.post('/conteudo/parceiros').set('authorization', token).send({ nome: 'Prefeitura', logoId: null })
    expect(partner.body).toEqual({ id: partner.body.id, nome: 'Prefeitura' })
  })

  it('sets, changes and removes a partner logo by editing the partner', async () => {
    const partner = await t.request.post('/conteudo/parceiros').set('authorization', token).send({ nome: 'Universidade Municipal' })
    const edit = (body: object) => t.request.put(`/conteudo/parceiros/${partner.body.id}`).set('authorization', token).send(body)
    const withLogo = await edit({ nome: 'Universidade Municipal', logoId: photoId })
    expect(withLogo.status).toBe(200)
    expect(withLogo.body.logo.alt).toBe('Retrato de Ana Souza sorrindo')
    expect((await t.request.get('/conteudo/parceiros')).body[0].logo.url).toBe(withLogo.body.logo.url)

    expect((await edit({ nome: 'Universidade Municipal' })).status).toBe(200)
    expect((await t.request.get('/conteudo/parceiros')).body[0]).toEqual({ id: partner.body.id, nome: 'Universidade Municipal' })
  })

  it('refuses an image without alt text, an unknown image and a malformed id with 400, storing nothing', async () => {
    const undescribed = (await uploadImage(t, token, await makeImage(300, 300, 'jpeg'), 'sem-alt.jpg', 'image/jpeg')).body as MediaItem
    const noAlt = await addMember({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: undescribed.id })
    expect(noAlt.status).toBe(400)
    expect(noAlt.body.mensagem).toBe(messages.media.needsAlt)

    const unknown = await t.request.post('/conteudo/parceiros').set('authorization', token).send({ nome: 'Prefeitura', logoId: photoId + 1000 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.mensagem).toBe(messages.media.notFound)

    const malformed = await addMember({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: 'foto.png' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.issues).toEqual([{ campo: 'fotoId', mensagem: messages.media.notFound }])
    expect(await t.prisma.contentItem.count()).toBe(0)
  })
})
