/**
 * Hostile uploads, sent byte by byte: a file is either refused with a Portuguese 4xx and nothing is stored or
 * mailed, or stored under a safe name, the one the staff mail attaches it with.
 */
import { messages } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { recipient, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts'
import { NOTHING_STORED, PDF, PNG, storedCounts, VOLUNTEER } from '../support/submission-fixtures.ts'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { fieldParts, multipartBody, multipartType, type MultipartPart } from './multipart.ts'

let inbox: SmtpInbox
let t: TestApp

beforeAll(async () => {
  inbox = await startSmtpInbox()
  t = await createTestApp({ env: { SMTP_URL: inbox.url, ...LIMITS_OUT_OF_REACH }, extra: { mail: { pollIntervalMs: 100 } } })
})
beforeEach(async () => {
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.volunteerApplication.deleteMany()
  inbox.messages.length = 0
})
afterAll(async () => {
  await t.close()
  await inbox.close()
})

const submitVolunteer = (parts: MultipartPart[], type = multipartType()) =>
  t.request.post('/enviar-voluntariado').set('Content-Type', type).send(multipartBody([...fieldParts(VOLUNTEER), ...parts]))

const term = (filename: string, content: Uint8Array = PDF, contentType = 'application/pdf'): MultipartPart => ({
  name: 'termoAdesao',
  filename,
  contentType,
  content,
})

describe('a hostile file name is stored and mailed sanitized', () => {
  it.each([
    ['a double extension .pdf.exe', 'relatorio.pdf.exe', PDF, 'relatorio.pdf.pdf'],
    ['a double extension .png.php', 'foto.png.php', PNG, 'foto.png.png'],
    ['a 5,000-character name', `${'n'.repeat(5_000)}.pdf`, PDF, `${'n'.repeat(100)}.pdf`],
    ['a relative path up the tree', '../../etc/passwd.pdf', PDF, 'passwd.pdf'],
    ['a Windows relative path', '..\\..\\x.pdf', PDF, 'x.pdf'],
    ['slashes', 'pasta/sub/arquivo.pdf', PDF, 'arquivo.pdf'],
    ['a Windows absolute path', 'C:\\Users\\ana\\termo.pdf', PDF, 'termo.pdf'],
    ['a NUL character', 'nul\u0000no meio.pdf', PDF, 'nulno meio.pdf'],
    ['control characters', 'controle\u0007\u001b[31m.pdf', PDF, 'controle[31m.pdf'],
    ['a right-to-left override hiding .exe', '\u202efdp.exe', PDF, 'fdp.pdf'],
    ['nothing but a path', '../..', PDF, 'termoAdesao.pdf'],
  ])('%s', async (_case, filename, content, expected) => {
    const response = await submitVolunteer([term(filename, content)])
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ mensagem: messages.volunteers.success, protocolo: expect.stringMatching(/^VOL-\d{4}-\d{6}$/) })

    const file = await t.prisma.submissionFile.findFirstOrThrow()
    expect(file.fileName).toBe(expected)

    await vi.waitFor(() => expect(inbox.messages).toHaveLength(2), { timeout: 60_000 })
    const staff = inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_VOLUNTARIADO)!
    expect(staff.attachments.map((attachment) => attachment.filename)).toEqual([expected])
    expect(staff.text).toContain(expected)
  })
})

describe('a file that is not what it claims is refused, and nothing is stored or mailed', () => {
  it.each([
    ['a Windows program named .pdf', term('termo.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))],
    ['a PHP script named .png.php', term('foto.png.php', Buffer.from('<?php system($_GET["c"]); ?>'), 'image/png')],
    ['an SVG with a script named .png', term('foto.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png')],
    ['a ZIP named .pdf', term('termo.pdf', Buffer.from('PK\x03\x04\x14\x00\x00\x00'))],
    ['a PDF signature cut short', term('termo.pdf', Buffer.from('%PDF'))],
  ])('%s: 415 with the file-type message', async (_case, file) => {
    const response = await submitVolunteer([file])
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ statusCode: 415, mensagem: messages.uploads.unsupportedType })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it('a text field carrying a NUL character: 400, "Dados inválidos"', async () => {
    const response = await t.request
      .post('/enviar-voluntariado')
      .set('Content-Type', multipartType())
      .send(multipartBody([...fieldParts({ ...VOLUNTEER, nome: 'Clarice\u0000Teste' }), term('termo.pdf')]))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ statusCode: 400, mensagem: messages.common.invalidRequest })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })

  it.each([
    ['cut short', multipartType(), (body: Buffer) => body.subarray(0, body.length - 20)],
    ['without its boundary parameter', 'multipart/form-data', (body: Buffer) => body],
    ['under another boundary', multipartType('outra-fronteira'), (body: Buffer) => body],
  ])('a multipart body %s: 400, "Dados inválidos"', async (_case, type, mangle) => {
    const body = mangle(multipartBody([...fieldParts(VOLUNTEER), term('termo.pdf')]))
    const response = await t.request.post('/enviar-voluntariado').set('Content-Type', type).send(body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ statusCode: 400, mensagem: messages.common.invalidRequest })
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })
})
