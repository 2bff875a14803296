/**
 * What reaches the staff mailbox for large submissions, through the real app and an in-process SMTP server: the
 * files while the message stays under 20 MB, otherwise a list of them (four 10 MB files once made a 57 MB mail).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { DOCUMENT_REQUEST, PDF, withFields } from '../../test/support/submission-fixtures.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox.ts'
import { FILES_KEPT_IN_SYSTEM, MAX_MAIL_BYTES } from './templates.ts'

const MB = 1024 * 1024

/** A PDF of `size` bytes whose body varies, so a corrupted or truncated copy cannot pass for it. */
function pdfOfSize(size: number, seed: number): Buffer {
  const body = Buffer.alloc(size - PDF.length)
  for (let index = 0; index < body.length; index++) body[index] = (index * 31 + seed) % 251
  return Buffer.concat([PDF, body])
}

describe('the staff mail of a large document request', () => {
  let inbox: SmtpInbox
  let t: TestApp
  beforeAll(async () => {
    inbox = await startSmtpInbox()
    t = await createTestApp({ env: { SMTP_URL: inbox.url, SUBMISSION_RATE_LIMIT_MAX: '1000' }, extra: { mail: { pollIntervalMs: 100 } } })
  })
  afterEach(() => {
    inbox.messages.length = 0
    inbox.sizes.length = 0
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  const submit = async (files: Record<string, Buffer>) => {
    let request = withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
    for (const [field, content] of Object.entries(files)) {
      request = request.attach(field, content, { filename: `${field}.pdf`, contentType: 'application/pdf' })
    }
    expect((await request).status).toBe(201)
    await vi.waitFor(() => expect(inbox.messages).toHaveLength(2), { timeout: 60_000 })
    const index = inbox.messages.findIndex((mail) => recipient(mail) === t.config.MAIL_TO_REQUERIMENTO)
    return { staff: inbox.messages[index]!, size: inbox.sizes[index]! }
  }

  it('attaches 14 MB of files intact, in a message under 20 MB', async () => {
    const files = { rg: pdfOfSize(7 * MB, 1), certidao: pdfOfSize(7 * MB, 2) }
    const { staff, size } = await submit(files)
    expect(staff.attachments.map((file) => file.filename)).toEqual(['rg.pdf', 'certidao.pdf'])
    expect(staff.attachments[0]!.content.equals(files.rg)).toBe(true)
    expect(staff.attachments[1]!.content.equals(files.certidao)).toBe(true)
    expect(size).toBeLessThan(MAX_MAIL_BYTES)
  })

  it('lists 24 MB of files without attaching them, and says they are kept in the system', async () => {
    const { staff, size } = await submit({
      rg: pdfOfSize(6 * MB, 1),
      cpfDoc: pdfOfSize(6 * MB, 2),
      certidao: pdfOfSize(6 * MB, 3),
      procuracao: pdfOfSize(6 * MB, 4),
    })
    expect(staff.attachments).toEqual([])
    expect(size).toBeLessThan(64 * 1024)
    for (const name of ['rg.pdf', 'cpfDoc.pdf', 'certidao.pdf', 'procuracao.pdf']) expect(staff.text).toContain(`${name} (PDF, 6,0 MB)`)
    expect(staff.text).toContain(FILES_KEPT_IN_SYSTEM)
    expect(await t.prisma.submissionFile.count({ where: { size: 6 * MB } })).toBe(4)
  })
})
