/**
 * The bytes of SubmissionFile.content, in and out, without passing through Prisma.
 *
 * In: how an uploaded file's bytes reach SubmissionFile.content without passing through Prisma, which base64-encodes
 * and copies every binary parameter several times (five 24 MB requests took the process from 240 to 520 MB).
 *
 * The bytes are first written, a chunk at a time with binary parameters, into a large object on a connection of
 * their own: the "staged" file. The submission's transaction then copies the object into the row and unlinks it,
 * so a file exists exactly when its submission does. A staged object whose transaction failed is discarded at
 * once; one left behind by a crash carries its creation time in its comment and is swept an hour later.
 */
import { createReadStream } from 'node:fs'
import type pg from 'pg'
import type { Prisma } from '../../generated/prisma/client.ts'

/** How much of a file is in memory at once on its way to the database. */
const CHUNK_BYTES = 1024 * 1024
/** A chunk travels as hexadecimal text, twice its size: small enough to stay out of V8's large-object space. */
const ATTACHMENT_CHUNK_BYTES = 256 * 1024
export const STAGED_COMMENT = 'fundacao-upload-staged'
export const STAGED_MAX_AGE_MS = 60 * 60_000

/** Writes the file at `source` into a new large object and returns its oid. */
async function stageFile(pool: pg.Pool, source: string): Promise<number> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ oid: number }>('SELECT lo_create(0) AS "oid"')
    const oid = Number(rows[0]?.oid)
    if (!Number.isSafeInteger(oid)) throw new Error('lo_create did not return an oid')
    let offset = 0
    for await (const chunk of createReadStream(source, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      await client.query('SELECT lo_put($1::oid, $2::bigint, $3::bytea)', [oid, offset, chunk])
      offset += chunk.length
    }
    // COMMENT takes no parameters; both values are numbers this code made.
    await client.query(`COMMENT ON LARGE OBJECT ${oid} IS '${STAGED_COMMENT} ${Date.now()}'`)
    await client.query('COMMIT')
    return oid
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** Inside the submission's transaction: the staged bytes become the row's content, and the staged object goes. */
export async function adoptStagedFile(tx: Prisma.TransactionClient, fileId: number, oid: number): Promise<void> {
  await tx.$executeRaw`UPDATE "SubmissionFile" SET "content" = lo_get(${oid}::oid) WHERE "id" = ${fileId}`
  await tx.$executeRaw`SELECT lo_unlink(${oid}::oid)`
}

/** Unlinks those of `oids` that still exist (the transaction that should have adopted them failed). */
async function discardStagedFiles(pool: pg.Pool, oids: number[]): Promise<void> {
  if (oids.length === 0) return
  await pool.query('SELECT lo_unlink("oid") FROM pg_largeobject_metadata WHERE "oid" = ANY($1::oid[])', [oids])
}

/** Unlinks staged objects older than an hour: what a crash between staging and the transaction left behind. */
async function sweepStagedFiles(pool: pg.Pool): Promise<void> {
  await pool.query(
    `SELECT lo_unlink("oid") FROM (
       SELECT "oid", obj_description("oid", 'pg_largeobject') AS "note" FROM pg_largeobject_metadata) AS staged
      WHERE CASE WHEN "note" ~ $1 THEN split_part("note", ' ', 2)::bigint < $2 END`,
    [`^${STAGED_COMMENT} [0-9]+$`, Date.now() - STAGED_MAX_AGE_MS],
  )
}

/** Out: a stored file's bytes, a chunk at a time: Prisma would read the whole value at once, then copy it. */
async function* fileChunks(pool: pg.Pool, fileId: number, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += ATTACHMENT_CHUNK_BYTES) {
    const { rows } = await pool.query<{ chunk: Buffer }>(
      'SELECT substring("content" FROM $2::int FOR $3::int) AS "chunk" FROM "SubmissionFile" WHERE "id" = $1::int',
      [fileId, offset + 1, ATTACHMENT_CHUNK_BYTES],
    )
    if (!rows[0]) throw new Error('attachment deleted while sending')
    yield rows[0].chunk
  }
}

export interface SubmissionFileQueries {
  /** Writes the file at `source` into a new staged large object and returns its oid. */
  stage(source: string): Promise<number>
  /** Unlinks those of `oids` that still exist (the transaction that should have adopted them failed). */
  discard(oids: number[]): Promise<void>
  /** Unlinks staged objects older than an hour: what a crash between staging and the transaction left behind. */
  sweep(): Promise<void>
  /** A stored file's content, read a chunk at a time. */
  chunks(fileId: number, size: number): AsyncGenerator<Buffer>
}

export function submissionFileQueries(pool: pg.Pool): SubmissionFileQueries {
  return {
    stage: (source) => stageFile(pool, source),
    discard: (oids) => discardStagedFiles(pool, oids),
    sweep: () => sweepStagedFiles(pool),
    chunks: (fileId, size) => fileChunks(pool, fileId, size),
  }
}
