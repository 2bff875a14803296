import type { MediaItem } from '@site/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { one, parseHead } from '../../../test/support/html-head.ts'
import { blankPng, phonePhoto, privateDetailsIn, uploadImage } from '../../../test/support/images.ts'
import { createSiteApp, SITE_ORIGIN } from '../../../test/support/site-app.ts'
import { contentHash } from '../../images/image-pipeline.ts'
import { removeStoredMetadata } from './metadata-removal.ts'

describe('what a photo tells about where, with what and by whom it was taken', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>
  let t: typeof site.t
  let token: string
  let photo: Buffer
  let sourceProfile: Buffer
  beforeAll(async () => {
    site = await createSiteApp()
    t = site.t
    token = await t.tokenFor('comunicacao')
    photo = await phonePhoto()
    sourceProfile = (await sharp(photo).metadata()).icc!
  })
  beforeEach(async () => {
    await t.prisma.newsItem.deleteMany()
    await t.prisma.contentItem.deleteMany()
    await t.prisma.mediaImage.deleteMany()
  })
  afterAll(() => site.close())

  const originalAddress = (hash: string) => `/midia/${hash}.jpg`
  const upload = async () => {
    const response = await uploadImage(t, token, photo, 'IMG_2041.jpg', 'image/jpeg')
    expect(response.status).toBe(201)
    const item = response.body as MediaItem
    const { hash } = await t.prisma.mediaImage.findUniqueOrThrow({ where: { id: item.id }, select: { hash: true } })
    return { item, hash }
  }
  const fetchFile = async (address: string) => {
    const response = await t.request.get(address).buffer(true)
    expect(response.status, address).toBe(200)
    return response.body as Buffer
  }
  /** The colour at (x, y) as the image is displayed: 'red', 'blue' or what else it is. */
  const colourAt = async (file: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(file).autoOrient().raw().toBuffer({ resolveWithObject: true })
    const [r, , b] = data.subarray((y * info.width + x) * info.channels)
    return r! > 200 && b! < 60 ? 'red' : b! > 200 && r! < 60 ? 'blue' : `${r},${b}`
  }

  it('leaves no position, camera, serial number or author at any address of an uploaded photo', async () => {
    const { item, hash } = await upload()
    expect(await privateDetailsIn(photo)).toHaveLength(7)
    const addresses = [originalAddress(hash), ...item.variantes.map((variant) => variant.url)]
    expect(addresses).toHaveLength(3)
    for (const address of addresses) expect(await privateDetailsIn(await fetchFile(address)), address).toEqual([])
  })

  it('stores the original upright, with its orientation applied to the pixels and its colour profile kept', async () => {
    const { item, hash } = await upload()
    expect(item).toMatchObject({ largura: 600, altura: 1000 })
    const original = await fetchFile(originalAddress(hash))
    const metadata = await sharp(original).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 1000 })
    expect(metadata.orientation ?? 1).toBe(1)
    expect(metadata.icc).toEqual(sourceProfile)
    expect([await colourAt(original, 300, 100), await colourAt(original, 300, 900)]).toEqual(['red', 'blue'])
    expect((await t.prisma.mediaImage.findUniqueOrThrow({ where: { id: item.id } })).size).toBe(original.length)

    for (const variant of item.variantes) {
      const copy = await fetchFile(variant.url)
      expect(await sharp(copy).metadata(), variant.url).toMatchObject({ width: 480, height: 800 })
      expect([await colourAt(copy, 240, 80), await colourAt(copy, 240, 720)], variant.url).toEqual(['red', 'blue'])
    }
  })

  it('names copies, never the original, in the news, the team and an article page; its sharing picture is clean', async () => {
    const { item, hash } = await upload()
    await t.request.put(`/api/midia/${item.id}`).set('authorization', token).send({ alt: 'Turma no pátio da escola' }).expect(200)
    const news = await site.saveNews({ slug: 'turma-no-patio', capaId: item.id })
    await t.request.post('/conteudo/equipe').set('authorization', token).send({ nome: 'Ana Souza', cargo: 'Diretora', fotoId: item.id }).expect(201)

    const page = await t.request.get(`/noticias/${news.slug}`).expect(200)
    const publicTexts = [
      (await t.request.get('/api/noticias').expect(200)).text,
      (await t.request.get(`/api/noticias/${news.slug}`).expect(200)).text,
      (await t.request.get('/conteudo/equipe').expect(200)).text,
      page.text,
    ]
    for (const text of publicTexts) expect(text).not.toContain(hash)
    const cover = await fetchFile(one(parseHead(page.text).meta, 'og:image').slice(SITE_ORIGIN.length))
    expect(await privateDetailsIn(cover)).toEqual([])
  })

  describe('originals stored with their metadata before uploads were cleaned (content/metadata-removal.ts)', () => {
    const storeAsBefore = async (content: Buffer, mimeType = 'image/jpeg') => {
      const { width, height } = (await sharp(content).metadata()).autoOrient
      return t.prisma.mediaImage.create({
        data: { hash: contentHash(content), fileName: 'antiga.jpg', mimeType, width, height, size: content.length, content: new Uint8Array(content) },
      })
    }

    it('withholds such an original until the pass at start has cleaned it, then serves it clean and upright', async () => {
      const row = await storeAsBefore(photo)
      expect((await t.request.get(originalAddress(row.hash))).status).toBe(404)

      expect(await removeStoredMetadata(t.prisma)).toBe(1)
      const original = await fetchFile(originalAddress(row.hash))
      expect(await privateDetailsIn(original)).toEqual([])
      expect(await sharp(original).metadata()).toMatchObject({ width: 600, height: 1000 })
      expect((await sharp(original).metadata()).icc).toEqual(sourceProfile)
      expect(await colourAt(original, 300, 100)).toBe('red')
      expect((await t.prisma.mediaImage.findUniqueOrThrow({ where: { id: row.id } })).size).toBe(original.length)

      expect(await removeStoredMetadata(t.prisma)).toBe(0)
    })

    it('run by two instances at once, cleans each original and both finish', async () => {
      const rows = [await storeAsBefore(photo), await storeAsBefore(await sharp(photo).rotate(180).keepExif().toBuffer())]
      const counts = await Promise.all([removeStoredMetadata(t.prisma), removeStoredMetadata(t.prisma)])
      expect(counts[0]! + counts[1]!).toBe(2)
      for (const row of rows) expect(await privateDetailsIn(await fetchFile(originalAddress(row.hash)))).toEqual([])
    })

    it('passes over an original it must not open (a stored decompression bomb) and goes on with the next', async () => {
      const bomb = await storeAsBefore(await blankPng(40_000_000, 1, { bitDepth: 16 }), 'image/png')
      const row = await storeAsBefore(photo)
      expect(await removeStoredMetadata(t.prisma)).toBe(1)
      expect(await privateDetailsIn(await fetchFile(originalAddress(row.hash)))).toEqual([])
      expect((await t.request.get(`/midia/${bomb.hash}.png`)).status).toBe(404)
    })

    it('after being stopped half-way, the next start cleans what is left', async () => {
      const rows = [await storeAsBefore(photo), await storeAsBefore(await sharp(photo).rotate(180).keepExif().toBuffer())]
      // The process dies right after it stored the first clean original.
      let updates = 0
      const dyingAfterOneWrite = new Proxy(t.prisma, {
        get(target, key) {
          if (key !== 'mediaImage') return Reflect.get(target, key)
          const images = target.mediaImage
          return new Proxy(images, {
            get(model, method) {
              if (method !== 'updateMany') return Reflect.get(model, method)
              return async (...args: Parameters<typeof images.updateMany>) => {
                if (updates++ > 0) throw new Error('processo encerrado')
                return images.updateMany(...args)
              }
            },
          })
        },
      })
      await expect(removeStoredMetadata(dyingAfterOneWrite)).rejects.toThrow('processo encerrado')
      expect(await t.prisma.mediaImage.count({ where: { metadataRemoved: true } })).toBe(1)
      expect(await removeStoredMetadata(t.prisma)).toBe(1)
      for (const row of rows) expect(await privateDetailsIn(await fetchFile(originalAddress(row.hash)))).toEqual([])
    })
  })
})
