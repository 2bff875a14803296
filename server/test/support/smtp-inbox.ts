/** An in-process SMTP server for tests: it parses and keeps every message it receives. */
import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { vi } from 'vitest'

export interface SmtpInbox {
  port: number
  url: string
  messages: ParsedMail[]
  /** The size of each message as it arrived (encoded, headers included), in the order of `messages`. */
  sizes: number[]
  close(): Promise<void>
}

export interface SmtpInboxOptions {
  /** Holds the answer to DATA this long after the message arrived: a slow server, with a mail caught mid-send. */
  answerDelayMs?: number
  /** Holds the answer to DATA until this resolves: a test decides when a message counts as delivered. */
  holdAnswer?: () => Promise<void>
}

export async function startSmtpInbox(port = 0, { answerDelayMs = 0, holdAnswer }: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ParsedMail[] = []
  const sizes: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup per connection costs seconds on an offline machine.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      let size = 0
      stream.on('data', (chunk: Buffer) => (size += chunk.length))
      simpleParser(stream).then(
        async (mail) => {
          messages.push(mail)
          await holdAnswer?.()
          sizes.push(size)
          if (answerDelayMs > 0) setTimeout(callback, answerDelayMs)
          else callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    sizes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The address of the first recipient of a parsed message. */
export const recipient = (mail: ParsedMail): string | undefined =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address

/** Waits for a mail to `to` whose subject is `subject`, and returns the newest one. */
export const waitForMail = (inbox: SmtpInbox, to: string, subject: string): Promise<ParsedMail> =>
  vi.waitFor(
    () => {
      const found = inbox.messages.findLast((mail) => recipient(mail) === to && mail.subject === subject)
      if (!found) throw new Error(`no "${subject}" for ${to} yet`)
      return found
    },
    { timeout: 30_000, interval: 50 },
  )
