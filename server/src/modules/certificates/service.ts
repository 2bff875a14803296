import {
  DEFAULT_CERTIFICATE_STATUS,
  messages,
  type Certificate,
  type certificateInputSchema,
  type PublicCertificate,
} from '@site/contracts'
import type { z } from 'zod'
import { certificateCodeKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { ListedCertificateRow, PublicCertificateRow } from '../../db/queries/certificates.ts'
import type { Queries } from '../../db/queries/index.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'

type CertificateData = z.output<typeof certificateInputSchema>

const msg = messages.certificates

/** The row as the public lookup shows it. */
const toPublicCertificate = (row: PublicCertificateRow): PublicCertificate => ({
  codigo: row.codigo,
  nome: row.nome,
  curso: row.curso,
  horas: row.horas,
  link: row.link,
  status: row.status || DEFAULT_CERTIFICATE_STATUS,
})

/** The row as the admin list shows it. */
const toCertificate = (row: ListedCertificateRow): Certificate => ({
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

/**
 * Public lookup: surrounding spaces, letter case, invisible and look-alike characters of the code do not matter.
 * The site's busiest call, so a raw-SQL read (db/queries).
 */
export async function findCertificate(queries: Queries, codigo: string): Promise<PublicCertificate> {
  const key = certificateCodeKey(codigo)
  const row = key ? await queries.certificates.findByCodeKey(key) : undefined
  if (!row) throw notFound(msg.notFound)
  return toPublicCertificate(row)
}

/** Every certificate, newest first: thousands of rows, so a raw-SQL read (Prisma's row mapping would dominate). */
export async function listCertificates(queries: Queries): Promise<Certificate[]> {
  return (await queries.certificates.listNewestFirst()).map(toCertificate)
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
