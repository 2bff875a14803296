import { messages, type ContentKind, type MoveDirection } from '@site/contracts'
import type { Editor } from '../../editing/revisions.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockName } from '../../db/queries/locks.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { notFound } from '../../errors.ts'
import { checkItemImage, withPictures } from './item-images.ts'
import { keepVersionBeforeHistory, recordItemRevision, revisionInput } from './revisions.ts'

/** An item as the API sends it: its id and the kind's fields. */
export type StoredItem = { id: number } & Record<string, unknown>


const IN_ORDER: Prisma.ContentItemOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }]

/** The items on the site: not in the trash. */
export const LIVE = { deletedAt: null }

export const toItem = (row: { id: number; data: Prisma.JsonValue }): StoredItem => ({
  ...(row.data as Record<string, unknown>),
  id: row.id,
})

/**
 * Creates, edits, moves and the trash's changes of one list wait for each other, so two of them never hand out the
 * same position (nor record two first revisions of one item).
 */
export const lockList = (tx: Prisma.TransactionClient, kind: ContentKind) => lockName(tx, 'contentList', kind)

/** The calendar reads by date (YYYY-MM-DD sorts as text), whatever order its entries were added in. */
const byDate = (a: StoredItem, b: StoredItem) => String(a.data).localeCompare(String(b.data))

/** A kind's items in the order the public pages show them: staff's order, but the calendar's by date. */
export async function listItems(prisma: PrismaClient | Prisma.TransactionClient, kind: ContentKind): Promise<StoredItem[]> {
  const rows = await prisma.contentItem.findMany({ where: { kind, ...LIVE }, orderBy: IN_ORDER, select: { id: true, data: true } })
  const items = rows.map(toItem)
  return withPictures(prisma, kind, kind === 'calendario' ? items.toSorted(byDate) : items)
}

/** Adds an item at the end of its list and records its first revision. */
export async function createItem(prisma: PrismaClient, kind: ContentKind, data: object, editor: Editor): Promise<StoredItem> {
  return prisma.$transaction(async (tx) => {
    await lockList(tx, kind)
    await checkItemImage(tx, kind, data)
    const last = await tx.contentItem.aggregate({ where: { kind, ...LIVE }, _max: { position: true } })
    const row = await tx.contentItem.create({
      data: { kind, position: (last._max.position ?? 0) + 1, data: data as Prisma.InputJsonObject },
    })
    await recordItemRevision(tx, kind, row.id, data, editor)
    const [item] = await withPictures(tx, kind, [toItem(row)])
    return item!
  })
}

/** Replaces an item's fields and records the revision; its place in the list stays. */
export async function updateItem(prisma: PrismaClient, kind: ContentKind, id: number, data: object, editor: Editor): Promise<StoredItem> {
  return prisma.$transaction(async (tx) => {
    await checkItemImage(tx, kind, data)
    await lockList(tx, kind)
    const row = await tx.contentItem.findFirst({ where: { id, kind, ...LIVE }, select: { id: true, data: true, updatedAt: true } })
    if (!row) throw notFound(messages.content.notFound)
    await keepVersionBeforeHistory(tx, kind, row)
    await tx.contentItem.update({ where: { id }, data: { data: data as Prisma.InputJsonObject } })
    await recordItemRevision(tx, kind, id, data, editor)
    const [item] = await withPictures(tx, kind, [{ ...data, id }])
    return item!
  })
}

/** Saves the fields of one of an item's revisions as a new version (itself a revision). */
export async function restoreItemRevision(
  prisma: PrismaClient,
  kind: ContentKind,
  id: number,
  revisionId: number,
  editor: Editor,
): Promise<StoredItem> {
  return updateItem(prisma, kind, id, await revisionInput(prisma, kind, id, revisionId), editor)
}

/**
 * Swaps an item with its neighbour above or below, or puts it before the first (after the last) item, and answers
 * the whole list in its new order. The first item moved up (or the last moved down) stays where it is. Items in the
 * trash are not neighbours.
 */
export async function moveItem(prisma: PrismaClient, kind: ContentKind, id: number, direction: MoveDirection): Promise<StoredItem[]> {
  return prisma.$transaction(async (tx) => {
    await lockList(tx, kind)
    const item = await tx.contentItem.findFirst({ where: { id, kind, ...LIVE }, select: { id: true, position: true } })
    if (!item) throw notFound(messages.content.notFound)
    if (direction === 'topo' || direction === 'fim') await moveToEdge(tx, kind, item, direction)
    else await swapWithNeighbour(tx, kind, item, direction)
    return listItems(tx, kind)
  })
}

type Placed = { id: number; position: number }

async function swapWithNeighbour(tx: Prisma.TransactionClient, kind: ContentKind, item: Placed, direction: 'acima' | 'abaixo') {
  const up = direction === 'acima'
  const neighbour = await tx.contentItem.findFirst({
    where: { kind, ...LIVE, position: up ? { lt: item.position } : { gt: item.position } },
    orderBy: [{ position: up ? 'desc' : 'asc' }, { id: up ? 'desc' : 'asc' }],
    select: { id: true, position: true },
  })
  if (!neighbour) return
  await tx.contentItem.update({ where: { id: item.id }, data: { position: neighbour.position } })
  await tx.contentItem.update({ where: { id: neighbour.id }, data: { position: item.position } })
}

/**
 * To the first (or last) place: the items it passes shift one place toward where it was, so the positions stay
 * 1..n without gaps, as the trash keeps them.
 */
async function moveToEdge(tx: Prisma.TransactionClient, kind: ContentKind, item: Placed, direction: 'topo' | 'fim') {
  const top = direction === 'topo'
  const passed = { kind, ...LIVE, NOT: { id: item.id }, position: top ? { lte: item.position } : { gte: item.position } }
  const { _min, _max, _count } = await tx.contentItem.aggregate({ where: passed, _min: { position: true }, _max: { position: true }, _count: true })
  if (_count === 0) return
  await tx.contentItem.updateMany({ where: passed, data: { position: top ? { increment: 1 } : { decrement: 1 } } })
  await tx.contentItem.update({ where: { id: item.id }, data: { position: top ? _min.position! : _max.position! } })
}
