/** An app with a clock the test moves and an SMTP inbox, for the invitation, reset and two-factor flows. */
import type { ParsedMail } from 'mailparser'
import { expect, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts'

export interface AccountsHarness {
  t: TestApp
  inbox: SmtpInbox
  clock: { now: number }
  close(): Promise<void>
}

export async function startAccountsHarness(env: Record<string, string> = {}): Promise<AccountsHarness> {
  const inbox = await startSmtpInbox()
  const clock = { now: Date.now() }
  const t = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://fundacao.test', ...LIMITS_OUT_OF_REACH, ...env },
    extra: { mail: { pollIntervalMs: 100 }, now: () => new Date(clock.now) },
  })
  return {
    t,
    inbox,
    clock,
    async close() {
      await t.close()
      await inbox.close()
    },
  }
}

/** Waits for the next mail to `to` whose subject matches, and takes it out of the inbox. */
export async function takeMail(inbox: SmtpInbox, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await vi.waitFor(
    () => {
      found = inbox.messages.find((mail) => recipient(mail) === to && subject.test(mail.subject ?? ''))
      expect(found).toBeDefined()
    },
    { timeout: 15_000, interval: 50 },
  )
  inbox.messages.splice(inbox.messages.indexOf(found!), 1)
  return found!
}

/** The link of an invitation or reset mail: the path and the token of its fragment. */
export function linkIn(mail: ParsedMail): { path: string; token: string } {
  const match = /https:\/\/fundacao\.test(\/[\w/-]+)#([\w-]{43})/.exec(mail.text ?? '')
  if (!match) throw new Error('no account link in the mail')
  return { path: match[1]!, token: match[2]! }
}
