import { messages, type Picture } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { badRequest } from '../../errors.ts'
import { PICTURE_SELECT, toPicture } from './pictures.ts'

/** The app's client or the one of an open transaction. */
export type Db = PrismaClient | Prisma.TransactionClient

/** /midia/<hash>.<ext> at the end of an address, relative or absolute: the hash of an original or of a copy. */
const MEDIA_ADDRESS = /\/midia\/([0-9a-f]{20,64})\.(?:jpg|png|webp|avif)$/

/** The hash a media address names, or undefined for any other address (a picture of the site's own folder). */
export const mediaHashOf = (url: string): string | undefined => MEDIA_ADDRESS.exec(url.trim())?.[1]

/** An image a page uses must be in the library and have its alt text written: 400 otherwise. */
export async function checkUsableImage(db: Db, id: number): Promise<void> {
  const image = await db.mediaImage.findUnique({ where: { id }, select: { alt: true } })
  if (!image) throw badRequest(messages.media.notFound)
  if (!image.alt.trim()) throw badRequest(messages.media.needsAlt)
}

/** The same check for an image named by its address (an event's `foto`); any other address is left alone. */
export async function checkUsableImageUrl(db: Db, url: string): Promise<void> {
  const hash = mediaHashOf(url)
  if (hash === undefined) return
  const image = await db.mediaImage.findFirst({ where: byHash([hash]), select: { id: true } })
  if (!image) throw badRequest(messages.media.notFound)
  await checkUsableImage(db, image.id)
}

/** The pictures of these images, by id; an id that names no image is left out. */
export async function picturesById(db: Db, ids: readonly number[]): Promise<Map<number, Picture>> {
  if (ids.length === 0) return new Map()
  const rows = await db.mediaImage.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, ...PICTURE_SELECT } })
  return new Map(rows.map((row) => [row.id, toPicture(row)]))
}

const byHash = (hashes: string[]) => ({ OR: [{ hash: { in: hashes } }, { variants: { some: { hash: { in: hashes } } } }] })

/** The pictures behind media addresses (of an original or of any copy), by address; other addresses are left out. */
async function picturesByUrl(db: Db, urls: readonly string[]): Promise<Map<string, Picture>> {
  const hashes = [...new Set(urls.map(mediaHashOf).filter((hash) => hash !== undefined))]
  if (hashes.length === 0) return new Map()
  const rows = await db.mediaImage.findMany({ where: byHash(hashes), select: PICTURE_SELECT })
  const byOwnHash = new Map<string, Picture>()
  for (const row of rows) {
    const picture = toPicture(row)
    for (const hash of [row.hash, ...row.variants.map((variant) => variant.hash)]) byOwnHash.set(hash, picture)
  }
  return new Map(urls.flatMap((url) => {
    const picture = byOwnHash.get(mediaHashOf(url) ?? '')
    return picture ? [[url, picture] as const] : []
  }))
}

/** Records that name their photo by address (events, lectures), each with the picture of that image or null. */
export async function withPicturesByUrl<T extends { foto: string }>(db: Db, items: T[]): Promise<(T & { imagem: Picture | null })[]> {
  const pictures = await picturesByUrl(db, items.map((item) => item.foto))
  return items.map((item) => ({ ...item, imagem: pictures.get(item.foto) ?? null }))
}
