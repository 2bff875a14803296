import type { MediaItem } from '@site/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { makeImage, uploadImage } from '../../test/support/images.ts'
import { deriveMissingVariants } from './variant-backfill.ts'

describe('copies missing from images stored before a width was added', () => {
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
