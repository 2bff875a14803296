import type { FastifyBaseLogger } from 'fastify'
import { Readable } from 'node:stream'
import { OUTBOX_RETRY_DEFAULTS } from '../config/defaults.ts'
import type { PrismaClient } from '../db/prisma.ts'
import type { SubmissionFileQueries } from '../db/queries/submission-files.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import type { MailAttachment, MailTransport } from './transport.ts'

/** A file made for the mail itself (a calendar invitation), small enough to be stored whole with it. */
export interface GeneratedAttachment {
  filename: string
  contentType: string
  content: string
}

/**
 * A mail to queue: the worker sends it later, with the listed SubmissionFile rows and the generated files
 * attached.
 */
export interface QueuedMail {
  to: string
  replyTo?: string
  subject: string
  /** The plain-text and HTML parts, drawn from one template by composeMail (mail-body.ts). */
  text: string
  html: string
  attachmentFileIds?: number[]
  generatedAttachments?: GeneratedAttachment[]
}

/** The submission a mail is about: erasing the submission's personal data reaches the mail through it. */
export type SubmissionRef = { volunteerApplicationId: number } | { documentRequestId: number }

/**
 * Queues mails inside the caller's transaction, so they exist exactly when the submission does; `about` links them
 * to the submission they describe.
 */
export async function enqueueMails(tx: Prisma.TransactionClient, mails: QueuedMail[], about?: SubmissionRef): Promise<void> {
  for (const mail of mails) {
    await tx.outboxMail.create({
      data: {
        ...about,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachmentFileIds: mail.attachmentFileIds ?? [],
        attachments: {
          create: (mail.generatedAttachments ?? []).map((file) => ({
            fileName: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content, 'utf8'),
          })),
        },
      },
    })
  }
}

export interface OutboxWorkerOptions {
  /** How often the table is polled when nobody wakes the worker. */
  pollIntervalMs?: number
  /** First retry delay; doubles on every failure up to backoffMaxMs. */
  backoffBaseMs?: number
  backoffMaxMs?: number
  /** After this many failed attempts the mail is marked FAILED and left for an operator. */
  maxAttempts?: number
  /** How long a claimed mail stays reserved; a crashed worker's mails are retried after it. */
  lockMs?: number
  batchSize?: number
  /** How often the copies kept of emptied mails are looked for (file transport), e.g. ones another instance emptied. */
  copiesSweepMs?: number
}

export const OUTBOX_DEFAULTS: Required<OutboxWorkerOptions> = {
  pollIntervalMs: 5_000,
  ...OUTBOX_RETRY_DEFAULTS,
  maxAttempts: 10,
  lockMs: 2 * 60_000,
  batchSize: 10,
  copiesSweepMs: 60_000,
}

/** Delay before attempt `attempts + 1`, given that `attempts` have failed: base, 2×base, 4×base… capped. */
export const backoffDelay = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs)

/**
 * A transport error reduced to what is safe to store and log: its code and SMTP status, never its text
 * (SMTP replies often quote the recipient's address).
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown }
  const parts = [typeof code === 'string' ? code : 'ERROR']
  if (typeof command === 'string' && /^[A-Z ]{2,20}$/.test(command)) parts.push(command)
  if (typeof responseCode === 'number') parts.push(String(responseCode))
  return parts.join(' ')
}

/**
 * Sends the queued mails of the OutboxMail table. Several workers (or app instances) may run at once:
 * a mail is claimed with FOR UPDATE SKIP LOCKED and reserved with lockedUntil, so only one of them sends it.
 */
export class OutboxWorker {
  private readonly settings: Required<OutboxWorkerOptions>
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private wakeAgain = false
  private started = false
  private stopping = false
  private sweptAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly prisma: PrismaClient,
    private readonly files: Pick<SubmissionFileQueries, 'chunks'>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.settings = { ...OUTBOX_DEFAULTS, ...options }
  }

  /** Starts polling; the first pass runs at once, so mail queued while the app was down goes out. */
  start(): void {
    if (this.started) return
    this.started = true
    this.stopping = false
    this.wake()
  }

  /** Runs a pass now (or right after the current one), e.g. just after a submission was stored. */
  wake(): void {
    if (!this.started || this.stopping) return
    if (this.running) {
      this.wakeAgain = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.loop().finally(() => {
      this.running = undefined
      this.schedule()
    })
  }

  /** Stops polling and waits for the mail being sent to finish; the rest of the batch is released. */
  async stop(): Promise<void> {
    this.stopping = true
    this.started = false
    clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }

  private schedule(): void {
    if (!this.started || this.stopping) return
    if (this.wakeAgain) {
      this.wakeAgain = false
      this.wake()
      return
    }
    this.timer = setTimeout(() => this.wake(), this.settings.pollIntervalMs)
    this.timer.unref()
  }

  private async loop(): Promise<void> {
    try {
      // Keep going while full batches come back: a burst of submissions drains without waiting for the poll.
      while (!this.stopping && (await this.runOnce()) === this.settings.batchSize) {
        /* next batch */
      }
      if (Date.now() - this.sweptAt >= this.settings.copiesSweepMs) await this.deleteRedactedCopies()
    } catch (error) {
      const { code } = (error ?? {}) as { code?: string }
      this.log.warn({ code }, 'outbox: pass failed, will retry')
    }
  }

  /**
   * Deletes the copies the transport keeps (.eml files) of the mails that were emptied or no longer exist. Erasure
   * and retention call it after their transaction; the worker also runs it now and then, for the mails that another
   * instance emptied and for a copy left by a crash. A failure is logged, and the next sweep tries again.
   */
  async deleteRedactedCopies(): Promise<void> {
    if (!this.transport.deleteCopies) return
    this.sweptAt = Date.now()
    try {
      const deleted = await this.transport.deleteCopies((mailIds) => this.unredacted(mailIds))
      if (deleted > 0) this.log.info({ files: deleted }, 'outbox: copies of emptied mails deleted')
    } catch (error) {
      this.log.warn({ code: (error as { code?: string }).code }, 'outbox: copies of emptied mails not deleted, will retry')
    }
  }

  private async unredacted(mailIds: number[]): Promise<number[]> {
    const rows = await this.prisma.outboxMail.findMany({ where: { id: { in: mailIds }, redactedAt: null }, select: { id: true } })
    return rows.map((row) => row.id)
  }

  /** One pass: claims up to batchSize due mails and sends them. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    const ids = await this.claim()
    for (const [index, id] of ids.entries()) {
      if (this.stopping) {
        await this.release(ids.slice(index))
        break
      }
      await this.deliver(id)
    }
    return ids.length
  }

  private async claim(): Promise<number[]> {
    // Timestamps are stored as UTC without a zone (Prisma's convention), hence `now() AT TIME ZONE 'UTC'`.
    const rows = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE "OutboxMail"
         SET "lockedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${this.settings.lockMs / 1000}::float8)
       WHERE "id" IN (
         SELECT "id" FROM "OutboxMail"
          WHERE "status" = 'PENDING'
            AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
            AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))
          ORDER BY "nextAttemptAt", "id"
          LIMIT ${this.settings.batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING "id"`
    return rows.map((row) => row.id).sort((a, b) => a - b)
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await this.prisma.outboxMail.updateMany({ where: { id: { in: ids }, status: 'PENDING' }, data: { lockedUntil: null } })
  }

  private async deliver(id: number): Promise<void> {
    const mail = await this.prisma.outboxMail.findUnique({ where: { id } })
    if (!mail || mail.status !== 'PENDING') return
    const attempts = mail.attempts + 1
    try {
      const attachments = await this.loadAttachments(mail.id, mail.attachmentFileIds)
      const result = await this.transport.send({
        mailId: mail.id,
        from: this.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments,
      })
      const sent = await this.prisma.outboxMail.update({
        where: { id },
        data: { status: 'SENT', sentAt: new Date(), attempts, lockedUntil: null, lastError: null },
      })
      // Emptied by an erasure while it was being written: the copy just made must not outlive it.
      if (sent.redactedAt) await this.deleteRedactedCopies()
      if (result.file) this.log.info({ mailId: id, file: result.file }, 'outbox: mail written to file (no SMTP_URL)')
      else this.log.info({ mailId: id, attempts, attachments: attachments.length }, 'outbox: mail sent')
    } catch (error) {
      const lastError = describeMailError(error)
      const failed = attempts >= this.settings.maxAttempts
      const delay = backoffDelay(attempts, this.settings.backoffBaseMs, this.settings.backoffMaxMs)
      // Only while still pending: a mail cancelled by an erasure during the attempt stays cancelled.
      await this.prisma.outboxMail.updateMany({
        where: { id, status: 'PENDING' },
        data: {
          attempts,
          lastError,
          lockedUntil: null,
          status: failed ? 'FAILED' : 'PENDING',
          nextAttemptAt: new Date(Date.now() + delay),
        },
      })
      if (failed) this.log.error({ mailId: id, attempts, error: lastError }, 'outbox: mail failed, giving up')
      else this.log.warn({ mailId: id, attempts, error: lastError, retryInMs: delay }, 'outbox: mail not sent, will retry')
    }
  }

  /** The submission files (streamed) followed by the files generated for this mail. */
  private async loadAttachments(mailId: number, fileIds: number[]): Promise<MailAttachment[]> {
    const generated = await this.prisma.outboxAttachment.findMany({ where: { mailId }, orderBy: { id: 'asc' } })
    return [
      ...(await this.loadSubmissionFiles(mailId, fileIds)),
      ...generated.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: Buffer.from(file.content) })),
    ]
  }

  /** The stored submission files as streams: the bytes are read a chunk at a time while the message is being sent. */
  private async loadSubmissionFiles(mailId: number, fileIds: number[]): Promise<MailAttachment[]> {
    if (fileIds.length === 0) return []
    const files = await this.prisma.submissionFile.findMany({
      where: { id: { in: fileIds } },
      orderBy: { id: 'asc' },
      select: { id: true, fileName: true, mimeType: true, size: true },
    })
    if (files.length !== fileIds.length) {
      this.log.warn({ mailId, expected: fileIds.length, found: files.length }, 'outbox: attachments missing')
    }
    return files.map((file) => ({
      filename: file.fileName,
      contentType: file.mimeType,
      content: Readable.from(this.files.chunks(file.id, file.size)),
    }))
  }
}
