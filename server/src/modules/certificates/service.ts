import {
  DEFAULT_CERTIFICATE_STATUS,
  messages,
  type Certificate,
  type CertificatePage,
  type certificateInputSchema,
  type certificateListQuerySchema,
  type PublicCertificate,
} from '@site/contracts'
import type { z } from 'zod'
import { certificateCodeKey, nameKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { CertificatePageQuery, ListedCertificateRow, PublicCertificateRow } from '../../db/queries/certificates.ts'
import type { Queries } from '../../db/queries/index.ts'
import { conflict, isUniqueViolation, notFound } from '../../errors.ts'
import { certificateLink, storedLink } from './links.ts'

export type CertificateData = z.output<typeof certificateInputSchema>
export type CertificateListQuery = z.output<typeof certificateListQuerySchema>

const msg = messages.certificates

/** The row as the public lookup shows it; `origin` is publicOrigin(config), today's address of our own PDFs. */
export const toPublicCertificate = (row: PublicCertificateRow, origin: string): PublicCertificate => ({
  codigo: row.codigo,
  nome: row.nome,
  curso: row.curso,
  horas: row.horas,
  link: certificateLink(row, origin),
  status: row.status || DEFAULT_CERTIFICATE_STATUS,
  revogadoEm: row.revokedAt?.toISOString() ?? null,
})

/** The row as the admin list shows it. */
export const toCertificate = (row: ListedCertificateRow, origin: string): Certificate => ({
  ...toPublicCertificate(row, origin),
  criadoEm: row.createdAt.toISOString(),
  motivoRevogacao: row.revocationReason,
})

/** The stored columns of a certificate: its text and the keys computed from it (db/keys.ts). */
export const toColumns = (input: CertificateData) => ({
  codigo: input.codigo,
  codeKey: certificateCodeKey(input.codigo),
  nome: input.nome,
  nameKey: nameKey(input.nome),
  curso: input.curso,
  courseKey: nameKey(input.curso),
  horas: input.horas,
  link: input.link,
})

/** The stored certificate under a code as typed, or 404. */
export async function findStoredCertificate(prisma: PrismaClient, codigo: string) {
  const key = certificateCodeKey(codigo)
  const row = key ? await prisma.certificate.findUnique({ where: { codeKey: key } }) : null
  if (!row) throw notFound(msg.notFound)
  return row
}

/**
 * Public lookup: surrounding spaces, letter case, invisible and look-alike characters of the code do not matter.
 * The site's busiest call, so a raw-SQL read (db/queries).
 */
export async function findCertificate(queries: Queries, codigo: string, origin: string): Promise<PublicCertificate> {
  const key = certificateCodeKey(codigo)
  const row = key ? await queries.certificates.findByCodeKey(key) : undefined
  if (!row) throw notFound(msg.notFound)
  return toPublicCertificate(row, origin)
}

/** Rows per query of the whole list: a batch's memory is bounded, and each query leaves the pool at once. */
const LIST_BATCH_SIZE = 1_000

/** Every certificate, newest first, a batch at a time: the whole list may run to tens of thousands. */
export async function* listCertificates(queries: Queries, origin: string): AsyncGenerator<Certificate[]> {
  for await (const rows of queries.certificates.newestFirstBatches(LIST_BATCH_SIZE)) yield rows.map((row) => toCertificate(row, origin))
}

/** The search as the keys compare it: accents, case and look-alikes do not matter. */
const pageQuery = (query: CertificateListQuery): CertificatePageQuery => ({
  nameSearch: nameKey(query.busca),
  codeSearch: certificateCodeKey(query.busca),
  sort: query.ordem,
  descending: query.direcao === 'desc',
  limit: query.porPagina,
  offset: (query.pagina - 1) * query.porPagina,
})

/** One page of the admin list, searched and sorted in the database. */
export async function pageCertificates(queries: Queries, query: CertificateListQuery, origin: string): Promise<CertificatePage> {
  const { rows, total } = await queries.certificates.page(pageQuery(query))
  return { itens: rows.map((row) => toCertificate(row, origin)), total, pagina: query.pagina, porPagina: query.porPagina }
}

/** Every certificate the search finds, in the list's order (the CSV export). */
export async function searchAllCertificates(queries: Queries, query: CertificateListQuery, origin: string): Promise<Certificate[]> {
  return (await queries.certificates.matching(pageQuery(query))).map((row) => toCertificate(row, origin))
}

/** The columns of a certificate staff typed: a link to our own PDF is stored as OWN_PDF_LINK (links.ts). */
export const typedColumns = (input: CertificateData, origin: string) =>
  toColumns({ ...input, link: storedLink(input.link, input.codigo, origin) })

/** The unique index on codeKey decides duplicates, so two simultaneous creates cannot both succeed. */
export async function createCertificate(prisma: PrismaClient, input: CertificateData, origin: string): Promise<Certificate> {
  try {
    return toCertificate(await prisma.certificate.create({ data: typedColumns(input, origin) }), origin)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.duplicateCode)
    throw error
  }
}

/**
 * The DELETE that API clients have always called removes the record (and its history); the admin screen revokes
 * instead, which keeps the certificate answering the validator as revoked.
 */
export async function deleteCertificate(prisma: PrismaClient, codigo: string): Promise<void> {
  const key = certificateCodeKey(codigo)
  const { count } = key ? await prisma.certificate.deleteMany({ where: { codeKey: key } }) : { count: 0 }
  if (count === 0) throw notFound(msg.notFound)
}
