import { MAX_UPLOAD_BYTES, messages, type MediaItem } from '@site/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { deriveMissingVariants } from './variant-backfill.ts'
import { bombPng, makeImage, uploadImage } from '../../../test/support/images.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('media library', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.adminToken()
  })
  beforeEach(async () => {
    await t.prisma.mediaImage.deleteMany()
  })
  afterAll(() => t.close())

  const storedImages = () => t.prisma.mediaImage.count()

  it('derives AVIF and WebP copies at 480, 720, 960 and 1600 px from a wide PNG, keeping the proportions', async () => {
    const response = await uploadImage(t, token, await makeImage(2000, 1000), 'capa.png')
    expect(response.status).toBe(201)
    const item = response.body as MediaItem
    expect(item).toMatchObject({ nome: 'capa.png', tipo: 'image/png', largura: 2000, altura: 1000, alt: '' })
    expect(item.variantes.map((v) => [v.formato, v.largura, v.altura])).toEqual([
      ['avif', 480, 240],
      ['avif', 720, 360],
      ['avif', 960, 480],
      ['avif', 1600, 800],
      ['webp', 480, 240],
      ['webp', 720, 360],
      ['webp', 960, 480],
      ['webp', 1600, 800],
    ])
  })

  it('never enlarges: a 300 px JPEG gets one copy per format at 300 px, a 1000 px WebP copies at 480, 720 and 960', async () => {
    const small = (await uploadImage(t, token, await makeImage(300, 200, 'jpeg'), 'f.jpg', 'image/jpeg')).body as MediaItem
    expect(small.tipo).toBe('image/jpeg')
    expect(small.variantes.map((v) => `${v.formato}:${v.largura}x${v.altura}`)).toEqual(['avif:300x200', 'webp:300x200'])
    const webp = (await uploadImage(t, token, await makeImage(1000, 500, 'webp'), 'f.webp', 'image/webp')).body as MediaItem
    expect(webp.tipo).toBe('image/webp')
    expect(webp.variantes.map((v) => v.largura)).toEqual([480, 720, 960, 480, 720, 960])
  })

  it('serves originals and copies at hashed addresses, immutable, with their real type and size', async () => {
    const item = (await uploadImage(t, token, await makeImage(1000, 500))).body as MediaItem
    // The address an <img> shows is the WebP copy at 960 px; the original's is known to the server alone.
    expect(item.url).toBe(item.variantes.find((variant) => variant.formato === 'webp' && variant.largura === 960)!.url)
    const { hash } = await t.prisma.mediaImage.findUniqueOrThrow({ where: { id: item.id } })
    const originalUrl = `/midia/${hash}.png`
    const original = await t.request.get(originalUrl).buffer(true)
    expect(original.status).toBe(200)
    expect(original.headers['content-type']).toBe('image/png')
    expect(original.headers['cache-control']).toBe(IMMUTABLE)

    for (const variant of item.variantes) {
      expect(variant.url).toMatch(new RegExp(`^/midia/[0-9a-f]{32}\\.${variant.formato}$`))
      const response = await t.request.get(variant.url).buffer(true)
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe(`image/${variant.formato}`)
      expect(response.headers['cache-control']).toBe(IMMUTABLE)
      const metadata = await sharp(response.body as Buffer).metadata()
      expect([metadata.format === 'heif' ? 'avif' : metadata.format, metadata.width]).toEqual([variant.formato, variant.largura])
    }
    // The same hash under another extension names nothing.
    const wrongExtension = originalUrl.replace(/\.png$/, '.webp')
    expect((await t.request.get(wrongExtension)).status).toBe(404)
  })

  it('recognises the type by content: a PDF called foto.png, declared image/png, gets 415 and nothing is stored', async () => {
    const response = await uploadImage(t, token, Buffer.from('%PDF-1.7\n1 0 obj\n'), 'foto.png', 'image/png')
    expect(response.status).toBe(415)
    expect(response.body.mensagem).toBe(messages.media.unsupportedType)
    const gif = await uploadImage(t, token, Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif', 'image/gif')
    expect(gif.status).toBe(415)
    expect(await storedImages()).toBe(0)
  })

  it('answers a body that is not an image upload with a 4xx and its message, and stores nothing', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"nome":"x"}'],
      ['text/plain', 'x'],
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=abc', '--abc--\r\n'],
      ['multipart/form-data; boundary=abc', '--abc\r\ncontent-disposition: form-data; name="alt"\r\n\r\nfoto\r\n--abc--\r\n'],
      ['application/x-www-form-urlencoded', 'a=1'],
    ]
    for (const [type, body] of bodies) {
      const response = await t.request.post('/api/midia').set('authorization', token).set('content-type', type).send(body)
      expect(response.status, type).toBeGreaterThanOrEqual(400)
      expect(response.status, `${type}: ${body}`).toBeLessThan(500)
      expect(response.body.mensagem, type).toMatch(/\S/)
    }
    expect(await storedImages()).toBe(0)
  })

  it('accepts a PNG sent with a wrong name and type, and keeps its real type', async () => {
    const response = await uploadImage(t, token, await makeImage(200, 100), 'documento.pdf', 'application/pdf')
    expect(response.status).toBe(201)
    expect(response.body.tipo).toBe('image/png')
  })

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([await makeImage(100, 100), Buffer.alloc(MAX_UPLOAD_BYTES)])
    const response = await uploadImage(t, token, big)
    expect(response.status).toBe(413)
    expect(response.body.mensagem).toBe(messages.uploads.tooLarge)
    expect(await storedImages()).toBe(0)
  })

  it('refuses a decompression bomb (a tiny PNG announcing 400 megapixels) with 413, without decoding it', async () => {
    const response = await uploadImage(t, token, bombPng(20_000, 20_000))
    expect(response.status).toBe(413)
    expect(response.body.mensagem).toBe(messages.media.tooManyPixels)
    expect(await storedImages()).toBe(0)
  })

  it('works on two images at a time: further uploads at that moment get 503 with Retry-After, and the site answers', async () => {
    const images = await Promise.all([0, 1, 2, 3].map((shade) => sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: shade, g: 90, b: 120 } } }).png().toBuffer()))
    const responses = await Promise.all(images.map((image) => uploadImage(t, token, image)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 201, 503, 503])
    const busy = responses.find((response) => response.status === 503)!
    expect(busy.body.mensagem).toBe(messages.media.busy)
    expect(busy.headers['retry-after']).toBe('10')
    expect(await storedImages()).toBe(2)
    expect((await t.request.get('/health')).status).toBe(200)
  })

  it('stores two different images whose copies come out byte for byte the same, each copy at its own address', async () => {
    // Solid colours one shade apart give identical AVIF copies; the copies' addresses must still differ.
    const shades = await Promise.all([0, 1].map((shade) => sharp({ create: { width: 600, height: 300, channels: 3, background: { r: shade, g: 90, b: 120 } } }).png().toBuffer()))
    const first = await uploadImage(t, token, shades[0]!)
    const second = await uploadImage(t, token, shades[1]!)
    expect([first.status, second.status]).toEqual([201, 201])
    const [a, b] = [first.body as MediaItem, second.body as MediaItem]
    expect(a.id).not.toBe(b.id)
    for (const [index, variant] of b.variantes.entries()) {
      expect(variant.url).not.toBe(a.variantes[index]!.url)
      expect((await t.request.get(variant.url)).status).toBe(200)
    }
    expect((await t.request.delete(`/api/midia/${a.id}`).set('authorization', token)).status).toBe(204)
    expect((await t.request.get(b.variantes[0]!.url)).status).toBe(200)
  })

  it('stores the same file sent twice at once as one image', async () => {
    const image = await makeImage(400, 200)
    const responses = await Promise.all([uploadImage(t, token, image), uploadImage(t, token, image)])
    expect(responses.map((response) => response.status)).toEqual([201, 201])
    expect(responses[0]!.body.id).toBe(responses[1]!.body.id)
    expect(await storedImages()).toBe(1)
  })

  it('answers 400 to a broken image and to a request without a file', async () => {
    const broken = await uploadImage(t, token, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]))
    expect(broken.status).toBe(400)
    expect(broken.body.mensagem).toBe(messages.media.unreadable)
    const none = await t.request.post('/api/midia').set('authorization', token).field('alt', 'x')
    expect(none.status).toBe(400)
    expect(none.body.mensagem).toBe(messages.media.fileRequired)
  })

  it('requires alt text: blank is refused, a description is stored and listed', async () => {
    const item = (await uploadImage(t, token, await makeImage(200, 100))).body as MediaItem
    const blank = await t.request.put(`/api/midia/${item.id}`).set('authorization', token).send({ alt: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body.mensagem).toBe(messages.media.altRequired)

    const saved = await t.request.put(`/api/midia/${item.id}`).set('authorization', token).send({ alt: 'Fachada da fundação' })
    expect(saved.status).toBe(200)
    const list = await t.request.get('/api/midia').set('authorization', token)
    expect(list.body).toEqual([expect.objectContaining({ id: item.id, alt: 'Fachada da fundação' })])
  })

  it('deletes an image and its copies; their addresses then answer 404', async () => {
    const item = (await uploadImage(t, token, await makeImage(600, 300))).body as MediaItem
    expect((await t.request.delete(`/api/midia/${item.id}`).set('authorization', token)).status).toBe(204)
    expect((await t.request.get(item.url)).status).toBe(404)
    expect((await t.request.get(item.variantes[0]!.url)).status).toBe(404)
    expect(await t.prisma.mediaVariant.count()).toBe(0)
  })

  it('answers 401 to every library call without a token', async () => {
    expect((await t.request.get('/api/midia')).status).toBe(401)
    expect((await t.request.post('/api/midia').attach('arquivo', await makeImage(10, 10), 'a.png')).status).toBe(401)
    expect(await storedImages()).toBe(0)
  })

  describe('copies missing from images stored before a width was added (content/variant-backfill.ts)', () => {
    const upload = async (width: number) => (await uploadImage(t, token, await makeImage(width, width / 2))).body as MediaItem
    const widthsOf = async (id: number) => {
      const items = (await t.request.get('/api/midia').set('authorization', token).expect(200)).body as MediaItem[]
      return items.find((item) => item.id === id)!.variantes.map((variant) => `${variant.formato}:${variant.largura}`)
    }

    it('derives the 720 px copies an older image lacks, in both formats, and leaves complete images alone', async () => {
      const older = await upload(2000)
      const small = await upload(300)
      await t.prisma.mediaVariant.deleteMany({ where: { imageId: older.id, width: 720 } })
      expect(await widthsOf(older.id)).toEqual(['avif:480', 'avif:960', 'avif:1600', 'webp:480', 'webp:960', 'webp:1600'])

      expect(await deriveMissingVariants(t.prisma)).toBe(1)
      expect(await widthsOf(older.id)).toEqual([
        'avif:480', 'avif:720', 'avif:960', 'avif:1600', 'webp:480', 'webp:720', 'webp:960', 'webp:1600',
      ])
      expect(await widthsOf(small.id)).toEqual(['avif:300', 'webp:300'])

      const copy = await t.prisma.mediaVariant.findFirstOrThrow({ where: { imageId: older.id, width: 720, format: 'avif' } })
      const served = await t.request.get(`/midia/${copy.hash}.avif`).buffer(true).expect(200)
      expect(served.headers['content-type']).toBe('image/avif')
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 720, height: 360 })

      expect(await deriveMissingVariants(t.prisma)).toBe(0)
    })

    it('run by two instances at once, stores each copy once', async () => {
      const older = await upload(1000)
      await t.prisma.mediaVariant.deleteMany({ where: { imageId: older.id, width: 720 } })
      await Promise.all([deriveMissingVariants(t.prisma), deriveMissingVariants(t.prisma)])
      expect(await t.prisma.mediaVariant.count({ where: { imageId: older.id, width: 720 } })).toBe(2)
    })

    it('passes over an image deleted while its copies are made, and goes on with the next', async () => {
      const deleted = await upload(1000)
      const kept = await upload(800)
      await t.prisma.mediaVariant.deleteMany({ where: { width: 720 } })
      // Staff delete the first image right after its original was read for the copies.
      const images = t.prisma.mediaImage
      const deletingAfterRead = {
        mediaVariant: t.prisma.mediaVariant,
        mediaImage: {
          findMany: images.findMany.bind(images),
          findUnique: async (query: Parameters<typeof images.findUnique>[0]) => {
            const row = await images.findUnique(query)
            if (query.where.id === deleted.id) await images.delete({ where: { id: deleted.id } })
            return row
          },
        },
      } as unknown as typeof t.prisma

      expect(await deriveMissingVariants(deletingAfterRead)).toBe(1)
      expect(await widthsOf(kept.id)).toEqual(['avif:480', 'avif:720', 'webp:480', 'webp:720'])
      expect(await t.prisma.mediaVariant.count({ where: { imageId: deleted.id } })).toBe(0)
    })
  })
})
