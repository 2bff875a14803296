import {
  messages,
  NEWS_PER_PAGE,
  newsInputSchema,
  slugify,
  type AdminNews,
  type AdminNewsSummary,
  type ContentRevision,
  type NewsArticle,
  type NewsCard,
  type NewsPage,
  type TrashItem,
} from '@site/contracts'
import type { z } from 'zod'
import { checkUsableImage, PICTURE_SELECT, toPicture } from '../media/index.ts'
import { deleteRevisions, listRevisions, recordRevision, revisionSnapshot, type Editor } from '../../editing/revisions.ts'
import { hasContent, sanitizeRichText } from '../../editing/sanitize.ts'
import { trashCutoff, trashExpiry } from '../../editing/trash.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts'

type NewsInput = z.output<typeof newsInputSchema>
type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

/** The revisions' and the trash's name for this content type. */
export const NEWS_ENTITY = 'noticia'
const msg = messages.news


const SELECT = {
  id: true,
  slug: true,
  titulo: true,
  resumo: true,
  corpo: true,
  estado: true,
  publicadoEm: true,
  coverImageId: true,
  updatedAt: true,
  coverImage: { select: PICTURE_SELECT },
} as const

type Row = Prisma.NewsItemGetPayload<{ select: typeof SELECT }>

/** Visible to visitors: published, its time has come, not in the trash. */
const visibleAt = (now: Date) => ({ estado: 'publicado', publicadoEm: { lte: now }, deletedAt: null })

const toCard = (row: Row): NewsCard => ({
  slug: row.slug,
  titulo: row.titulo,
  resumo: row.resumo,
  publicadoEm: row.publicadoEm.toISOString(),
  capa: row.coverImage ? toPicture(row.coverImage) : null,
})

const toArticle = (row: Row): NewsArticle => ({ ...toCard(row), corpo: row.corpo })

const toAdminNews = (row: Row): AdminNews => ({
  ...toArticle(row),
  id: row.id,
  estado: row.estado as AdminNews['estado'],
  capaId: row.coverImageId,
  atualizadoEm: row.updatedAt.toISOString(),
})

/** One page of published news, newest first; a page past the end shows the last one. */
export async function listPublishedNews(prisma: PrismaClient, page: number, now: Date): Promise<NewsPage> {
  const where = visibleAt(now)
  const total = await prisma.newsItem.count({ where })
  const totalPaginas = Math.max(1, Math.ceil(total / NEWS_PER_PAGE))
  const pagina = Math.min(page, totalPaginas)
  const rows = await prisma.newsItem.findMany({
    where,
    select: SELECT,
    orderBy: [{ publicadoEm: 'desc' }, { id: 'desc' }],
    skip: (pagina - 1) * NEWS_PER_PAGE,
    take: NEWS_PER_PAGE,
  })
  return { itens: rows.map(toCard), pagina, totalPaginas, total }
}

export type PublishedLookup = { article: NewsArticle } | { movedTo: string }

/**
 * A published news item by its address. An address it had before, or the same one in other letter case, answers
 * with the current slug to redirect to; a draft, a scheduled item or an unknown address is null.
 */
export async function lookUpPublishedNews(prisma: PrismaClient, slug: string, now: Date): Promise<PublishedLookup | null> {
  const key = slug.toLowerCase()
  const row = await prisma.newsItem.findFirst({ where: { slug: key, ...visibleAt(now) }, select: SELECT })
  if (row) return row.slug === slug ? { article: toArticle(row) } : { movedTo: row.slug }
  const redirect = await prisma.newsSlugRedirect.findUnique({ where: { slug: key }, select: { newsId: true } })
  const target = redirect
    ? await prisma.newsItem.findFirst({ where: { id: redirect.newsId, ...visibleAt(now) }, select: { slug: true } })
    : null
  return target ? { movedTo: target.slug } : null
}

/** As lookUpPublishedNews; what is not found is a 404. */
export async function findPublishedNews(prisma: PrismaClient, slug: string, now: Date): Promise<PublishedLookup> {
  const found = await lookUpPublishedNews(prisma, slug, now)
  if (!found) throw notFound(msg.notFound)
  return found
}

/** Every news item outside the trash, for the staff's list: newest first by the publication date the list shows. */
export async function listNewsForStaff(prisma: PrismaClient): Promise<AdminNewsSummary[]> {
  const rows = await prisma.newsItem.findMany({
    where: { deletedAt: null },
    select: { id: true, slug: true, titulo: true, estado: true, publicadoEm: true, coverImageId: true, updatedAt: true },
    orderBy: [{ publicadoEm: 'desc' }, { id: 'desc' }],
  })
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    titulo: row.titulo,
    estado: row.estado as AdminNews['estado'],
    publicadoEm: row.publicadoEm.toISOString(),
    capaId: row.coverImageId,
    atualizadoEm: row.updatedAt.toISOString(),
  }))
}

export async function findNewsForStaff(prisma: PrismaClient, id: number): Promise<AdminNews> {
  const row = await prisma.newsItem.findFirst({ where: { id, deletedAt: null }, select: SELECT })
  if (!row) throw notFound(msg.notFound)
  return toAdminNews(row)
}

/** Whether another news item has this address now or had it before (its old address still leads to it). */
async function slugTaken(tx: Tx, slug: string, ownId: number | null) {
  const notOwn = ownId === null ? {} : { not: ownId }
  const [current, old] = await Promise.all([
    tx.newsItem.count({ where: { slug, id: notOwn } }),
    tx.newsSlugRedirect.count({ where: { slug, newsId: notOwn } }),
  ])
  return current + old > 0
}

/** The slug asked for (409 when another item has it), or one made from the title, numbered when taken. */
async function chooseSlug(tx: Tx, input: NewsInput, ownId: number | null): Promise<string> {
  if (input.slug) {
    if (await slugTaken(tx, input.slug, ownId)) throw conflict(msg.slugTaken)
    return input.slug
  }
  const base = slugify(input.titulo) || 'noticia'
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await slugTaken(tx, candidate, ownId))) return candidate
  }
}

/**
 * Creates (id null) or updates a news item and records the revision. The body is sanitised first; a changed slug
 * leaves the old one answering with a redirect.
 */
export async function saveNews(prisma: PrismaClient, id: number | null, input: NewsInput, editor: Editor): Promise<AdminNews> {
  const corpo = sanitizeRichText(input.corpo)
  if (input.estado === 'publicado' && !hasContent(corpo)) throw badRequest(msg.bodyRequired)
  try {
    return await prisma.$transaction(async (tx) => {
      const current = id === null ? null : await tx.newsItem.findFirst({ where: { id, deletedAt: null }, select: { slug: true } })
      if (id !== null && !current) throw notFound(msg.notFound)
      if (input.capaId !== null) await checkUsableImage(tx, input.capaId)
      const slug = await chooseSlug(tx, input, id)
      const data = {
        slug,
        titulo: input.titulo,
        resumo: input.resumo,
        corpo,
        coverImageId: input.capaId,
        estado: input.estado,
        publicadoEm: new Date(input.publicadoEm),
      }
      const row = id === null
        ? await tx.newsItem.create({ data, select: SELECT })
        : await tx.newsItem.update({ where: { id }, data, select: SELECT })
      if (current && current.slug !== slug) {
        // Back to an address it had before: that one is no longer a redirect.
        await tx.newsSlugRedirect.deleteMany({ where: { slug } })
        await tx.newsSlugRedirect.upsert({
          where: { slug: current.slug },
          create: { slug: current.slug, newsId: row.id },
          update: { newsId: row.id },
        })
      }
      const { coverImageId, publicadoEm, ...fields } = data
      await recordRevision(tx, {
        entityType: NEWS_ENTITY,
        entityId: row.id,
        snapshot: { ...fields, capaId: coverImageId, publicadoEm: publicadoEm.toISOString() },
        authorName: editor.name,
        at: editor.now,
      })
      return toAdminNews(row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.slugTaken)
    throw error
  }
}

export async function newsRevisions(prisma: PrismaClient, id: number): Promise<ContentRevision[]> {
  await findNewsForStaff(prisma, id)
  return listRevisions(prisma, NEWS_ENTITY, id)
}

/**
 * Saves the text of an earlier revision (title, address, summary, body, cover) as a new version, itself a revision.
 * Whether and when the item is published stays as it is now: restoring never publishes a draft nor unpublishes.
 */
export async function restoreNewsRevision(prisma: PrismaClient, id: number, revisionId: number, editor: Editor): Promise<AdminNews> {
  const current = await findNewsForStaff(prisma, id)
  const snapshot = await revisionSnapshot(prisma, NEWS_ENTITY, id, revisionId)
  const parsed = newsInputSchema.safeParse({ ...(snapshot as object), estado: current.estado, publicadoEm: current.publicadoEm })
  if (!parsed.success) throw badRequest(messages.common.invalidRequest)
  return saveNews(prisma, id, parsed.data, editor)
}

/** Moves a news item to the trash: off the site at once, restorable for 30 days. */
export async function moveNewsToTrash(prisma: PrismaClient, id: number, now: Date): Promise<void> {
  const { count } = await prisma.newsItem.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now } })
  if (count === 0) throw notFound(msg.notFound)
}

/** Deletes for good what has been in the trash for more than 30 days, with its revisions and old addresses. */
export async function purgeExpiredNews(prisma: PrismaClient, now: Date): Promise<number> {
  const expired = await prisma.newsItem.findMany({ where: { deletedAt: { lt: trashCutoff(now) } }, select: { id: true } })
  if (expired.length === 0) return 0
  const ids = expired.map((row) => row.id)
  await prisma.$transaction(async (tx) => {
    await deleteRevisions(tx, NEWS_ENTITY, ids)
    await tx.newsItem.deleteMany({ where: { id: { in: ids } } })
  })
  return ids.length
}

export async function listNewsTrash(prisma: PrismaClient, now: Date): Promise<TrashItem[]> {
  await purgeExpiredNews(prisma, now)
  const rows = await prisma.newsItem.findMany({
    where: { deletedAt: { not: null } },
    select: { id: true, titulo: true, deletedAt: true },
    orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }],
  })
  return rows.map((row) => ({
    tipo: NEWS_ENTITY,
    id: row.id,
    titulo: row.titulo,
    excluidoEm: row.deletedAt!.toISOString(),
    expiraEm: trashExpiry(row.deletedAt!).toISOString(),
  }))
}

export async function restoreNewsFromTrash(prisma: PrismaClient, id: number, now: Date): Promise<void> {
  await purgeExpiredNews(prisma, now)
  const { count } = await prisma.newsItem.updateMany({ where: { id, deletedAt: { not: null } }, data: { deletedAt: null } })
  if (count === 0) throw notFound(messages.contentHistory.trashNotFound)
}
