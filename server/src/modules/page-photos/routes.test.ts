import { messages, type MediaItem } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { describedImage, makeImage, uploadImage } from '../../../test/support/images.ts'

describe('/fotos-paginas', () => {
  let t: TestApp
  let token: string
  let imageId: number
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('comunicacao')
  })
  beforeEach(async () => {
    await t.prisma.pagePhoto.deleteMany()
    await t.prisma.mediaImage.deleteMany()
    imageId = await describedImage(t, token, 'Jovens com guarda-vidas na praia')
  })
  afterAll(() => t.close())

  const choose = (page: string, body: object) => t.request.put(`/fotos-paginas/${page}`).set('authorization', token).send(body)

  it('lists nothing until staff choose a photo; then the page and its picture, in the pages order', async () => {
    expect((await t.request.get('/fotos-paginas')).body).toEqual([])
    const other = await describedImage(t, token, 'Pessoas idosas em oficina de celular', 1000)
    expect((await choose('golfinho', { imagemId: imageId })).status).toBe(200)
    const saved = await choose('longevidade-ativa', { imagemId: other })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ pagina: 'longevidade-ativa', imagemId: other, foto: { alt: 'Pessoas idosas em oficina de celular' } })

    const list = await t.request.get('/fotos-paginas')
    expect(list.status).toBe(200)
    expect(list.body.map((photo: { pagina: string }) => photo.pagina)).toEqual(['longevidade-ativa', 'golfinho'])
    expect(list.body[1].foto).toMatchObject({ alt: 'Jovens com guarda-vidas na praia', largura: 1200, altura: 800 })
  })

  it('changes a chosen photo, and removing it twice leaves the page with its own picture', async () => {
    const other = await describedImage(t, token, 'Pessoas idosas em oficina de celular', 1000)
    await choose('ilpi', { imagemId: imageId })
    expect((await choose('ilpi', { imagemId: other })).body.imagemId).toBe(other)
    expect((await t.request.get('/fotos-paginas')).body).toEqual([expect.objectContaining({ pagina: 'ilpi', imagemId: other })])
    for (let i = 0; i < 2; i += 1) {
      expect((await t.request.delete('/fotos-paginas/ilpi').set('authorization', token)).status).toBe(204)
    }
    expect((await t.request.get('/fotos-paginas')).body).toEqual([])
  })

  it('refuses an image without alt text or unknown with 400, and an unknown page with 404, changing nothing', async () => {
    const undescribed = (await uploadImage(t, token, await makeImage(300, 300, 'jpeg'), 'sem-alt.jpg', 'image/jpeg')).body as MediaItem
    const noAlt = await choose('ilpi', { imagemId: undescribed.id })
    expect(noAlt.status).toBe(400)
    expect(noAlt.body.mensagem).toBe(messages.media.needsAlt)
    const unknown = await choose('ilpi', { imagemId: imageId + 1000 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.mensagem).toBe(messages.media.notFound)
    const noPage = await choose('pagina-que-nao-existe', { imagemId: imageId })
    expect(noPage.status).toBe(404)
    expect(noPage.body.mensagem).toBe(messages.pagePhotos.pageNotFound)
    expect((await choose('ilpi', {})).status).toBe(400)
    expect(await t.prisma.pagePhoto.count()).toBe(0)
  })

  it('lets only staff with a token choose or remove, and not the Secretaria role', async () => {
    expect((await t.request.put('/fotos-paginas/ilpi').send({ imagemId: imageId })).status).toBe(401)
    expect((await t.request.delete('/fotos-paginas/ilpi')).status).toBe(401)
    const secretaria = await t.tokenFor('secretaria')
    expect((await t.request.put('/fotos-paginas/ilpi').set('authorization', secretaria).send({ imagemId: imageId })).status).toBe(403)
    expect(await t.prisma.pagePhoto.count()).toBe(0)
  })
})
