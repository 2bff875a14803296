import { isoDateInSiteZone, type ProtocolPrefix } from '@site/contracts'
import type { Prisma } from '../../generated/prisma/client.ts'

/** "VOL-2026-000123": the number padded to six digits (it simply grows past them). */
export const formatProtocol = (prefix: ProtocolPrefix, year: number, value: number) =>
  `${prefix}-${year}-${String(value).padStart(6, '0')}`

/**
 * The next protocol of `prefix` for the current year (in Brasília), inside the caller's transaction. The UPSERT
 * locks the counter row until that transaction ends, so concurrent submissions, from any app instance, queue on
 * it and get consecutive numbers; a rolled-back submission gives its number back.
 */
export async function nextProtocol(tx: Prisma.TransactionClient, prefix: ProtocolPrefix, now = new Date()): Promise<string> {
  const year = Number(isoDateInSiteZone(now).slice(0, 4))
  const [row] = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "ProtocolCounter" ("prefix", "year", "lastValue") VALUES (${prefix}, ${year}, 1)
    ON CONFLICT ("prefix", "year") DO UPDATE SET "lastValue" = "ProtocolCounter"."lastValue" + 1
    RETURNING "lastValue"`
  return formatProtocol(prefix, year, row!.lastValue)
}
