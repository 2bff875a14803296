/** The staff inbox with an SMTP inbox behind it, for the tests of replies, erasure and retention. */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts'

export interface InboxHarness {
  t: TestApp
  inbox: SmtpInbox
  /** The test admin's Bearer header value. */
  auth: string
}

/**
 * Registers the hooks of the calling describe: before all, an SMTP inbox and an app whose mail worker is driven by
 * hand (runOnce), so each test decides when the queued mails go out; before each, no submission, mail or audit entry
 * and an empty SMTP inbox. The fields of the harness are set once the first hook has run.
 */
export function useInboxHarness(): InboxHarness {
  const harness = {} as InboxHarness
  beforeAll(async () => {
    harness.inbox = await startSmtpInbox()
    harness.t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: harness.inbox.url }, extra: { mail: { startWorker: false } } })
    harness.auth = await harness.t.adminToken()
  })
  beforeEach(async () => {
    const { t, inbox } = harness
    inbox.messages.length = 0
    await t.prisma.outboxMail.deleteMany()
    await t.prisma.documentRequest.deleteMany()
    await t.prisma.volunteerApplication.deleteMany()
    await t.prisma.auditLog.deleteMany()
  })
  afterAll(async () => {
    await harness.t?.close()
    await harness.inbox?.close()
  })
  return harness
}
