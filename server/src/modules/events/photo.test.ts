import { LECTURE_CYCLE_PROJECT, messages, type MediaItem } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { isoDateInDays } from '../../../test/support/events.ts'
import { describedImage, makeImage, uploadImage } from '../../../test/support/images.ts'

describe('event photo from the media library', () => {
  let t: TestApp
  let staff: string
  let image: MediaItem
  beforeAll(async () => {
    t = await createTestApp()
    staff = await t.adminToken()
  })
  beforeEach(async () => {
    await t.prisma.event.deleteMany()
    await t.prisma.mediaImage.deleteMany()
    const id = await describedImage(t, staff, 'Palestrante diante da plateia')
    image = (await t.request.get('/api/midia').set('authorization', staff)).body[0]
    expect(image.id).toBe(id)
  })
  afterAll(() => t.close())

  const event = (foto: string) => ({
    titulo: 'Memória e saúde',
    local: 'Auditório',
    data: isoDateInDays(10),
    horario: '14:00',
    palestrante: 'Dra. Helena Prado',
    projeto: LECTURE_CYCLE_PROJECT,
    subTitulo: 'Como cuidar da memória',
    foto,
  })
  const create = (foto: string) => t.request.post('/eventos').set('authorization', staff).send(event(foto))
  const activate = () =>
    t.request.put('/eventos').set('authorization', staff).send({ titulo: 'Memória e saúde', projeto: LECTURE_CYCLE_PROJECT, ativa: true })

  it('keeps foto as the address sent; the active event and the lectures add the picture of that library image', async () => {
    const created = await create(image.url)
    expect(created.status).toBe(201)
    expect(created.body.foto).toBe(image.url)
    await activate()

    const active = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(active.status).toBe(200)
    expect(active.body.consulta.foto).toBe(image.url)
    expect(active.body.consulta.imagem).toMatchObject({ alt: 'Palestrante diante da plateia', largura: 1200, altura: 800 })
    expect(active.body.consulta.imagem.variantes.length).toBeGreaterThan(0)

    const lectures = await t.request.get('/palestras')
    expect(lectures.body[0].imagem.url).toBe(image.url)
  })

  it('accepts any other address as a picture of its own, with no library image', async () => {
    expect((await create('/media/palestra-1.svg')).status).toBe(201)
    await activate()
    const active = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(active.body.consulta).toMatchObject({ foto: '/media/palestra-1.svg', imagem: null })
    expect((await t.request.get('/palestras')).body[0].imagem).toBeNull()
  })

  it('refuses a library address of an image without alt text or of no image with 400, storing nothing', async () => {
    const undescribed = (await uploadImage(t, staff, await makeImage(300, 300, 'jpeg'), 'sem-alt.jpg', 'image/jpeg')).body as MediaItem
    const noAlt = await create(undescribed.url)
    expect(noAlt.status).toBe(400)
    expect(noAlt.body.mensagem).toBe(messages.media.needsAlt)
    const gone = await create(`/midia/${'0'.repeat(32)}.webp`)
    expect(gone.status).toBe(400)
    expect(gone.body.mensagem).toBe(messages.media.notFound)
    expect(await t.prisma.event.count()).toBe(0)
  })
})
