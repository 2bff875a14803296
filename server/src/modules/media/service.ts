import { messages, type MediaItem } from '@site/contracts'
import { PICTURE_SELECT, toPicture } from './pictures.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { conflict, isRecordNotFound, notFound } from '../../errors.ts'
import { storeMediaImage } from './media-store.ts'
import { findImageUses } from './usage.ts'

const msg = messages.media

const ITEM_SELECT = { ...PICTURE_SELECT, id: true, fileName: true, size: true, createdAt: true } as const

type ItemRow = Awaited<ReturnType<typeof findItem>>

const findItem = (prisma: PrismaClient, id: number) =>
  prisma.mediaImage.findUniqueOrThrow({ where: { id }, select: ITEM_SELECT })

const toMediaItem = (row: ItemRow): MediaItem => ({
  ...toPicture(row),
  id: row.id,
  nome: row.fileName,
  tipo: row.mimeType,
  tamanho: row.size,
  criadoEm: row.createdAt.toISOString(),
})

/** Prisma's code for a row still referenced by a foreign key with ON DELETE RESTRICT. */
const isStillReferenced = (error: unknown) =>
  typeof error === 'object' && error !== null && ['P2003', 'P2014'].includes((error as { code?: string }).code ?? '')

/** Stores an upload and its AVIF/WebP copies (the same bytes again: the image already stored). */
export async function storeImage(prisma: PrismaClient, fileName: string, content: Buffer): Promise<MediaItem> {
  return toMediaItem(await findItem(prisma, await storeMediaImage(prisma, fileName, content)))
}

export async function listImages(prisma: PrismaClient): Promise<MediaItem[]> {
  const rows = await prisma.mediaImage.findMany({ select: ITEM_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
  return rows.map(toMediaItem)
}

export async function updateAlt(prisma: PrismaClient, id: number, alt: string): Promise<MediaItem> {
  try {
    return toMediaItem(await prisma.mediaImage.update({ where: { id }, data: { alt }, select: ITEM_SELECT }))
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    throw error
  }
}

/** An image a page (or a news item in the trash) still uses stays: 409 with the places that use it. */
export async function deleteImage(prisma: PrismaClient, id: number): Promise<void> {
  const image = await prisma.mediaImage.findUnique({ where: { id }, select: { hash: true, variants: { select: { hash: true } } } })
  if (!image) throw notFound(msg.notFound)
  const uses = await findImageUses(prisma, { id, hashes: [image.hash, ...image.variants.map((variant) => variant.hash)] })
  if (uses.length > 0) throw conflict(msg.inUseBy(uses.join(', ')))
  try {
    await prisma.mediaImage.delete({ where: { id } })
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    if (isStillReferenced(error)) throw conflict(msg.inUse)
    throw error
  }
}

/**
 * The bytes behind /midia/<hash>.<ext>: a derived copy or an original, only under its own extension. An original
 * stored before uploads were cleaned is not served until the pass at start has removed its metadata.
 */
export async function findMediaFile(prisma: PrismaClient, fileName: string) {
  const [hash, extension] = fileName.split('.') as [string, string]
  const variant = await prisma.mediaVariant.findUnique({ where: { hash }, select: { format: true, mimeType: true, content: true } })
  if (variant && variant.format === extension) return { mimeType: variant.mimeType, content: variant.content }
  const original = await prisma.mediaImage.findFirst({ where: { hash, metadataRemoved: true }, select: { mimeType: true, content: true } })
  if (original && original.mimeType.endsWith(extension === 'jpg' ? 'jpeg' : extension)) return original
  throw notFound(msg.notFound)
}
