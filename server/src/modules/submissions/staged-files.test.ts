/** Staged files (large objects) exist only while their submission is being stored, whatever happens to it. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { DOCUMENT_REQUEST, NOTHING_STORED, PDF, storedCounts } from '../../../test/support/submission-fixtures.ts'
import { storeSubmission, type DocumentRequestFieldsOutput } from './service.ts'
import { STAGED_COMMENT, STAGED_MAX_AGE_MS } from '../../db/queries/submission-files.ts'
import type { UploadedFile } from './upload.ts'

describe('staged files', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    t = await createTestApp({ extra: { mail: { startWorker: false } } })
    dir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-staging-test-'))
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })

  const largeObjects = async () =>
    (await t.prisma.$queryRaw<{ oid: number }[]>`SELECT "oid"::int AS "oid" FROM pg_largeobject_metadata ORDER BY "oid"`).map(
      (row) => row.oid,
    )

  const pdfUpload = async (field: string): Promise<UploadedFile> => {
    const file = path.join(dir, field)
    await writeFile(file, PDF)
    return { field, fileName: `${field}.pdf`, mimeType: 'application/pdf', size: PDF.length, path: file }
  }

  const submit = async (fields: Partial<DocumentRequestFieldsOutput> = {}) =>
    storeSubmission(
      { prisma: t.prisma, files: t.queries.submissionFiles, mailer: { wake() {} }, log: t.app.log, mailTo: t.config.MAIL_TO_REQUERIMENTO },
      'documentRequest',
      { ...DOCUMENT_REQUEST, declaracao: true, ...fields } as DocumentRequestFieldsOutput,
      new Map([
        ['rg', await pdfUpload('rg')],
        ['certidao', await pdfUpload('certidao')],
      ]),
    )

  it('are gone once the submission is stored', async () => {
    await submit()
    expect(await largeObjects()).toEqual([])
    const files = await t.prisma.submissionFile.findMany()
    expect(files.map((file) => Buffer.from(file.content).equals(PDF))).toEqual([true, true])
  })

  it('are discarded when the transaction fails, and nothing is stored', async () => {
    await t.prisma.documentRequest.deleteMany()
    await t.prisma.outboxMail.deleteMany()
    // PostgreSQL refuses a NUL in text: the transaction fails after both files were staged.
    await expect(submit({ nome: 'Bento\u0000Teste' })).rejects.toThrow()
    expect(await largeObjects()).toEqual([])
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('left behind over an hour ago (a crash) are swept at the next submission; recent or foreign ones are not', async () => {
    const stale = await t.queries.submissionFiles.stage((await pdfUpload('stale')).path)
    const recent = await t.queries.submissionFiles.stage((await pdfUpload('recent')).path)
    const [{ oid: foreign }] = await t.prisma.$queryRaw<[{ oid: number }]>`SELECT lo_from_bytea(0, '\\x01')::int AS "oid"`
    await t.prisma.$executeRawUnsafe(`COMMENT ON LARGE OBJECT ${stale} IS '${STAGED_COMMENT} ${Date.now() - STAGED_MAX_AGE_MS - 60_000}'`)
    await t.prisma.$executeRawUnsafe(`COMMENT ON LARGE OBJECT ${foreign} IS 'outra coisa'`)

    await submit()
    expect(await largeObjects()).toEqual([recent, foreign].sort((a, b) => a - b))
    await t.prisma.$queryRaw`SELECT lo_unlink("oid") FROM pg_largeobject_metadata`
  })
})
