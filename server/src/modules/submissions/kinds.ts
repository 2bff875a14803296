import {
  DOCUMENT_REQUEST_FILE_FIELDS,
  messages,
  PROTOCOL_PREFIXES,
  VOLUNTEER_FILE_FIELDS,
} from '@site/contracts'
import type { DocumentRequest, VolunteerApplication } from '../../generated/prisma/client.ts'

/** The two inboxes: "Candidaturas" (volunteer applications) and "Requerimentos" (document requests). */
export type InboxKind = 'volunteer' | 'documentRequest'

const labels = messages.fieldLabels
const page = messages.documentRequestPage
const labelOf = (options: Record<string, string>, value: string) => options[value] ?? value
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export const KINDS = {
  volunteer: {
    prefix: PROTOCOL_PREFIXES.volunteer,
    table: 'VolunteerApplication',
    notFound: messages.inbox.volunteerNotFound,
    fileFields: VOLUNTEER_FILE_FIELDS as Record<string, { label: string }>,
    owner: (id: number) => ({ volunteerApplicationId: id }),
  },
  documentRequest: {
    prefix: PROTOCOL_PREFIXES.documentRequest,
    table: 'DocumentRequest',
    notFound: messages.inbox.documentRequestNotFound,
    fileFields: DOCUMENT_REQUEST_FILE_FIELDS as Record<string, { label: string }>,
    owner: (id: number) => ({ documentRequestId: id }),
  },
} as const

/** What a volunteer asked for, in one line of the list. */
export const volunteerSubject = (row: Pick<VolunteerApplication, 'escolaridade'>) => row.escolaridade
/** "Diploma · Pedagogia" */
export const documentRequestSubject = (row: Pick<DocumentRequest, 'requerimento' | 'curso'>) =>
  `${labelOf(page.documentTypeLabels, row.requerimento)} · ${labelOf(page.courseLabels, row.curso)}`

/** Every field of an application, labelled as the form labels it. */
export const volunteerFields = (row: VolunteerApplication) => [
  { rotulo: labels.nome, valor: row.nome },
  { rotulo: labels.email, valor: row.email },
  { rotulo: labels.telefone, valor: row.telefone },
  { rotulo: labels.endereco, valor: row.endereco },
  { rotulo: labels.cidade, valor: text(row.cidade) },
  { rotulo: labels.estado, valor: text(row.estado) },
  { rotulo: 'Escolaridade', valor: row.escolaridade },
  { rotulo: 'Nível de conhecimento (1 a 10)', valor: text(row.nivelConhecimento) },
]

export const documentRequestFields = (row: DocumentRequest) => [
  { rotulo: labels.nome, valor: row.nome },
  { rotulo: labels.cpf, valor: row.cpf },
  { rotulo: labels.email, valor: row.email },
  { rotulo: labels.telefone, valor: row.telefone },
  { rotulo: labels.endereco, valor: text(row.endereco) },
  { rotulo: labels.cidade, valor: text(row.cidade) },
  { rotulo: labels.estado, valor: row.estado },
  { rotulo: labels.cep, valor: text(row.cep) },
  { rotulo: 'Curso', valor: labelOf(page.courseLabels, row.curso) },
  { rotulo: 'Forma de envio', valor: labelOf(page.deliveryOptions, row.envio) },
  { rotulo: page.documentType, valor: labelOf(page.documentTypeLabels, row.requerimento) },
  { rotulo: 'Declaração de responsabilidade', valor: row.declaracao ? 'confirmada' : 'não confirmada' },
]

/** What "Excluir dados pessoais" leaves of a row: the protocol, status and dates stay; who the person is goes. */
const ERASED = messages.inbox.erasedName
export const ERASED_VOLUNTEER = {
  nome: ERASED,
  email: '',
  telefone: '',
  endereco: '',
  cidade: null,
  estado: null,
} satisfies Partial<VolunteerApplication>
export const ERASED_DOCUMENT_REQUEST = {
  nome: ERASED,
  cpf: '',
  email: '',
  telefone: '',
  endereco: null,
  cidade: null,
  cep: null,
} satisfies Partial<DocumentRequest>
