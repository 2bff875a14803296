import { MEDIA_FORMATS } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { deriveVariants, passOverRefused, variantWidths } from '../../images/image-pipeline.ts'
import { variantRows } from './media-store.ts'

/** Prisma's code for a row whose foreign key points nowhere: here, an image deleted while its copies were made. */
const isOrphan = (error: unknown) => (error as { code?: string } | null)?.code === 'P2003'

/**
 * Derives the copies that images stored before MEDIA_WIDTHS grew are missing (the 720 px copy came after the first
 * uploads), one image at a time, and returns how many images gained copies; an image an upload would now refuse is
 * passed over. Two instances at it store each copy once: the image, format and width are a unique key.
 */
export async function deriveMissingVariants(prisma: PrismaClient): Promise<number> {
  const images = await prisma.mediaImage.findMany({
    select: { id: true, hash: true, width: true, height: true, variants: { select: { format: true, width: true } } },
    orderBy: { id: 'asc' },
  })
  let completed = 0
  for (const image of images) {
    const has = (format: string, width: number) =>
      image.variants.some((variant) => variant.format === format && variant.width === width)
    const missing = variantWidths(image.width, image.height).filter((width) => MEDIA_FORMATS.some((format) => !has(format, width)))
    if (missing.length === 0) continue
    const original = await prisma.mediaImage.findUnique({ where: { id: image.id }, select: { content: true } })
    if (!original) continue
    const variants = await deriveVariants(Buffer.from(original.content), missing).catch(passOverRefused)
    if (!variants) continue
    const rows = variantRows(image.hash, variants).map((row) => ({ ...row, imageId: image.id }))
    try {
      await prisma.mediaVariant.createMany({ data: rows, skipDuplicates: true })
      completed += 1
    } catch (error) {
      if (!isOrphan(error)) throw error
    }
  }
  return completed
}
