import type { PrismaClient } from '../../db/prisma.ts'
import { isUniqueViolation } from '../../errors.ts'
import { analyseImage, contentHash, type AnalysedImage, type DerivedVariant } from '../../images/image-pipeline.ts'

const findByHash = (prisma: PrismaClient, hash: string) => prisma.mediaImage.findUnique({ where: { hash }, select: { id: true } })

/**
 * Stores an image of the media library, without its metadata, with its AVIF/WebP copies and returns its id. The same
 * file uploaded again, even by two uploads at once, gives back the image already there (its address is the hash of
 * the uploaded bytes). A copy's address hashes its image's hash with its own bytes: two images one shade apart can
 * give identical copies.
 */
export async function storeMediaImage(prisma: PrismaClient, fileName: string, content: Buffer, alt = ''): Promise<number> {
  const hash = contentHash(content)
  const existing = await findByHash(prisma, hash)
  if (existing) return existing.id
  const image = await analyseImage(content)
  try {
    return await createImage(prisma, { hash, fileName, alt, image })
  } catch (error) {
    const stored = isUniqueViolation(error) ? await findByHash(prisma, hash) : null
    if (stored) return stored.id
    throw error
  }
}

interface NewImage {
  hash: string
  fileName: string
  alt: string
  image: AnalysedImage
}

async function createImage(prisma: PrismaClient, { hash, fileName, alt, image }: NewImage): Promise<number> {
  const created = await prisma.mediaImage.create({
    data: {
      hash,
      fileName,
      alt,
      mimeType: image.type.mimeType,
      width: image.width,
      height: image.height,
      size: image.original.length,
      content: new Uint8Array(image.original),
      metadataRemoved: true,
      variants: { create: variantRows(hash, image.variants) },
    },
    select: { id: true },
  })
  return created.id
}

/** The rows of an image's copies; each address hashes the image's hash with the copy's own bytes. */
export const variantRows = (imageHash: string, variants: DerivedVariant[]) =>
  variants.map((variant) => ({
    hash: contentHash(Buffer.from(imageHash), variant.content),
    format: variant.format,
    mimeType: variant.mimeType,
    width: variant.width,
    height: variant.height,
    size: variant.content.length,
    content: new Uint8Array(variant.content),
  }))
