import { z } from 'zod'
import { oneOf, optionalText, requiredEmail, requiredText } from './fields.ts'
import { messages, requiredMessage } from './messages/index.ts'
import { BRAZILIAN_STATES } from './places.ts'

export const DOCUMENT_REQUEST_COURSES = ['adm', 'ads', 'Ciências Contábeis', 'pedagogia', 'Ciências da Religião'] as const

export const DELIVERY_OPTIONS = ['email', 'secretaria'] as const

export const DOCUMENT_TYPES = [
  '2ª Via de Histórico Escolar',
  'diploma',
  'Certificado de curso de pós-graduação',
  'Certificados(Palestras/Cursos)',
  'Ementa de Disciplinas',
] as const

/** Multipart sends the checkbox as text: "true" or "on" when ticked. */
const declarationTicked = z
  .union([z.boolean(), z.string()], { error: messages.documentRequests.declarationRequired })
  .transform((value, ctx) => {
    if (value === true || value === 'true' || value === 'on') return true
    ctx.addIssue({ code: 'custom', message: messages.documentRequests.declarationRequired })
    return z.NEVER
  })

/** The text fields of POST /enviar-requerimento; the files travel beside them. */
export const documentRequestFieldsSchema = z.object({
  nome: requiredText(requiredMessage('Nome')),
  cpf: requiredText(requiredMessage('CPF'), 40),
  email: requiredEmail(),
  telefone: requiredText(requiredMessage('Telefone'), 40),
  endereco: optionalText(),
  cidade: optionalText(),
  estado: oneOf(BRAZILIAN_STATES, messages.states.invalid),
  cep: optionalText(20),
  curso: oneOf(DOCUMENT_REQUEST_COURSES, requiredMessage('Curso')),
  envio: oneOf(DELIVERY_OPTIONS, requiredMessage('Forma de envio')),
  requerimento: oneOf(DOCUMENT_TYPES, requiredMessage('Requerimento')),
  declaracao: declarationTicked,
})

export const DOCUMENT_REQUEST_FILE_FIELDS = {
  rg: { required: true, label: 'RG', missing: messages.documentRequests.rgRequired },
  cpfDoc: { required: false, label: 'CPF (documento)', missing: '' },
  certidao: { required: true, label: 'Certidão de nascimento ou casamento', missing: messages.documentRequests.certidaoRequired },
  procuracao: { required: false, label: 'Procuração', missing: '' },
} as const

export type DocumentRequestFields = z.input<typeof documentRequestFieldsSchema>
