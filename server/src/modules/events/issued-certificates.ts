import type { Prisma } from '../../generated/prisma/client.ts'
import type { CertificateKind } from '@site/contracts'
import { OWN_PDF_LINK, randomCertificateCode, toColumns } from '../certificates/index.ts'

/** A collision among 31^8 codes is rare; a few fresh draws settle any that happen. */
const MAX_DRAWS = 5

export interface CertificateToIssue {
  nome: string
  curso: string
  horas: number
  /** What the certificate states (a talk's participation, a course's completion), and the event's day. */
  kind: CertificateKind
  eventDate: Date
}

/**
 * Inserts one certificate per entry, in the caller's transaction, each with a fresh code and the keys every
 * certificate is stored with (toColumns). A code already taken is skipped by the insert (ON CONFLICT DO NOTHING,
 * which leaves the transaction usable) and drawn again. Returns the new rows' id and codigo, in the entries' order.
 */
export async function insertIssuedCertificates(
  tx: Prisma.TransactionClient,
  entries: CertificateToIssue[],
): Promise<{ id: number; codigo: string }[]> {
  const issued = new Map<number, { id: number; codigo: string }>()
  for (let draw = 0; draw < MAX_DRAWS && issued.size < entries.length; draw++) {
    const pending = entries.flatMap((entry, index) => (issued.has(index) ? [] : [{ entry, index, codigo: randomCertificateCode() }]))
    const rows = await tx.certificate.createManyAndReturn({
      data: pending.map(({ entry, codigo }) => ({
        ...toColumns({ codigo, nome: entry.nome, curso: entry.curso, horas: entry.horas, link: OWN_PDF_LINK }),
        kind: entry.kind,
        eventDate: entry.eventDate,
      })),
      skipDuplicates: true,
      select: { id: true, codigo: true },
    })
    const idByCode = new Map(rows.map((row) => [row.codigo, row.id]))
    for (const { index, codigo } of pending) {
      const id = idByCode.get(codigo)
      if (id !== undefined) issued.set(index, { id, codigo })
    }
  }
  if (issued.size < entries.length) throw new Error('could not draw unused certificate codes')
  return entries.map((_, index) => issued.get(index)!)
}
