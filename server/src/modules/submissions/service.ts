import type { ContactSettings, documentRequestFieldsSchema, volunteerFieldsSchema } from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import { adoptStagedFile, type SubmissionFileQueries } from '../../db/queries/submission-files.ts'
import { nextProtocol } from '../../db/queries/protocols.ts'
import type { DocumentRequest, Prisma, VolunteerApplication } from '../../generated/prisma/client.ts'
import { enqueueMails, type QueuedMail, type SubmissionRef } from '../../mail/outbox.ts'
import { documentRequestMails, volunteerMails, type MailFile } from '../../mail/templates.ts'
import { readContacts } from '../site-settings/index.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { KINDS, type InboxKind } from './kinds.ts'
import type { UploadedFile } from './upload.ts'

export type VolunteerFieldsOutput = z.output<typeof volunteerFieldsSchema>
export type DocumentRequestFieldsOutput = z.output<typeof documentRequestFieldsSchema>

export interface SubmissionContext {
  prisma: PrismaClient
  files: SubmissionFileQueries
  mailer: Pick<Mailer, 'wake'>
  log: FastifyBaseLogger
  /** Where the staff copy goes: MAIL_TO_VOLUNTARIADO or MAIL_TO_REQUERIMENTO. */
  mailTo: string
}

/** A stored submission: its id and the protocol the visitor sees. */
export interface StoredSubmission {
  id: number
  protocolo: string
}

/** Copying the staged files is quick, but a loaded machine may need longer than Prisma's 5 s default. */
const STORE_TRANSACTION = { maxWait: 10_000, timeout: 30_000 }

interface StagedFile extends UploadedFile {
  oid: number
}

/**
 * Stages every file (see db/queries/submission-files.ts) and runs `store` in one transaction with them, then discards whatever
 * that transaction did not adopt: all of them when it failed, none when it committed.
 */
export async function transactionWithFiles<T>(
  ctx: Pick<SubmissionContext, 'prisma' | 'files' | 'log'>,
  files: Map<string, UploadedFile>,
  store: (tx: Prisma.TransactionClient, staged: Map<string, StagedFile>) => Promise<T>,
): Promise<T> {
  const logFailure = (message: string) => (error: unknown) => ctx.log.warn({ code: (error as { code?: string }).code }, message)
  await ctx.files.sweep().catch(logFailure('staged files: sweep failed'))
  const staged = new Map<string, StagedFile>()
  try {
    for (const [field, file] of files) staged.set(field, { ...file, oid: await ctx.files.stage(file.path) })
    return await ctx.prisma.$transaction((tx) => store(tx, staged), STORE_TRANSACTION)
  } finally {
    const oids = [...staged.values()].map((file) => file.oid)
    await ctx.files.discard(oids).catch(logFailure('staged files: discard failed'))
  }
}

/** Stores the files in the caller's transaction, in the order of `labels`, and describes them for the mails. */
export async function storeFiles(
  tx: Prisma.TransactionClient,
  owner: SubmissionRef,
  files: Map<string, StagedFile>,
  labels: Record<string, { label: string }>,
): Promise<MailFile[]> {
  const stored: MailFile[] = []
  for (const [field, { label }] of Object.entries(labels)) {
    const file = files.get(field)
    if (!file) continue
    const row = await tx.submissionFile.create({
      data: { ...owner, field, fileName: file.fileName, mimeType: file.mimeType, size: file.size, content: new Uint8Array() },
      select: { id: true },
    })
    await adoptStagedFile(tx, row.id, file.oid)
    stored.push({ id: row.id, label, fileName: file.fileName, mimeType: file.mimeType, size: file.size })
  }
  return stored
}

const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value)

interface SubmissionFields {
  volunteer: VolunteerFieldsOutput
  documentRequest: DocumentRequestFieldsOutput
}

interface KindWriter<F, R extends { id: number; protocolo: string | null }> {
  /** Creates the row, in the caller's transaction, with its protocol. */
  create(tx: Prisma.TransactionClient, protocolo: string, fields: F): Promise<R>
  /** The staff copy and the applicant's confirmation. */
  mails(row: R, files: MailFile[], mailTo: string, contacts: ContactSettings): QueuedMail[]
  /** The log line once stored: which kind, never who. */
  logLine: string
}

/** What differs between the two public forms; the rest (KINDS: prefix, files, owner) is shared with the inbox. */
const WRITERS: {
  volunteer: KindWriter<VolunteerFieldsOutput, VolunteerApplication>
  documentRequest: KindWriter<DocumentRequestFieldsOutput, DocumentRequest>
} = {
  volunteer: {
    create: (tx, protocolo, fields) =>
      tx.volunteerApplication.create({
        data: {
          protocolo,
          nome: fields.nome,
          email: fields.email,
          telefone: fields.telefone,
          endereco: fields.endereco,
          cidade: blankToNull(fields.cidade),
          estado: blankToNull(fields.estado),
          escolaridade: fields.escolaridade,
          nivelConhecimento: fields.nivelConhecimento ?? null,
        },
      }),
    mails: volunteerMails,
    logLine: 'volunteer application stored',
  },
  documentRequest: {
    create: (tx, protocolo, fields) =>
      tx.documentRequest.create({
        data: {
          protocolo,
          nome: fields.nome,
          cpf: fields.cpf,
          email: fields.email,
          telefone: fields.telefone,
          endereco: blankToNull(fields.endereco),
          cidade: blankToNull(fields.cidade),
          estado: fields.estado,
          cep: blankToNull(fields.cep),
          curso: fields.curso,
          envio: fields.envio,
          requerimento: fields.requerimento,
          declaracao: fields.declaracao,
        },
      }),
    mails: documentRequestMails,
    logLine: 'document request stored',
  },
}

/**
 * Stores a volunteer application or a document request, its files and both mails in one transaction (nothing is
 * lost if SMTP is down: the outbox keeps the mails), then wakes the mail worker.
 */
export async function storeSubmission<K extends InboxKind>(
  ctx: SubmissionContext,
  kind: K,
  fields: SubmissionFields[K],
  files: Map<string, UploadedFile>,
): Promise<StoredSubmission> {
  const write = WRITERS[kind] as KindWriter<SubmissionFields[K], { id: number; protocolo: string | null }>
  const { prefix, fileFields, owner } = KINDS[kind]
  const stored = await transactionWithFiles(ctx, files, async (tx, staged) => {
    const row = await write.create(tx, await nextProtocol(tx, prefix), fields)
    const mailFiles = await storeFiles(tx, owner(row.id), staged, fileFields)
    await enqueueMails(tx, write.mails(row, mailFiles, ctx.mailTo, await readContacts(tx)), owner(row.id))
    return { id: row.id, protocolo: row.protocolo! }
  })
  ctx.log.info({ ...owner(stored.id), files: files.size, mails: 2 }, write.logLine)
  ctx.mailer.wake()
  return stored
}
