import { CONTENT_KINDS, contentItemTitle, messages, type ContentItemOf, type ContentKind, type TrashItem } from '@site/contracts'
import { deleteRevisions } from '../../editing/revisions.ts'
import { trashCutoff, trashExpiry } from '../../editing/trash.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { notFound } from '../../errors.ts'
import { LIVE, lockList, toItem } from './service.ts'

const IN_TRASH = { deletedAt: { not: null } }

/**
 * Moves an item to the trash: off the site at once, restorable for 30 days. It keeps its position as the place to
 * go back to; the items after it move up one, so the list on the site stays numbered 1..n.
 */
export async function moveItemToTrash(prisma: PrismaClient, kind: ContentKind, id: number, now: Date): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockList(tx, kind)
    const row = await tx.contentItem.findFirst({ where: { id, kind, ...LIVE }, select: { position: true } })
    if (!row) throw notFound(messages.content.notFound)
    await tx.contentItem.update({ where: { id }, data: { deletedAt: now } })
    await tx.contentItem.updateMany({ where: { kind, ...LIVE, position: { gt: row.position } }, data: { position: { decrement: 1 } } })
  })
}

/**
 * Deletes for good the items of one list that have been in the trash for more than 30 days, with their revisions.
 * Under the list's lock, so a purge on another instance never meets a restore halfway.
 */
async function purgeKind(prisma: PrismaClient, kind: ContentKind, now: Date): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await lockList(tx, kind)
    const expired = await tx.contentItem.findMany({ where: { kind, deletedAt: { lt: trashCutoff(now) } }, select: { id: true } })
    if (expired.length === 0) return 0
    const ids = expired.map((row) => row.id)
    await deleteRevisions(tx, kind, ids)
    await tx.contentItem.deleteMany({ where: { id: { in: ids } } })
    return ids.length
  })
}

/** Purges what has expired in every list; how many items went. */
export async function purgeExpiredItems(prisma: PrismaClient, now: Date): Promise<number> {
  let purged = 0
  for (const kind of CONTENT_KINDS) purged += await purgeKind(prisma, kind, now)
  return purged
}

/** A list's items in the trash, last deleted first, with the moment each one is purged. */
export async function listItemTrash(prisma: PrismaClient, kind: ContentKind, now: Date): Promise<TrashItem[]> {
  await purgeKind(prisma, kind, now)
  const rows = await prisma.contentItem.findMany({
    where: { kind, ...IN_TRASH },
    select: { id: true, data: true, deletedAt: true },
    orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }],
  })
  return rows.map((row) => ({
    tipo: kind,
    id: row.id,
    titulo: contentItemTitle(kind, toItem(row) as ContentItemOf<ContentKind>),
    excluidoEm: row.deletedAt!.toISOString(),
    expiraEm: trashExpiry(row.deletedAt!).toISOString(),
  }))
}

/**
 * Brings an item back to the place it had (the third is third again), or to the end when the list has become
 * shorter than that; the items from that place on move down one.
 */
export async function restoreItemFromTrash(prisma: PrismaClient, kind: ContentKind, id: number, now: Date): Promise<void> {
  await purgeKind(prisma, kind, now)
  await prisma.$transaction(async (tx) => {
    await lockList(tx, kind)
    const row = await tx.contentItem.findFirst({ where: { id, kind, ...IN_TRASH }, select: { position: true } })
    if (!row) throw notFound(messages.contentHistory.trashNotFound)
    const live = await tx.contentItem.count({ where: { kind, ...LIVE } })
    const position = Math.min(row.position, live + 1)
    await tx.contentItem.updateMany({ where: { kind, ...LIVE, position: { gte: position } }, data: { position: { increment: 1 } } })
    await tx.contentItem.update({ where: { id }, data: { deletedAt: null, position } })
  })
}
