import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SITE_NAMES } from '@site/contracts'
import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { deleteMailFiles, MAIL_FILE_MODE, MAIL_FOLDER_MODE, mailFileName, prepareMailFolder } from './mail-files.ts'

export interface MailAttachment {
  filename: string
  /** A stream is read only while the message is written out, so a large file is never whole in memory. */
  content: Buffer | Readable
  contentType: string
}

export interface MailMessage {
  /** The outbox row: the file transport names its copy after it. */
  mailId: number
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** With `text`, a multipart/alternative message; absent for mails queued before the HTML part existed. */
  html?: string
  attachments: MailAttachment[]
}

/** Who the mails come from, as calendars name an organizer. */
export interface MailSender {
  name: string
  address: string
}

/** MAIL_FROM ("Name <address>" or a bare address) split; a bare address is named after the foundation. */
export function parseSender(from: string): MailSender {
  const [first] = addressparser(from, { flatten: true })
  return { name: first?.name || SITE_NAMES.name, address: first?.address ?? '' }
}

/** What the outbox worker needs from a transport. `file` is set when the message was written to disk. */
export interface MailTransport {
  /** Called once before the first send (the file transport makes its folder private). */
  open?(): Promise<void>
  send(message: MailMessage): Promise<{ file?: string }>
  /** Deletes the copies kept of the mails that `live` does not return; only the file transport keeps copies. */
  deleteCopies?(live: (mailIds: number[]) => Promise<number[]>): Promise<number>
  close(): void
}

/** Short enough that a dead SMTP host does not hold a worker (and its lock) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/** Sends through the SMTP server of `url` (smtp://user:pass@host:port, smtps://...). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  return {
    async send({ mailId: _mailId, ...message }) {
      await transporter.sendMail(message)
      return {}
    },
    close: () => transporter.close(),
  }
}

/**
 * No SMTP server configured: each message becomes DATA_DIR/mail/<mail id>.eml (open it with any mail client),
 * readable by the owner only. A retry writes the same file again, so a mail has one copy at most.
 */
export function fileTransport(directory: string): MailTransport {
  // Streamed to the file as it is built, attachments included, instead of whole in memory first.
  const transporter = nodemailer.createTransport({ streamTransport: true, newline: 'unix' })
  return {
    open: () => prepareMailFolder(directory),
    async send({ mailId, ...message }) {
      await mkdir(directory, { recursive: true, mode: MAIL_FOLDER_MODE })
      const file = path.resolve(directory, mailFileName(mailId))
      const info = await transporter.sendMail(message)
      // A message cut short (an attachment could not be read) leaves no half file behind.
      await pipeline(info.message as Readable, createWriteStream(file, { mode: MAIL_FILE_MODE })).catch(async (error: unknown) => {
        await rm(file, { force: true })
        throw error
      })
      return { file }
    },
    deleteCopies: (live) => deleteMailFiles(directory, live),
    close: () => transporter.close(),
  }
}

/** SMTP_URL when set; otherwise .eml files under DATA_DIR/mail, so a site without a mail server loses nothing. */
export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.DATA_DIR, 'mail'))
}
