import { messages, type MediaItem } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { isoDateInDays } from '../../../test/support/events.ts'
import { describedImage } from '../../../test/support/images.ts'

const msg = messages.media
const inUse = (...places: string[]) => msg.inUseBy(places.join(', '))

describe('DELETE /api/midia/:id of an image in use', () => {
  let t: TestApp
  let token: string
  let image: MediaItem
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('comunicacao')
  })
  beforeEach(async () => {
    await t.prisma.newsItem.deleteMany()
    await t.prisma.contentItem.deleteMany()
    await t.prisma.pagePhoto.deleteMany()
    await t.prisma.event.deleteMany()
    await t.prisma.mediaImage.deleteMany()
    const id = await describedImage(t, token, 'Oficina de celular com pessoas idosas')
    image = (await t.request.get('/api/midia').set('authorization', token)).body.find((item: MediaItem) => item.id === id)
  })
  afterAll(() => t.close())

  const remove = () => t.request.delete(`/api/midia/${image.id}`).set('authorization', token)
  const expectKept = async (response: Awaited<ReturnType<typeof remove>>, message: string) => {
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(message)
    expect(await t.prisma.mediaImage.count({ where: { id: image.id } })).toBe(1)
    expect((await t.request.get(image.url)).status).toBe(200)
  }
  const news = (titulo: string, fields: { capaId?: number | null; corpo?: string }) =>
    t.request
      .post('/api/admin/noticias')
      .set('authorization', token)
      .send({ titulo, resumo: 'Resumo', corpo: '<p>Texto</p>', capaId: null, publicadoEm: '2025-01-01T12:00:00Z', estado: 'rascunho', ...fields })

  it('names the news item whose cover it is, also after the item went to the trash, marked so', async () => {
    const created = await news('Formatura da turma', { capaId: image.id })
    expect(created.status).toBe(201)
    await expectKept(await remove(), inUse(msg.inUseWhere('notícia', 'Formatura da turma')))
    await t.request.delete(`/api/admin/noticias/${created.body.id}`).set('authorization', token)
    await expectKept(await remove(), inUse(msg.inUseWhere('notícia', 'Formatura da turma', true)))
  })

  it('names the news item whose text shows one of its copies in an <img>', async () => {
    const copy = image.variantes.find((variant) => variant.formato === 'webp')!
    const created = await news('Oficina de maio', { corpo: `<p>Veja:</p><img src="${copy.url}" alt="Oficina">` })
    expect(created.status).toBe(201)
    await expectKept(await remove(), inUse(msg.inUseWhere('notícia', 'Oficina de maio')))
  })

  it('names the team member whose photo it is (in the Lixeira too, marked so) and the partner whose logo it is', async () => {
    const member = await t.request.post('/conteudo/equipe').set('authorization', token).send({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: image.id })
    expect(member.status).toBe(201)
    await expectKept(await remove(), inUse(msg.inUseWhere('equipe', 'Ana Souza')))
    expect((await t.request.delete(`/conteudo/equipe/${member.body.id}`).set('authorization', token)).status).toBe(204)
    await expectKept(await remove(), inUse(msg.inUseWhere('equipe', 'Ana Souza', true)))
    expect((await t.request.post(`/conteudo/equipe/lixeira/${member.body.id}/restaurar`).set('authorization', token)).status).toBeLessThan(300)

    await t.request.put(`/conteudo/equipe/${member.body.id}`).set('authorization', token).send({ nome: 'Ana Souza', cargo: 'Diretora' })
    const partner = await t.request.post('/conteudo/parceiros').set('authorization', token).send({ nome: 'Universidade Municipal', logoId: image.id })
    expect(partner.status).toBe(201)
    await expectKept(await remove(), inUse(msg.inUseWhere('parceiro', 'Universidade Municipal')))
  })

  it('names the page whose photo it is', async () => {
    expect((await t.request.put('/fotos-paginas/ilpi').set('authorization', token).send({ imagemId: image.id })).status).toBe(200)
    await expectKept(await remove(), inUse(msg.inUseWhere('página', 'Conecta ILPI')))
  })

  it('names the event whose photo address is the image (original or copy)', async () => {
    const secretaria = await t.tokenFor('secretaria')
    const event = {
      titulo: 'Memória e saúde',
      local: 'Auditório',
      data: isoDateInDays(10),
      horario: '14:00',
      palestrante: 'Dra. Helena Prado',
      projeto: 'Ciclo de palestras',
      subTitulo: 'Como cuidar da memória',
      foto: image.url,
    }
    expect((await t.request.post('/eventos').set('authorization', secretaria).send(event)).status).toBe(201)
    await expectKept(await remove(), inUse(msg.inUseWhere('evento', 'Memória e saúde')))
  })

  it('lists every place at once, and deletes the image once none uses it', async () => {
    await news('Formatura da turma', { capaId: image.id })
    await t.request.post('/conteudo/equipe').set('authorization', token).send({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: image.id })
    await t.request.put('/fotos-paginas/golfinho').set('authorization', token).send({ imagemId: image.id })
    await expectKept(
      await remove(),
      inUse(msg.inUseWhere('notícia', 'Formatura da turma'), msg.inUseWhere('equipe', 'Ana Souza'), msg.inUseWhere('página', 'Projeto Golfinho')),
    )

    await t.prisma.newsItem.deleteMany()
    await t.prisma.contentItem.deleteMany()
    expect((await t.request.delete('/fotos-paginas/golfinho').set('authorization', token)).status).toBe(204)
    expect((await remove()).status).toBe(204)
    expect((await t.request.get(image.url)).status).toBe(404)
  })
})
