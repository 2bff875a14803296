import { CONTENT_INPUT_SCHEMAS, messages, type ContentKind, type ContentRevision } from '@site/contracts'
import { hasRevisions, listRevisions, recordRevision, revisionSnapshot, type Editor } from '../../editing/revisions.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { badRequest, notFound } from '../../errors.ts'

type Db = PrismaClient | Prisma.TransactionClient

/**
 * The revisions of a list item are kept under its kind ('equipe', 'parceiros'...), so a revision is found only
 * through an item of the list it belongs to.
 */
export async function recordItemRevision(db: Db, kind: ContentKind, id: number, data: object, editor: Editor): Promise<void> {
  await recordRevision(db, { entityType: kind, entityId: id, snapshot: data as Prisma.InputJsonObject, authorName: editor.name, at: editor.now })
}

/**
 * An item saved before revisions were kept (the seed's, or one edited before this feature) has none: its fields as
 * they are get a revision of their own, dated by its last change, before the first edit replaces them.
 */
export async function keepVersionBeforeHistory(
  db: Db,
  kind: ContentKind,
  row: { id: number; data: Prisma.JsonValue; updatedAt: Date },
): Promise<void> {
  if (await hasRevisions(db, kind, row.id)) return
  const editor = { name: messages.contentHistory.unknownAuthor, now: row.updatedAt }
  await recordItemRevision(db, kind, row.id, row.data as object, editor)
}

/** An item's revisions, newest first; an item in the trash or of another list is not found. */
export async function itemRevisions(prisma: PrismaClient, kind: ContentKind, id: number): Promise<ContentRevision[]> {
  const live = await prisma.contentItem.count({ where: { id, kind, deletedAt: null } })
  if (live === 0) throw notFound(messages.content.notFound)
  return listRevisions(prisma, kind, id)
}

/** The fields of one of an item's revisions, checked again by the kind's schema before they are saved. */
export async function revisionInput(prisma: PrismaClient, kind: ContentKind, id: number, revisionId: number): Promise<object> {
  const parsed = CONTENT_INPUT_SCHEMAS[kind].safeParse(await revisionSnapshot(prisma, kind, id, revisionId))
  if (!parsed.success) throw badRequest(messages.common.invalidRequest)
  return parsed.data
}
