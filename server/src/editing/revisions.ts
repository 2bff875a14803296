import { messages, type ContentRevision } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import type { Prisma } from '../generated/prisma/client.ts'
import type { PrismaClient } from '../db/prisma.ts'
import { notFound } from '../errors.ts'

/** What every editable record keeps of each save; `entityType` says what it is ('noticia', or a list's kind: 'equipe'...). */
export interface RevisionEntry {
  entityType: string
  entityId: number
  snapshot: Prisma.InputJsonObject
  authorName: string
  at: Date
}

type Db = Pick<PrismaClient, 'contentRevision'>

/** Who saves and when: the staff member's name from the token and the app's clock. */
export interface Editor {
  name: string
  now: Date
}

export const editorOf = (request: FastifyRequest, clock: () => Date): Editor => ({ name: request.user.nome, now: clock() })

export async function recordRevision(db: Db, entry: RevisionEntry): Promise<void> {
  const { entityType, entityId, snapshot, authorName, at } = entry
  await db.contentRevision.create({ data: { entityType, entityId, snapshot, authorName, createdAt: at } })
}

/** A record's revisions, newest first. */
export async function listRevisions(db: Db, entityType: string, entityId: number): Promise<ContentRevision[]> {
  const rows = await db.contentRevision.findMany({
    where: { entityType, entityId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return rows.map((row) => ({
    id: row.id,
    autor: row.authorName,
    criadoEm: row.createdAt.toISOString(),
    dados: row.snapshot as Record<string, unknown>,
  }))
}

/** Whether a record has any revision yet. */
export async function hasRevisions(db: Db, entityType: string, entityId: number): Promise<boolean> {
  return (await db.contentRevision.count({ where: { entityType, entityId } })) > 0
}

/** The fields a record had in one of its own revisions; a revision of another record is not found. */
export async function revisionSnapshot(db: Db, entityType: string, entityId: number, revisionId: number): Promise<unknown> {
  const row = await db.contentRevision.findFirst({ where: { id: revisionId, entityType, entityId } })
  if (!row) throw notFound(messages.contentHistory.revisionNotFound)
  return row.snapshot
}

/** When a record's revisions go: with the record itself, when it is purged from the trash. */
export async function deleteRevisions(db: Db, entityType: string, entityIds: number[]): Promise<void> {
  await db.contentRevision.deleteMany({ where: { entityType, entityId: { in: entityIds } } })
}
