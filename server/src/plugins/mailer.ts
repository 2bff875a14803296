import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import path from 'node:path'
import type { Config } from '../config/env.ts'
import { OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox.ts'
import { createMailTransport, parseSender, type MailSender, type MailTransport } from '../mail/transport.ts'

/** The outbox as the rest of the app sees it. */
export interface Mailer {
  /** Asks the worker to send queued mail now instead of at the next poll. */
  wake(): void
  /** MAIL_FROM, split into name and address. */
  readonly sender: MailSender
  /** Deletes the .eml copies of the mails that were emptied (no SMTP_URL); call it after an erasure commits. */
  deleteRedactedCopies(): Promise<void>
  readonly worker: OutboxWorker
}

export interface MailerOptions extends OutboxWorkerOptions {
  /** Replaces the transport chosen from SMTP_URL / DATA_DIR (tests). */
  transport?: MailTransport
  /** false: the worker is not started with the app (tests that only look at the stored rows). */
  startWorker?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Starts the outbox worker when the app is ready and stops it, letting the current mail finish, on close. */
async function mailerPlugin(app: FastifyInstance, options: { config: Config; mail?: MailerOptions }) {
  const { transport: injected, startWorker = true, ...workerOptions } = options.mail ?? {}
  const transport = injected ?? createMailTransport(options.config)
  const worker = new OutboxWorker(
    app.prisma,
    app.queries.submissionFiles,
    transport,
    options.config.MAIL_FROM,
    app.log.child({ module: 'outbox' }),
    { backoffBaseMs: options.config.OUTBOX_RETRY_BASE_MS, backoffMaxMs: options.config.OUTBOX_RETRY_MAX_MS, ...workerOptions },
  )
  app.decorate('mailer', {
    wake: () => worker.wake(),
    sender: parseSender(options.config.MAIL_FROM),
    deleteRedactedCopies: () => worker.deleteRedactedCopies(),
    worker,
  })
  app.addHook('onReady', async () => {
    await transport.open?.()
    if (!startWorker) return
    worker.start()
    // Never the SMTP URL itself: it may carry a password.
    if (!injected && !options.config.SMTP_URL) {
      app.log.info({ directory: path.resolve(options.config.DATA_DIR, 'mail') }, 'SMTP_URL não definido: e-mails gravados como arquivos .eml')
    }
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    transport.close()
  })
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['prisma'] })
