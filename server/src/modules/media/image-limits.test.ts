import { MEDIA_MAX_HEIGHT, messages, type MediaItem } from '@site/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { blankPng, uploadImage } from '../../../test/support/images.ts'
import { deriveMissingVariants } from './variant-backfill.ts'

/** Images whose file is small and whose decoded pixels are not: each is refused from its header, before decoding. */
describe('images that would take the server down once decoded', () => {
  let t: TestApp
  let token: string
  /** 40,000,000 × 1 pixels of 16-bit RGBA: 311 KB, 320 MB decoded. */
  let longLine: Buffer
  /** 6324 × 6324 pixels (within 40 megapixels) of 16-bit RGBA: 320 MB decoded. */
  let deepSquare: Buffer
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('comunicacao')
    longLine = await blankPng(40_000_000, 1, { bitDepth: 16 })
    deepSquare = await blankPng(6324, 6324, { bitDepth: 16 })
  })
  beforeEach(async () => {
    await t.prisma.mediaImage.deleteMany()
  })
  afterAll(() => t.close())

  /** Sends the upload and asks /health while it is in work: the site must go on answering. */
  const uploadBeside = async (...files: Buffer[]) => {
    const uploads = Promise.all(files.map((file) => uploadImage(t, token, file)))
    const health = await t.request.get('/health')
    expect(health.status).toBe(200)
    return uploads
  }

  it('refuses a 311 KB PNG of 40,000,000 × 1 pixels with 413: too wide, however few its pixels', async () => {
    expect(longLine.length).toBeLessThan(320 * 1024)
    const [response] = await uploadBeside(longLine)
    expect(response!.status).toBe(413)
    expect(response!.body.mensagem).toBe(messages.media.sideTooLong)
    expect(await t.prisma.mediaImage.count()).toBe(0)
  })

  it('refuses a 16-bit RGBA PNG of 6324 × 6324 pixels with 413: under 40 megapixels, but 320 MB once decoded', async () => {
    const [response] = await uploadBeside(deepSquare)
    expect(response!.status).toBe(413)
    expect(response!.body.mensagem).toBe(messages.media.tooMuchMemory)
    expect(await t.prisma.mediaImage.count()).toBe(0)
  })

  it('refuses two bombs sent at once, and the site answers meanwhile', async () => {
    const responses = await uploadBeside(deepSquare, longLine)
    expect(responses.map((response) => [response.status, response.body.mensagem])).toEqual([
      [413, messages.media.tooMuchMemory],
      [413, messages.media.sideTooLong],
    ])
  })

  it('accepts a 16-bit PNG whose decoded size is within the limit, and derives its copies', async () => {
    const deep = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
      .png()
      .toColourspace('rgb16')
      .toBuffer()
    expect((await sharp(deep).metadata()).depth).toBe('ushort')
    const response = await uploadImage(t, token, deep)
    expect(response.status).toBe(201)
    expect((response.body as MediaItem).variantes.map((variant) => variant.largura)).toEqual([480, 720, 960, 480, 720, 960])
  })

  it('gives a very tall image only copies at most MEDIA_MAX_HEIGHT tall: their cost is bounded like the decoding', async () => {
    const response = await uploadImage(t, token, await blankPng(1000, 16_000))
    expect(response.status).toBe(201)
    const item = response.body as MediaItem
    expect(item.variantes.map((variant) => `${variant.formato}:${variant.largura}x${variant.altura}`)).toEqual([
      `avif:250x${MEDIA_MAX_HEIGHT}`,
      `webp:250x${MEDIA_MAX_HEIGHT}`,
    ])
  })

  it('keeps the start-up pass over missing copies from decoding a bomb stored before these limits', async () => {
    await t.prisma.mediaImage.create({
      data: { hash: 'b'.repeat(32), fileName: 'bomba.png', mimeType: 'image/png', width: 40_000_000, height: 1, size: longLine.length, content: new Uint8Array(longLine) },
    })
    expect(await deriveMissingVariants(t.prisma)).toBe(0)
    expect(await t.prisma.mediaVariant.count()).toBe(0)
  })
})
