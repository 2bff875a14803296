import { PATHS, SITE_NAMES } from '@site/contracts'
import { Parser } from 'htmlparser2'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../test/app.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox.ts'
import { attachPdf, DOCUMENT_REQUEST, PDF, PNG, VOLUNTEER, withFields } from '../../test/support/submission-fixtures.ts'
import { invitationMail, passwordResetMail } from '../modules/auth/account-mails.ts'
import { certificateMail } from '../modules/events/certificate-mail.ts'
import { enqueueMails, type QueuedMail } from './outbox.ts'
import { registrationMail } from './registration-mail.ts'
import { outcomeMail } from './templates.ts'

/** What a hostile visitor may type as a name: it must reach the HTML part as text, never as markup. */
const HOSTILE = 'Ana <script>alert("x")</script> & <img src=https://rastreio.example/p.gif> Lima'
const ORIGIN = 'https://fundacao.test'

/** The HTML part as a reader meets it: its words in order (a link's address after its words), tags and styles. */
function readHtml(html: string) {
  const words: string[] = []
  const tags = new Set<string>()
  const attributes: [tag: string, name: string, value: string][] = []
  let inHead = false
  let href: string | undefined
  const parser = new Parser({
    onopentag(name, attribs) {
      tags.add(name)
      for (const [attribute, value] of Object.entries(attribs)) attributes.push([name, attribute, value])
      if (name === 'head') inHead = true
      if (name === 'a') href = attribs.href
    },
    ontext(text) {
      if (!inHead) words.push(...wordsOf(text))
    },
    onclosetag(name) {
      if (name === 'head') inHead = false
      if (name === 'a' && href) words.push(...wordsOf(href))
    },
  })
  parser.end(html)
  return { words, tags, attributes, lang: attributes.find(([tag, name]) => tag === 'html' && name === 'lang')?.[2] }
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? []

/** WCAG relative luminance and contrast against white. */
function contrastOnWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

/** Every check a mail's HTML part must pass, against the text part of the same message. */
function expectAccessibleHtml(mail: ParsedMail) {
  const label = mail.subject ?? ''
  expect(mail.text, label).toBeTruthy()
  expect(mail.html, label).toBeTruthy()
  const html = mail.html as string
  const read = readHtml(html)
  expect(read.lang, label).toBe('pt-BR')
  // The same content: the text part's words (the subject first) are the HTML's, in the same order.
  expect(read.words, label).toEqual(wordsOf(mail.text!))
  expect(read.tags.has('h1'), label).toBe(true)
  expect(read.tags.has('p'), label).toBe(true)
  // Light and self-contained: no script, picture, style sheet, frame or form; nothing fetched from anywhere.
  for (const tag of ['script', 'img', 'style', 'link', 'iframe', 'object', 'form', 'svg']) expect(read.tags.has(tag), `${label}: <${tag}>`).toBe(false)
  for (const [tag, name, value] of read.attributes) {
    expect(['src', 'srcset', 'background', 'poster'], `${label}: ${tag} ${name}`).not.toContain(name)
    expect(name.startsWith('on'), `${label}: ${tag} ${name}`).toBe(false)
    if (name === 'style') expect(value, label).not.toMatch(/url\(|@import|expression/i)
    if (name === 'href') expect(value, label).toMatch(/^https:\/\/fundacao\.test\//)
  }
  const styles = read.attributes.filter(([, name]) => name === 'style').map(([, , value]) => value)
  const colours = styles.flatMap((style) => [...style.matchAll(/(?:^|;)color:(#[0-9a-f]{6})/gi)].map((match) => match[1]!))
  expect(colours.length, label).toBeGreaterThan(0)
  for (const colour of colours) expect(contrastOnWhite(colour), `${label}: ${colour}`).toBeGreaterThanOrEqual(7)
  expect(styles.join(';'), label).toMatch(/font-size:16px/)
  expect(html, label).not.toMatch(/<script|<img/i)
}

describe('every mail has a plain-text and an HTML part drawn from the same template', () => {
  let inbox: SmtpInbox
  let t: TestApp
  beforeAll(async () => {
    inbox = await startSmtpInbox()
    t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: inbox.url, PUBLIC_URL: ORIGIN }, extra: { mail: { startWorker: false } } })
  })
  beforeEach(async () => {
    inbox.messages.length = 0
    await t.prisma.outboxMail.deleteMany()
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  const drain = async () => {
    while ((await t.app.mailer.worker.runOnce()) > 0) {
      /* next batch */
    }
  }

  it('the staff copies and confirmations of both forms, with a hostile name, keep their attachments', async () => {
    const volunteer = await attachPdf(withFields(t.request.post('/enviar-voluntariado'), { ...VOLUNTEER, nome: HOSTILE }), 'termoAdesao', 'termo.pdf')
    expect(volunteer.status).toBe(201)
    const request = await attachPdf(withFields(t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, nome: HOSTILE }), 'rg', 'rg.pdf')
      .attach('certidao', PNG, { filename: 'certidão.png', contentType: 'image/png' })
    expect(request.status).toBe(201)
    await drain()

    expect(inbox.messages).toHaveLength(4)
    for (const mail of inbox.messages) {
      expectAccessibleHtml(mail)
      expect(mail.text).toContain(HOSTILE)
      expect(mail.html).toContain('Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img')
    }
    const staffRequest = inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_REQUERIMENTO)!
    expect(staffRequest.attachments.map((file) => [file.filename, file.content.length])).toEqual([
      ['rg.pdf', PDF.length],
      ['certidão.png', PNG.length],
    ])
    expect(staffRequest.html).toMatch(/<th scope="row"[^>]*>CPF<\/th><td[^>]*>529\.982\.247-25<\/td>/)
    expect(staffRequest.html).toMatch(/<h2[^>]*>Arquivos anexados<\/h2>\s*<ul[^>]*>\s*<li>[^<]*: rg\.pdf \(PDF/)
    expect(inbox.messages.find((mail) => recipient(mail) === t.config.MAIL_TO_VOLUNTARIADO)!.attachments).toHaveLength(1)
  })

  it('the outcome, registration, invitation, reset and certificate mails, each with its link, and the .ics still attached', async () => {
    const mails: QueuedMail[] = [
      outcomeMail({ nome: HOSTILE, email: 'a@example.com', protocolo: 'REQ-2026-000001', requerimento: 'diploma' }, 'Concluído'),
      registrationMail({
        id: 7,
        nome: HOSTILE,
        email: 'b@example.com',
        protocolo: 'INS-2026-000007',
        event: { titulo: 'Memória <b>ativa</b>', data: '2026-12-21', horario: '14:00:00', local: 'Auditório', palestrante: 'Dra. Helena' },
        cancelUrl: `${ORIGIN}/cancelar-inscricao?token=7.abc&x=1`,
        origin: ORIGIN,
        organizer: t.app.mailer.sender,
        foundation: SITE_NAMES.name,
      }),
      invitationMail(ORIGIN, 'c@example.com', 'maria', 'secretaria', 'a'.repeat(43), SITE_NAMES.name),
      passwordResetMail(ORIGIN, 'd@example.com', 'maria', 'b'.repeat(43), SITE_NAMES.name),
      certificateMail({ email: 'e@example.com', nome: HOSTILE, titulo: 'Memória ativa', horas: 4, codigo: 'ABCD2345', link: `${ORIGIN}/validador/ABCD2345`, foundation: SITE_NAMES.name }),
    ]
    await t.prisma.$transaction((tx) => enqueueMails(tx, mails))
    await drain()

    expect(inbox.messages).toHaveLength(mails.length)
    for (const mail of inbox.messages) expectAccessibleHtml(mail)
    const byRecipient = (to: string) => inbox.messages.find((mail) => recipient(mail) === to)!
    const registration = byRecipient('b@example.com')
    expect(registration.attachments.map((file) => file.filename)).toEqual(['evento.ics'])
    expect(registration.html).toContain(`<a href="${ORIGIN}/cancelar-inscricao?token=7.abc&amp;x=1"`)
    expect(registration.html).toContain('Memória &lt;b&gt;ativa&lt;/b&gt;')
    expect(byRecipient('c@example.com').html).toContain(`href="${ORIGIN}${PATHS.acceptInvitation}#${'a'.repeat(43)}"`)
  })
})
