import { messages } from '@site/contracts'
import { readFile } from 'node:fs/promises'
import type { PrismaClient } from '../../db/prisma.ts'
import { notFound } from '../../errors.ts'
import type { SitemapArticle } from '../../pages/sitemap.ts'

/** Published, its time has come, not in the trash: the articles visitors can open. */
export async function listSitemapArticles(prisma: PrismaClient, now: Date): Promise<SitemapArticle[]> {
  const rows = await prisma.newsItem.findMany({
    where: { estado: 'publicado', publicadoEm: { lte: now }, deletedAt: null },
    select: { slug: true, publicadoEm: true, updatedAt: true },
    orderBy: [{ publicadoEm: 'desc' }, { id: 'desc' }],
  })
  // A scheduled article saved before its time changed last when it went public.
  return rows.map((row) => ({ slug: row.slug, lastModified: row.updatedAt > row.publicadoEm ? row.updatedAt : row.publicadoEm }))
}

/** The stored original of a media library image, by its own hash or the hash of one of its copies. */
export async function findImageOriginal(prisma: PrismaClient, hash: string): Promise<Uint8Array> {
  const image = await prisma.mediaImage.findFirst({
    where: { OR: [{ hash }, { variants: { some: { hash } } }] },
    select: { content: true },
  })
  if (!image) throw notFound(messages.media.notFound)
  return image.content
}

/** The site's SVG icon, from the built client. */
export async function readIconSvg(clientDist: string): Promise<Buffer> {
  try {
    return await readFile(`${clientDist}/favicon.svg`)
  } catch {
    throw notFound(messages.common.notFound)
  }
}

/**
 * Generated files kept in memory, each made once: icons and section pictures (a few dozen KB each) and the covers
 * of the articles shared lately. The least recently used one goes first past `limit` entries; a failure is not kept.
 */
export function fileCache<File = Buffer>(limit: number) {
  const files = new Map<string, Promise<File>>()
  return (key: string, make: () => Promise<File>): Promise<File> => {
    const cached = files.get(key)
    if (cached) {
      files.delete(key)
      files.set(key, cached)
      return cached
    }
    const made = make()
    made.catch(() => files.delete(key))
    files.set(key, made)
    if (files.size > limit) files.delete(files.keys().next().value!)
    return made
  }
}
