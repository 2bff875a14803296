import { messages, type Certificate, type CertificateRevision } from '@site/contracts'
import type { Certificate as CertificateRow } from '../../generated/prisma/client.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'
import { certificateLink } from './links.ts'
import { findStoredCertificate, toCertificate, typedColumns, type CertificateData } from './service.ts'

const msg = messages.certificates
const manage = messages.certificateManagement

type Transaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

export interface FieldChange {
  campo: string
  de: string
  para: string
}

const KINDS = { correction: manage.correction, revocation: manage.revocation } as const

/** The wire fields staff correct, as the history names them. */
const CORRECTED_FIELDS = ['nome', 'curso', 'horas', 'codigo', 'link'] as const

/** A corrected field as staff see it: the link as it opens. */
const shown = (row: CertificateRow, field: (typeof CORRECTED_FIELDS)[number], origin: string) =>
  field === 'link' ? certificateLink(row, origin) : String(row[field])

/** What a correction changed, field by field; an edit that changes nothing leaves no entry. */
export const correctionChanges = (before: CertificateRow, after: CertificateRow, origin: string): FieldChange[] =>
  CORRECTED_FIELDS.filter((field) => shown(before, field, origin) !== shown(after, field, origin)).map((field) => ({
    campo: field,
    de: shown(before, field, origin),
    para: shown(after, field, origin),
  }))

export async function recordRevision(
  tx: Transaction,
  entry: { certificateId: number; kind: keyof typeof KINDS; changes: FieldChange[]; staffName: string; reason?: string },
) {
  await tx.certificateRevision.create({
    data: {
      certificateId: entry.certificateId,
      kind: KINDS[entry.kind],
      changes: entry.changes as object[],
      staffName: entry.staffName,
      reason: entry.reason ?? null,
    },
  })
}

/** A correction: the change and its history entry (what changed, by whom) are stored together. */
export async function updateCertificate(
  prisma: PrismaClient,
  codigo: string,
  input: CertificateData,
  staff: { nome: string; origin: string },
): Promise<Certificate> {
  const before = await findStoredCertificate(prisma, codigo)
  try {
    return await prisma.$transaction(async (tx) => {
      const after = await tx.certificate.update({ where: { id: before.id }, data: typedColumns(input, staff.origin) })
      const changes = correctionChanges(before, after, staff.origin)
      if (changes.length > 0) await recordRevision(tx, { certificateId: before.id, kind: 'correction', changes, staffName: staff.nome })
      return toCertificate(after, staff.origin)
    })
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    if (isUniqueViolation(error)) throw conflict(msg.duplicateCode)
    throw error
  }
}

/**
 * Revoking keeps the certificate: the validator answers it as "Revogado" with the date, the PDF is refused, and
 * the history records who revoked it and why. Revoking twice is refused (409), so the date stays the first one.
 */
export async function revokeCertificate(
  prisma: PrismaClient,
  codigo: string,
  reason: string,
  staff: { nome: string; origin: string },
): Promise<Certificate> {
  const before = await findStoredCertificate(prisma, codigo)
  if (before.revokedAt) throw conflict(manage.alreadyRevoked)
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.certificate.updateMany({
      where: { id: before.id, revokedAt: null },
      data: { status: manage.revokedStatus, revokedAt: new Date(), revocationReason: reason },
    })
    if (count === 0) throw conflict(manage.alreadyRevoked)
    const changes = [{ campo: 'status', de: before.status, para: manage.revokedStatus }]
    await recordRevision(tx, { certificateId: before.id, kind: 'revocation', changes, staffName: staff.nome, reason })
    return toCertificate(await tx.certificate.findUniqueOrThrow({ where: { id: before.id } }), staff.origin)
  })
}

/** Corrections and the revocation of one certificate, newest first (staff only). */
export async function certificateHistory(prisma: PrismaClient, codigo: string): Promise<CertificateRevision[]> {
  const { id } = await findStoredCertificate(prisma, codigo)
  const revisions = await prisma.certificateRevision.findMany({
    where: { certificateId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return revisions.map((revision) => ({
    tipo: revision.kind,
    em: revision.createdAt.toISOString(),
    por: revision.staffName,
    motivo: revision.reason,
    alteracoes: revision.changes as unknown as FieldChange[],
  }))
}
