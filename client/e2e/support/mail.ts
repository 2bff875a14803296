import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR ausente: rode pelo playwright.config.ts')
  return dir
}

const toAddresses = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''))

/** Waits until a message for `to` whose subject or text matches `match` reaches the test SMTP server. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const file of readdirSync(mailDir()).sort()) {
      const mail = await simpleParser(readFileSync(path.join(mailDir(), file)))
      if (toAddresses(mail).includes(to) && match.test(`${mail.subject ?? ''}\n${mail.text ?? ''}`)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nenhum e-mail para ${to} com ${match} em ${timeoutMs} ms`)
}
