import {
  DOCUMENT_REQUEST_FILE_FIELDS,
  PROTOCOL_PREFIXES,
  VOLUNTEER_FILE_FIELDS,
  type documentRequestFieldsSchema,
  type volunteerFieldsSchema,
} from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import { adoptStagedFile, type SubmissionFileQueries } from '../../db/queries/submission-files.ts'
import { nextProtocol } from '../../db/queries/protocols.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { enqueueMails, type SubmissionRef } from '../../mail/outbox.ts'
import { documentRequestMails, volunteerMails, type MailFile } from '../../mail/templates.ts'
import { readContacts } from '../site-settings/index.ts'
import type { Mailer } from '../../plugins/mailer.ts'
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
async function transactionWithFiles<T>(
  ctx: SubmissionContext,
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
async function storeFiles(
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

/**
 * Stores a volunteer application, its Termo de Adesão and both mails in one transaction (nothing is lost if
 * SMTP is down: the outbox keeps the mails), then wakes the mail worker.
 */
export async function submitVolunteerApplication(
  ctx: SubmissionContext,
  fields: VolunteerFieldsOutput,
  files: Map<string, UploadedFile>,
): Promise<StoredSubmission> {
  const stored = await transactionWithFiles(ctx, files, async (tx, staged) => {
    const application = await tx.volunteerApplication.create({
      data: {
        protocolo: await nextProtocol(tx, PROTOCOL_PREFIXES.volunteer),
        nome: fields.nome,
        email: fields.email,
        telefone: fields.telefone,
        endereco: fields.endereco,
        cidade: blankToNull(fields.cidade),
        estado: blankToNull(fields.estado),
        escolaridade: fields.escolaridade,
        nivelConhecimento: fields.nivelConhecimento ?? null,
      },
    })
    const owner = { volunteerApplicationId: application.id }
    const stored = await storeFiles(tx, owner, staged, VOLUNTEER_FILE_FIELDS)
    await enqueueMails(tx, volunteerMails(application, stored, ctx.mailTo, await readContacts(tx)), owner)
    return { id: application.id, protocolo: application.protocolo! }
  })
  ctx.log.info({ volunteerApplicationId: stored.id, files: files.size, mails: 2 }, 'volunteer application stored')
  ctx.mailer.wake()
  return stored
}

/** Same guarantee for a document request and its RG, CPF, certidão and procuração files. */
export async function submitDocumentRequest(
  ctx: SubmissionContext,
  fields: DocumentRequestFieldsOutput,
  files: Map<string, UploadedFile>,
): Promise<StoredSubmission> {
  const stored = await transactionWithFiles(ctx, files, async (tx, staged) => {
    const request = await tx.documentRequest.create({
      data: {
        protocolo: await nextProtocol(tx, PROTOCOL_PREFIXES.documentRequest),
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
    })
    const owner = { documentRequestId: request.id }
    const stored = await storeFiles(tx, owner, staged, DOCUMENT_REQUEST_FILE_FIELDS)
    await enqueueMails(tx, documentRequestMails(request, stored, ctx.mailTo, await readContacts(tx)), owner)
    return { id: request.id, protocolo: request.protocolo! }
  })
  ctx.log.info({ documentRequestId: stored.id, files: files.size, mails: 2 }, 'document request stored')
  ctx.mailer.wake()
  return stored
}
