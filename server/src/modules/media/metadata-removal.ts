import type { PrismaClient } from '../../db/prisma.ts'
import { passOverRefused, removeMetadata } from '../../images/image-pipeline.ts'

/**
 * Removes the metadata (GPS position, camera, author...) of the originals stored before uploads were cleaned, one
 * image at a time, and returns how many it cleaned. Each image is written once, with its flag, in one statement:
 * after a kill -9 the next start goes on with the ones left, and of two instances at it only the first write counts.
 * An image an upload would now refuse stays as it is, and is not served.
 */
export async function removeStoredMetadata(prisma: PrismaClient): Promise<number> {
  const pending = await prisma.mediaImage.findMany({ where: { metadataRemoved: false }, select: { id: true }, orderBy: { id: 'asc' } })
  let cleaned = 0
  for (const { id } of pending) {
    const stored = await prisma.mediaImage.findFirst({ where: { id, metadataRemoved: false }, select: { content: true } })
    if (!stored) continue
    const content = await removeMetadata(Buffer.from(stored.content)).catch(passOverRefused)
    if (!content) continue
    const { count } = await prisma.mediaImage.updateMany({
      where: { id, metadataRemoved: false },
      data: { content: new Uint8Array(content), size: content.length, metadataRemoved: true },
    })
    cleaned += count
  }
  return cleaned
}
