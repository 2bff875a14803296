import { messages, type ContactSettings } from '@site/contracts'
import { composeMail, fields, list, oneLine, paragraph, type MailBlock } from './mail-body.ts'
import type { QueuedMail } from './outbox.ts'

/** A stored file as the mails describe it. */
export interface MailFile {
  id: number
  label: string
  fileName: string
  mimeType: string
  size: number
}

export interface VolunteerMailData {
  id: number
  /** VOL-YEAR-NNNNNN; the id stands in for rows older than protocols. */
  protocolo?: string | null
  createdAt: Date
  nome: string
  email: string
  telefone: string
  endereco: string
  cidade?: string | null
  estado?: string | null
  escolaridade: string
  nivelConhecimento?: number | null
}

export interface DocumentRequestMailData {
  id: number
  /** REQ-YEAR-NNNNNN; the id stands in for rows older than protocols. */
  protocolo?: string | null
  createdAt: Date
  nome: string
  cpf: string
  email: string
  telefone: string
  endereco?: string | null
  cidade?: string | null
  estado: string
  cep?: string | null
  curso: string
  envio: string
  requerimento: string
  declaracao: boolean
}

export const DOCUMENT_REQUEST_RESPONSE_HOURS = 48

export const SIGNATURE = paragraph('Atenciosamente,', 'Fundação Educacional')
export const AUTOMATIC = 'Esta é uma mensagem automática. Se precisar falar conosco, use os contatos do site.'

/** The automatic-message note and the foundation's contact data set in "Configurações" (only what is set). */
function contactLines(contacts: ContactSettings): string[] {
  const channels = (
    [
      ['E-mail', contacts.email],
      ['Telefone', contacts.telefone],
      ['WhatsApp', contacts.whatsapp],
      ['Horário de atendimento', contacts.horario],
    ] as const
  ).flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []))
  if (channels.length === 0) return [AUTOMATIC]
  return ['Esta é uma mensagem automática. Se precisar falar conosco:', ...channels]
}
const NOT_INFORMED = 'não informado'

/** Many mail servers refuse a message over 20 MB; attachments grow by a third once encoded. */
export const MAX_MAIL_BYTES = 20 * 1024 * 1024
export const FILES_KEPT_IN_SYSTEM =
  'Os arquivos não foram anexados porque, juntos, passam do tamanho que um e-mail aceita. Eles estão guardados no sistema da fundação.'

const TYPE_LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' }

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' })
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' })

/** "21/11/2026 às 09:30 (horário de Brasília)" */
export const formatDateTime = (date: Date) =>
  `${dateFormat.format(date)} às ${timeFormat.format(date)} (horário de Brasília)`

const orNotInformed = (value: string | number | null | undefined) =>
  value === undefined || value === null || String(value).trim() === '' ? NOT_INFORMED : oneLine(String(value))

const reference = (data: { id: number; protocolo?: string | null }) => data.protocolo ?? String(data.id)

type Field = [label: string, value: string | number | null | undefined]
const fieldRows = (rows: Field[]) => fields(rows.map(([label, value]) => [label, orNotInformed(value)]))

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`

const fileItem = (file: MailFile) =>
  `${file.label}: ${file.fileName} (${TYPE_LABELS[file.mimeType] ?? file.mimeType}, ${formatSize(file.size)})`

/** The files under a title, or that there were none. */
const fileList = (title: string, files: MailFile[]) =>
  files.length === 0 ? paragraph(`${title}:`, 'Nenhum arquivo.') : list(title, files.map(fileItem))

/** The labels the form shows for its options, so the mail names them the same way. */
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value
const courseLabel = (curso: string) => labelOf(messages.documentRequestPage.courseLabels, curso)
const deliveryLabel = (envio: string) => labelOf(messages.documentRequestPage.deliveryOptions, envio)
/** "Administração (adm)": the staff also see the code the form sent, when it differs from the label. */
const labelWithCode = (label: string, code: string) => (label === code ? label : `${label} (${code})`)

/** Base64 in lines of 76 characters plus CRLF, and room for the part's own headers. */
const encodedAttachmentBytes = (size: number) => {
  const base64 = 4 * Math.ceil(size / 3)
  return base64 + 2 * Math.ceil(base64 / 76) + 1024
}

/**
 * A generous estimate of the whole message: its text and HTML parts (accents make quoted-printable longer) and the
 * headers.
 */
export const estimatedMailBytes = (parts: { text: string; html: string }, files: MailFile[]) =>
  2 * (Buffer.byteLength(parts.text) + Buffer.byteLength(parts.html)) +
  4096 +
  files.reduce((total, file) => total + encodedAttachmentBytes(file.size), 0)

/**
 * The staff copy of a submission: an intro, every field, the files and a closing line or two. The files are
 * attached while the message stays under MAX_MAIL_BYTES; beyond that it lists them and says where they are.
 */
function staffMail(mail: {
  to: string
  replyTo: string
  subject: string
  intro: string
  fields: Field[]
  files: MailFile[]
  closing: string[]
}): QueuedMail {
  const compose = (fileSection: MailBlock[]) =>
    composeMail(mail.subject, [paragraph(mail.intro), fieldRows(mail.fields), ...fileSection, paragraph(...mail.closing)])
  const attached = compose([fileList('Arquivos anexados', mail.files)])
  const fits = estimatedMailBytes(attached, mail.files) <= MAX_MAIL_BYTES
  return {
    to: mail.to,
    replyTo: mail.replyTo,
    ...(fits ? attached : compose([fileList('Arquivos recebidos', mail.files), paragraph(FILES_KEPT_IN_SYSTEM)])),
    attachmentFileIds: fits ? mail.files.map((file) => file.id) : [],
  }
}

/** The mail to the volunteer team (every field, the files attached) and the applicant's confirmation. */
export function volunteerMails(
  data: VolunteerMailData,
  files: MailFile[],
  to: string,
  contacts: ContactSettings = {},
): QueuedMail[] {
  const staff = staffMail({
    to,
    replyTo: data.email,
    subject: `Nova inscrição no voluntariado: ${data.nome}`,
    intro: 'Uma nova inscrição no programa de voluntariado chegou pelo site.',
    fields: [
      ['Nome', data.nome],
      ['E-mail', data.email],
      ['Telefone', data.telefone],
      ['Endereço', data.endereco],
      ['Cidade', data.cidade],
      ['Estado', data.estado],
      ['Escolaridade', data.escolaridade],
      ['Nível de conhecimento (1 a 10)', data.nivelConhecimento],
    ],
    files,
    closing: [
      `Inscrição ${reference(data)}, recebida em ${formatDateTime(data.createdAt)}.`,
      'Para falar com a pessoa inscrita, basta responder a esta mensagem.',
    ],
  })
  const confirmation: QueuedMail = {
    to: data.email,
    ...composeMail('Recebemos sua inscrição no voluntariado', [
      paragraph(`Olá, ${oneLine(data.nome)}!`),
      paragraph(
        'Recebemos sua inscrição no programa de voluntariado da Fundação Educacional. Obrigado pelo interesse em fazer parte da nossa equipe.',
      ),
      paragraph('Vamos analisar seus dados e o Termo de Adesão enviado e entraremos em contato pelo e-mail ou pelo telefone informados.'),
      fields([
        ['Protocolo', reference(data)],
        ['Recebida em', formatDateTime(data.createdAt)],
      ]),
      paragraph(...contactLines(contacts)),
      SIGNATURE,
    ]),
  }
  return [staff, confirmation]
}

/** The mail to the academic office (every field, the files attached) and the applicant's confirmation. */
export function documentRequestMails(
  data: DocumentRequestMailData,
  files: MailFile[],
  to: string,
  contacts: ContactSettings = {},
): QueuedMail[] {
  const deadline = new Date(data.createdAt.getTime() + DOCUMENT_REQUEST_RESPONSE_HOURS * 3_600_000)
  const staff = staffMail({
    to,
    replyTo: data.email,
    subject: `Novo requerimento: ${data.requerimento} (${data.nome})`,
    intro: 'Um novo requerimento de documentos acadêmicos chegou pelo site.',
    fields: [
      ['Nome', data.nome],
      ['CPF', data.cpf],
      ['E-mail', data.email],
      ['Telefone', data.telefone],
      ['Endereço', data.endereco],
      ['Cidade', data.cidade],
      ['Estado', data.estado],
      ['CEP', data.cep],
      ['Curso', labelWithCode(courseLabel(data.curso), data.curso)],
      ['Forma de envio', deliveryLabel(data.envio)],
      ['Requerimento', data.requerimento],
      ['Declaração de responsabilidade', data.declaracao ? 'confirmada' : 'não confirmada'],
    ],
    files,
    closing: [
      `Requerimento ${reference(data)}, recebido em ${formatDateTime(data.createdAt)}.`,
      `Prazo de resposta: ${DOCUMENT_REQUEST_RESPONSE_HOURS} horas, até ${formatDateTime(deadline)}.`,
      'Para falar com o requerente, basta responder a esta mensagem.',
    ],
  })
  const confirmation: QueuedMail = {
    to: data.email,
    ...composeMail('Recebemos seu requerimento de documentos', [
      paragraph(`Olá, ${oneLine(data.nome)}!`),
      paragraph('Recebemos seu requerimento de documentos acadêmicos. Confira o resumo:'),
      fieldRows([
        ['Requerimento', data.requerimento],
        ['Curso', courseLabel(data.curso)],
        ['Forma de envio', deliveryLabel(data.envio)],
        ['Arquivos recebidos', String(files.length)],
        ['Protocolo', reference(data)],
        ['Recebido em', formatDateTime(data.createdAt)],
      ]),
      paragraph(`A secretaria responderá em até ${DOCUMENT_REQUEST_RESPONSE_HOURS} horas pelo e-mail ou pelo telefone informados.`),
      paragraph(...contactLines(contacts)),
      SIGNATURE,
    ]),
  }
  return [staff, confirmation]
}

/** The applicant's news when staff conclude or refuse a document request. */
export function outcomeMail(
  data: { nome: string; email: string; protocolo: string; requerimento: string },
  status: string,
): QueuedMail {
  const text = messages.outcomeMail
  const concluded = status === 'Concluído'
  return {
    to: data.email,
    ...composeMail(concluded ? text.concludedSubject(data.protocolo) : text.refusedSubject(data.protocolo), [
      paragraph(`Olá, ${oneLine(data.nome)}!`),
      paragraph(concluded ? text.concluded : text.refused),
      fieldRows([
        ['Protocolo', data.protocolo],
        ['Requerimento', data.requerimento],
        ['Situação', status],
      ]),
      paragraph(AUTOMATIC),
      SIGNATURE,
    ]),
  }
}
