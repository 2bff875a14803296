import {
  contactChannels,
  type ContactSettings,
  foundationName,
  DOCUMENT_REQUEST_RESPONSE_HOURS,
  messages,
  responseDueAt,
  SITE_TIME_ZONE,
} from '@site/contracts'
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

const text = messages.mail

/** "Atenciosamente," and the foundation's name as configured (foundationName). */
export const signature = (foundation: string) => paragraph(...text.signature(foundation))
export const AUTOMATIC = text.automatic

/** "Olá, Maria!" */
export const greeting = (nome: string) => paragraph(text.greeting(oneLine(nome)))

const CONTACT_CHANNELS = ['email', 'telefone', 'whatsapp', 'horario'] as const

/** The automatic-message note and the foundation's contact data set in "Configurações" (only what is set). */
function contactLines(contacts: ContactSettings): string[] {
  const channels = CONTACT_CHANNELS.flatMap((channel) =>
    contacts[channel] ? [`${contactChannels[channel]}: ${contacts[channel]}`] : [],
  )
  if (channels.length === 0) return [AUTOMATIC]
  return [text.automaticWithContacts, ...channels]
}

/** Many mail servers refuse a message over 20 MB; attachments grow by a third once encoded. */
export const MAX_MAIL_BYTES = 20 * 1024 * 1024
export const FILES_KEPT_IN_SYSTEM = text.filesKeptInSystem

const TYPE_LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' }

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, dateStyle: 'short' })
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, timeStyle: 'short' })

/** "21/11/2026 às 09:30 (horário de Brasília)" */
export const formatDateTime = (date: Date) => text.dateTime(dateFormat.format(date), timeFormat.format(date))

const orNotInformed = (value: string | number | null | undefined) =>
  value === undefined || value === null || String(value).trim() === '' ? text.notInformed : oneLine(String(value))

/** The form's own words for the personal fields, so the staff read the same names. */
const label = messages.fieldLabels

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
  files.length === 0 ? paragraph(`${title}:`, text.noFiles) : list(title, files.map(fileItem))

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
  const attached = compose([fileList(text.attachedFiles, mail.files)])
  const fits = estimatedMailBytes(attached, mail.files) <= MAX_MAIL_BYTES
  return {
    to: mail.to,
    replyTo: mail.replyTo,
    ...(fits ? attached : compose([fileList(text.receivedFiles, mail.files), paragraph(FILES_KEPT_IN_SYSTEM)])),
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
  const words = messages.volunteerMail
  const staff = staffMail({
    to,
    replyTo: data.email,
    subject: words.staffSubject(data.nome),
    intro: words.staffIntro,
    fields: [
      [label.nome, data.nome],
      [label.email, data.email],
      [label.telefone, data.telefone],
      [label.endereco, data.endereco],
      [label.cidade, data.cidade],
      [label.estado, data.estado],
      [messages.volunteerPage.schooling, data.escolaridade],
      [words.knowledgeLevel, data.nivelConhecimento],
    ],
    files,
    closing: [words.staffClosing(reference(data), formatDateTime(data.createdAt)), words.staffReply],
  })
  const confirmation: QueuedMail = {
    to: data.email,
    ...composeMail(words.subject, [
      greeting(data.nome),
      paragraph(words.received(foundationName(contacts))),
      paragraph(words.nextSteps),
      fields([
        [text.protocol, reference(data)],
        [words.receivedAt, formatDateTime(data.createdAt)],
      ]),
      paragraph(...contactLines(contacts)),
      signature(foundationName(contacts)),
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
  const deadline = responseDueAt(data.createdAt)
  const words = messages.documentRequestMail
  const course = messages.documentRequestPage.course
  const staff = staffMail({
    to,
    replyTo: data.email,
    subject: words.staffSubject(data.requerimento, data.nome),
    intro: words.staffIntro,
    fields: [
      [label.nome, data.nome],
      [label.cpf, data.cpf],
      [label.email, data.email],
      [label.telefone, data.telefone],
      [label.endereco, data.endereco],
      [label.cidade, data.cidade],
      [label.estado, data.estado],
      [label.cep, data.cep],
      [course, labelWithCode(courseLabel(data.curso), data.curso)],
      [words.delivery, deliveryLabel(data.envio)],
      [words.request, data.requerimento],
      [words.declaration, data.declaracao ? words.declarationConfirmed : words.declarationNotConfirmed],
    ],
    files,
    closing: [
      words.staffClosing(reference(data), formatDateTime(data.createdAt)),
      words.deadline(DOCUMENT_REQUEST_RESPONSE_HOURS, formatDateTime(deadline)),
      words.staffReply,
    ],
  })
  const confirmation: QueuedMail = {
    to: data.email,
    ...composeMail(words.subject, [
      greeting(data.nome),
      paragraph(words.summary),
      fieldRows([
        [words.request, data.requerimento],
        [course, courseLabel(data.curso)],
        [words.delivery, deliveryLabel(data.envio)],
        [text.receivedFiles, String(files.length)],
        [text.protocol, reference(data)],
        [words.receivedAt, formatDateTime(data.createdAt)],
      ]),
      paragraph(words.answerWithin(DOCUMENT_REQUEST_RESPONSE_HOURS)),
      paragraph(...contactLines(contacts)),
      signature(foundationName(contacts)),
    ]),
  }
  return [staff, confirmation]
}

/** The applicant's news when staff conclude or refuse a document request. */
export function outcomeMail(
  data: { nome: string; email: string; protocolo: string; requerimento: string },
  status: string,
  contacts: ContactSettings = {},
): QueuedMail {
  const words = messages.outcomeMail
  const concluded = status === 'Concluído'
  return {
    to: data.email,
    ...composeMail(concluded ? words.concludedSubject(data.protocolo) : words.refusedSubject(data.protocolo), [
      greeting(data.nome),
      paragraph(concluded ? words.concluded : words.refused),
      fieldRows([
        [text.protocol, data.protocolo],
        [messages.documentRequestMail.request, data.requerimento],
        [words.status, status],
      ]),
      paragraph(AUTOMATIC),
      signature(foundationName(contacts)),
    ]),
  }
}

/**
 * What staff write to the person from the record: their text, the attachment (the issued document) named, and the
 * foundation's contacts. Replies to it go to the contact e-mail of "Configurações" when one is set.
 */
export function replyMail(
  data: { nome: string; email: string; protocolo: string; kind: 'volunteer' | 'documentRequest' },
  mensagem: string,
  attachment: MailFile | null,
  contacts: ContactSettings = {},
): QueuedMail {
  const words = messages.replyMail
  const subject = data.kind === 'volunteer' ? words.volunteerSubject(data.protocolo) : words.documentRequestSubject(data.protocolo)
  const paragraphs = mensagem.split(/\r?\n\s*\n/).map((block) => paragraph(...block.split(/\r?\n/)))
  return {
    to: data.email,
    ...(contacts.email && { replyTo: contacts.email }),
    ...composeMail(subject, [
      greeting(data.nome),
      ...paragraphs,
      ...(attachment ? [paragraph(words.attached(attachment.fileName))] : []),
      fields([[text.protocol, data.protocolo]]),
      paragraph(...contactLines(contacts)),
      signature(foundationName(contacts)),
    ]),
    attachmentFileIds: attachment ? [attachment.id] : [],
  }
}
