/** Test data for the submission and mail tests: valid form fields and tiny files of each accepted type. */
import type { Test } from 'supertest'
import type { PrismaClient } from '../../src/db/prisma.ts'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d494844520000000100000001080600000001f15c4889', 'hex'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
])
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(32, 7),
  Buffer.from([0xff, 0xd9]),
])

export const VOLUNTEER = {
  nome: 'Clarice Teste Albuquerque',
  email: 'clarice.teste@example.com',
  telefone: '(12) 98877-6655',
  endereco: 'Rua das Acácias, 120',
  cidade: 'Cidade Exemplo',
  estado: 'SP',
  escolaridade: 'Ensino Médio Completo',
  nivelConhecimento: '7',
}

export const DOCUMENT_REQUEST = {
  nome: 'Bento Teste Figueiredo',
  cpf: '529.982.247-25',
  email: 'bento.teste@example.com',
  telefone: '(12) 97766-5544',
  endereco: 'Avenida Central, 45',
  cidade: 'Cidade Exemplo',
  estado: 'SP',
  cep: '12200-000',
  curso: 'pedagogia',
  envio: 'email',
  requerimento: 'diploma',
  declaracao: 'true',
}

export function withFields(request: Test, fields: Record<string, string>): Test {
  for (const [name, value] of Object.entries(fields)) request.field(name, value)
  return request
}

export const attachPdf = (request: Test, field: string, filename: string, content: Buffer = PDF) =>
  request.attach(field, content, { filename, contentType: 'application/pdf' })

/** How many submissions, files and queued mails are stored. */
export async function storedCounts(prisma: PrismaClient) {
  const [volunteers, requests, files, mails] = await Promise.all([
    prisma.volunteerApplication.count(),
    prisma.documentRequest.count(),
    prisma.submissionFile.count(),
    prisma.outboxMail.count(),
  ])
  return { volunteers, requests, files, mails }
}

export const NOTHING_STORED = { volunteers: 0, requests: 0, files: 0, mails: 0 }
