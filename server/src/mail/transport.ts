import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SITE_NAMES } from '@site/contracts'
import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser/index.js'

export interface MailAttachment {
  filename: string
  /** A stream is read only while the message is written out, so a large file is never whole in memory. */
  content: Buffer | Readable
  contentType: string
}

export interface MailMessage {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
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
  send(message: MailMessage): Promise<{ file?: string }>
  close(): void
}

/** Short enough that a dead SMTP host does not hold a worker (and its lock) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/** Sends through the SMTP server of `url` (smtp://user:pass@host:port, smtps://...). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  return {
    async send(message) {
      await transporter.sendMail(message)
      return {}
    },
    close: () => transporter.close(),
  }
}

/** No SMTP server configured: each message becomes an .eml file under `directory` (open it with any mail client). */
export function fileTransport(directory: string): MailTransport {
  // Streamed to the file as it is built, attachments included, instead of whole in memory first.
  const transporter = nodemailer.createTransport({ streamTransport: true, newline: 'unix' })
  let sequence = 0
  return {
    async send(message) {
      await mkdir(directory, { recursive: true })
      // The name carries only a timestamp and a counter: no recipient or subject ends up in a path or a log.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      sequence += 1
      const file = path.resolve(directory, `${stamp}-${process.pid}-${sequence}.eml`)
      const info = await transporter.sendMail(message)
      // A message cut short (an attachment could not be read) leaves no half file behind; the retry writes a new one.
      await pipeline(info.message as Readable, createWriteStream(file)).catch(async (error: unknown) => {
        await rm(file, { force: true })
        throw error
      })
      return { file }
    },
    close: () => transporter.close(),
  }
}

/** SMTP_URL when set; otherwise .eml files under DATA_DIR/mail, so a site without a mail server loses nothing. */
export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.DATA_DIR, 'mail'))
}
