import {
  DEFAULT_CERTIFICATE_STATUS,
  messages,
  type Certificate,
  type certificateInputSchema,
  type PublicCertificate,
} from '@site/contracts'
import type { z } from 'zod'
import { certificateCodeKey } from '../../db/keys.ts'
import { poolOf, type PrismaClient } from '../../db/prisma.ts'
import type { Certificate as CertificateRow } from '../../generated/prisma/client.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'

type CertificateData = z.output<typeof certificateInputSchema>

const msg = messages.certificates

type PublicColumns = Pick<CertificateRow, 'codigo' | 'nome' | 'curso' | 'horas' | 'link' | 'status'>

/** The row as the public lookup shows it. */
const toPublicCertificate = (row: PublicColumns): PublicCertificate => ({
  codigo: row.codigo,
  nome: row.nome,
  curso: row.curso,
  horas: row.horas,
  link: row.link,
  status: row.status || DEFAULT_CERTIFICATE_STATUS,
})

/** The row as the admin list shows it. */
const toCertificate = (row: PublicColumns & Pick<CertificateRow, 'createdAt'>): Certificate => ({
  ...toPublicCertificate(row),
  criadoEm: row.createdAt.toISOString(),
})

const toColumns = (input: CertificateData) => ({
  codigo: input.codigo,
  codeKey: certificateCodeKey(input.codigo),
  nome: input.nome,
  curso: input.curso,
  horas: input.horas,
  link: input.link,
})

/** A prepared statement: PostgreSQL plans it once per connection. Columns of model Certificate in schema.prisma. */
const LOOKUP_BY_CODE_KEY = {
  name: 'certificate-by-code-key',
  text: 'SELECT "codigo", "nome", "curso", "horas", "link", "status" FROM "Certificate" WHERE "codeKey" = $1',
}

/**
 * Public lookup: surrounding spaces, letter case, invisible and look-alike characters of the code do not matter. The site's busiest call, so it
 * reads through pg directly (one indexed query; Prisma would add more work than the query itself).
 */
export async function findCertificate(prisma: PrismaClient, codigo: string): Promise<PublicCertificate> {
  const key = certificateCodeKey(codigo)
  const { rows } = key ? await poolOf(prisma).query<PublicColumns>({ ...LOOKUP_BY_CODE_KEY, values: [key] }) : { rows: [] }
  if (!rows[0]) throw notFound(msg.notFound)
  return toPublicCertificate(rows[0])
}

/** Every certificate, newest first: thousands of rows, so through pg as the lookup (Prisma's row mapping dominates). */
export async function listCertificates(prisma: PrismaClient): Promise<Certificate[]> {
  const { rows } = await poolOf(prisma).query<PublicColumns & Pick<CertificateRow, 'createdAt'>>(
    `SELECT "codigo", "nome", "curso", "horas", "link", "status", "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
     FROM "Certificate"
     ORDER BY "Certificate"."createdAt" DESC, "Certificate"."id" DESC`,
  )
  return rows.map(toCertificate)
}

/** The unique index on codeKey decides duplicates, so two simultaneous creates cannot both succeed. */
export async function createCertificate(prisma: PrismaClient, input: CertificateData): Promise<Certificate> {
  try {
    return toCertificate(await prisma.certificate.create({ data: toColumns(input) }))
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.duplicateCode)
    throw error
  }
}

export async function updateCertificate(
  prisma: PrismaClient,
  codigo: string,
  input: CertificateData,
): Promise<Certificate> {
  const key = certificateCodeKey(codigo)
  if (!key) throw notFound(msg.notFound)
  try {
    return toCertificate(await prisma.certificate.update({ where: { codeKey: key }, data: toColumns(input) }))
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    if (isUniqueViolation(error)) throw conflict(msg.duplicateCode)
    throw error
  }
}

export async function deleteCertificate(prisma: PrismaClient, codigo: string): Promise<void> {
  const key = certificateCodeKey(codigo)
  const { count } = key ? await prisma.certificate.deleteMany({ where: { codeKey: key } }) : { count: 0 }
  if (count === 0) throw notFound(msg.notFound)
}
