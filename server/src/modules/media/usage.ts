import { CONTENT_IMAGE_FIELDS, messages, PHOTO_PAGES, type PhotoPageId } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { mediaFileUrl } from './pictures.ts'

const where = messages.media.inUseWhere

/** Text that contains an address of the image (its original or a copy), e.g. `<img src="/midia/<hash>.webp">`. */
const mentions = (field: 'corpo' | 'foto', hashes: string[]) =>
  hashes.map((hash) => ({ [field]: { contains: mediaFileUrl(hash, '') } }))

/** The content items of a kind whose data names the image (a team photo, a partner logo). */
const itemsNaming = (prisma: PrismaClient, kind: keyof typeof CONTENT_IMAGE_FIELDS, id: number) =>
  prisma.contentItem.findMany({
    where: { kind, data: { path: [CONTENT_IMAGE_FIELDS[kind].id], equals: id } },
    select: { data: true, deletedAt: true },
    orderBy: { position: 'asc' },
  })

const nameOf = (data: unknown) => String((data as { nome?: unknown }).nome ?? '')

const inTrash = (row: { deletedAt: Date | null }) => row.deletedAt !== null

/**
 * Where an image is used, one line per place, as the 409 of its deletion lists them: news covers and images inside
 * a news body, team photos, partner logos, page photos, the site's pages (their pictures and sharing picture) and event photos (an event names its photo by address, as
 * the API always did). Items in the trash count, marked as such: restored, they would show a missing picture.
 */
export async function findImageUses(prisma: PrismaClient, image: { id: number; hashes: string[] }): Promise<string[]> {
  const [news, team, partners, pages, events, sitePages] = await Promise.all([
    prisma.newsItem.findMany({
      where: { OR: [{ coverImageId: image.id }, ...mentions('corpo', image.hashes)] },
      select: { titulo: true, deletedAt: true },
      orderBy: { id: 'asc' },
    }),
    itemsNaming(prisma, 'equipe', image.id),
    itemsNaming(prisma, 'parceiros', image.id),
    prisma.pagePhoto.findMany({ where: { imageId: image.id }, select: { page: true } }),
    prisma.event.findMany({ where: { OR: mentions('foto', image.hashes) }, select: { titulo: true }, orderBy: { id: 'asc' } }),
    prisma.sitePage.findMany({ where: { imageIds: { has: image.id } }, select: { path: true, deletedAt: true }, orderBy: { pathKey: 'asc' } }),
  ])
  return [
    ...news.map((row) => where('notícia', row.titulo, inTrash(row))),
    ...team.map((row) => where('equipe', nameOf(row.data), inTrash(row))),
    ...partners.map((row) => where('parceiro', nameOf(row.data), inTrash(row))),
    ...pages.map((row) => where('página', PHOTO_PAGES[row.page as PhotoPageId]?.titulo ?? row.page)),
    ...events.map((row) => where('evento', row.titulo)),
    ...sitePages.map((row) => where('página', row.path, inTrash(row))),
  ]
}
