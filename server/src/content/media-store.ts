import type { PrismaClient } from '../db/prisma.ts'
import { analyseImage, contentHash } from './image-pipeline.ts'

/**
 * Stores an image of the media library with its AVIF/WebP copies and returns its id. The same bytes stored again
 * give back the image already there (its address is the hash of those bytes).
 */
export async function storeMediaImage(prisma: PrismaClient, fileName: string, content: Buffer, alt = ''): Promise<number> {
  const hash = contentHash(content)
  const existing = await prisma.mediaImage.findUnique({ where: { hash }, select: { id: true } })
  if (existing) return existing.id
  const image = await analyseImage(content)
  const created = await prisma.mediaImage.create({
    data: {
      hash,
      fileName,
      alt,
      mimeType: image.type.mimeType,
      width: image.width,
      height: image.height,
      size: content.length,
      content: new Uint8Array(content),
      variants: {
        create: image.variants.map((variant) => ({
          hash: variant.hash,
          format: variant.format,
          mimeType: variant.mimeType,
          width: variant.width,
          height: variant.height,
          size: variant.content.length,
          content: new Uint8Array(variant.content),
        })),
      },
    },
    select: { id: true },
  })
  return created.id
}
