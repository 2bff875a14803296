import { DELIVERY_OPTIONS, DOCUMENT_REQUEST_COURSES, messages, SITE_NAMES } from '@site/contracts'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import {
  documentRequestMails,
  estimatedMailBytes,
  FILES_KEPT_IN_SYSTEM,
  MAX_MAIL_BYTES,
  outcomeMail,
  replyMail,
  volunteerMails,
  type MailFile,
} from './templates.ts'

const MB = 1024 * 1024
const STAFF = 'secretaria@fundacao.local'

const request = {
  id: 7,
  createdAt: new Date('2026-03-02T12:30:00Z'),
  nome: 'Bento Teste Figueiredo',
  cpf: '529.982.247-25',
  email: 'bento.teste@example.com',
  telefone: '(12) 97766-5544',
  estado: 'SP',
  curso: 'pedagogia',
  envio: 'email',
  requerimento: 'diploma',
  declaracao: true,
}

const pdfs = (...sizes: number[]): MailFile[] =>
  sizes.map((size, index) => ({ id: index + 1, label: `Documento ${index + 1}`, fileName: `documento-${index + 1}.pdf`, mimeType: 'application/pdf', size }))

describe('document request mails', () => {
  it.each(DOCUMENT_REQUEST_COURSES)('name the course %s as the form does', (curso) => {
    const label = messages.documentRequestPage.courseLabels[curso]
    const [staff, confirmation] = documentRequestMails({ ...request, curso }, [], STAFF)
    expect(staff!.text).toMatch(new RegExp(`^Curso: ${label}( \\(${curso}\\))?$`, 'm'))
    expect(confirmation!.text).toContain(`Curso: ${label}\n`)
  })

  it.each(DELIVERY_OPTIONS)('name the delivery option %s as the form does', (envio) => {
    const label = messages.documentRequestPage.deliveryOptions[envio]
    for (const mail of documentRequestMails({ ...request, envio }, [], STAFF)) expect(mail.text).toContain(`Forma de envio: ${label}\n`)
  })
})

/** The message nodemailer really writes for a staff mail, both parts and attachments of the files' sizes. */
async function encodedSize({ text, html }: { text: string; html: string }, files: MailFile[]): Promise<number> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const info = await transport.sendMail({
    from: 'Fundação Educacional <nao-responda@fundacao.local>',
    to: STAFF,
    replyTo: request.email,
    subject: `Novo requerimento: diploma (${request.nome})`,
    text,
    html,
    attachments: files.map((file) => ({ filename: file.fileName, contentType: file.mimeType, content: Buffer.alloc(file.size, 7) })),
  })
  return (info.message as Buffer).length
}

describe('the staff mail of a document request', () => {
  it('attaches the files while the encoded message stays under 20 MB', () => {
    const files = pdfs(7 * MB, 7 * MB)
    const [staff] = documentRequestMails(request, files, STAFF)
    expect(staff!.attachmentFileIds).toEqual([1, 2])
    expect(staff!.text).toContain('Arquivos anexados:\n- Documento 1: documento-1.pdf (PDF, 7,0 MB)')
    expect(staff!.text).not.toContain(FILES_KEPT_IN_SYSTEM)
  })

  it('lists the files instead, saying they are kept in the system, once attaching them would pass 20 MB', () => {
    const files = pdfs(10 * MB, 10 * MB, 2 * MB, 3 * MB)
    const [staff, confirmation] = documentRequestMails(request, files, STAFF)
    expect(staff!.attachmentFileIds).toEqual([])
    expect(staff!.text).toContain(
      [
        'Arquivos recebidos:',
        '- Documento 1: documento-1.pdf (PDF, 10,0 MB)',
        '- Documento 2: documento-2.pdf (PDF, 10,0 MB)',
        '- Documento 3: documento-3.pdf (PDF, 2,0 MB)',
        '- Documento 4: documento-4.pdf (PDF, 3,0 MB)',
        '',
        FILES_KEPT_IN_SYSTEM,
      ].join('\n'),
    )
    expect(confirmation!.text).toContain('Arquivos recebidos: 4')
  })

  it('never under-estimates the encoded message, so an attached one is really under 20 MB', async () => {
    for (const sizes of [[1], [300 * 1024, 5], [7 * MB, 7 * MB], [10 * MB, 4 * MB, 512 * 1024]]) {
      const files = pdfs(...sizes)
      const [staff] = documentRequestMails(request, files, STAFF)
      const real = await encodedSize(staff!, files)
      const estimate = estimatedMailBytes(staff!, files)
      expect(estimate, String(sizes)).toBeGreaterThanOrEqual(real)
      // Generous, not wasteful: a few kilobytes per file and both parts counted twice.
      expect(estimate - real, String(sizes)).toBeLessThan(16 * 1024)
    }
    const largestAttached = pdfs(7 * MB, 7 * MB)
    expect(await encodedSize(documentRequestMails(request, largestAttached, STAFF)[0]!, largestAttached)).toBeLessThan(MAX_MAIL_BYTES)
  })
})

describe('contact data in the confirmation mails', () => {
  it('lists the channels set in Configurações and leaves out the ones that are not', () => {
    const contacts = { email: 'contato@fundacao.local', whatsapp: '(48) 99164-2200' }
    const [, confirmation] = documentRequestMails(request, [], STAFF, contacts)
    expect(confirmation!.text).toContain('E-mail: contato@fundacao.local\nWhatsApp: (48) 99164-2200\n')
    expect(confirmation!.text).not.toContain('Telefone: (')
    expect(confirmation!.text).not.toContain('Horário de atendimento')
  })

  it('only points to the site when no contact is set', () => {
    const [, confirmation] = documentRequestMails(request, [], STAFF)
    expect(confirmation!.text).toContain('Se precisar falar conosco, use os contatos do site.')
  })
})

describe('the foundation name in the mails to requesters', () => {
  const nomeFundacao = 'Instituto Municipal Aprender Sempre'
  const volunteer = { ...request, endereco: 'Rua A, 1', escolaridade: 'Ensino médio' }
  const requester = { nome: request.nome, email: request.email, protocolo: 'REQ-2026-000007', requerimento: 'diploma' }
  const mails = (contacts: { nomeFundacao?: string }) => [
    documentRequestMails(request, [], STAFF, contacts)[1]!,
    volunteerMails(volunteer, [], STAFF, contacts)[1]!,
    outcomeMail(requester, 'Concluído', contacts),
    replyMail({ ...requester, kind: 'documentRequest' }, 'Segue o diploma.', null, contacts),
  ]

  it('signs them with the name set in Configurações', () => {
    for (const mail of mails({ nomeFundacao })) expect(mail.text, mail.subject).toContain(messages.mail.signature(nomeFundacao).join('\n'))
    expect(mails({ nomeFundacao })[1]!.text).toContain(messages.volunteerMail.received(nomeFundacao))
  })

  it("signs them with the site's own name while none is set", () => {
    for (const mail of mails({})) expect(mail.text, mail.subject).toContain(messages.mail.signature(SITE_NAMES.name).join('\n'))
  })
})
