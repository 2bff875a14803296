/**
 * Counters for rate limits and locks, kept in PostgreSQL so that every app instance sees the same counts.
 * A window opens with the first event a key counts under a bucket and closes `windowSeconds` later; the next event
 * after that opens a new one. Times come from the database clock, the one clock every instance shares.
 */
import net from 'node:net'
import type { PrismaClient } from '../db/prisma.ts'

export interface LimitRule {
  /** Names the counter: a route family and its window, e.g. "registrations/minute". */
  bucket: string
  max: number
  windowSeconds: number
  /** With a lock, the event that reaches `max` holds the key for this long from then on, whatever is left of the window. */
  lockSeconds?: number
}

/** Seconds until `key` may go on under every rule, or null when none of them is exhausted now. */
export async function blockedFor(prisma: PrismaClient, key: string, rules: LimitRule[]): Promise<number | null> {
  const rows = await prisma.$queryRaw<{ bucket: string; count: number; retryAfter: number }[]>`
    SELECT "bucket", "count", ceil(extract(epoch FROM "expiresAt" - now()))::int AS "retryAfter"
      FROM "RateLimitCounter"
     WHERE "bucket" = ANY(${rules.map((rule) => rule.bucket)}::text[]) AND "key" = ${key} AND "expiresAt" > now()`
  const waits = rows
    .filter((row) => row.count >= (rules.find((rule) => rule.bucket === row.bucket)?.max ?? Infinity))
    .map((row) => Math.max(1, row.retryAfter))
  return waits.length > 0 ? Math.max(...waits) : null
}

/**
 * Counts one event of `key` under every rule, atomically, and returns the rules this very event exhausted: only one
 * event reaches `max` exactly, so the caller can log a limit or lock once, when it starts.
 */
export async function countEvent(prisma: PrismaClient, key: string, rules: LimitRule[]): Promise<LimitRule[]> {
  const rows = await prisma.$queryRaw<{ bucket: string; count: number }[]>`
    INSERT INTO "RateLimitCounter" ("bucket", "key", "count", "expiresAt")
    SELECT rule.bucket, ${key}, 1, now() + make_interval(secs => rule.seconds)
      FROM unnest(${rules.map((rule) => rule.bucket)}::text[], ${rules.map((rule) => rule.windowSeconds)}::float8[])
           AS rule(bucket, seconds)
    ON CONFLICT ("bucket", "key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."expiresAt" > now() THEN "RateLimitCounter"."count" + 1 ELSE 1 END,
      "expiresAt" = CASE WHEN "RateLimitCounter"."expiresAt" > now() THEN "RateLimitCounter"."expiresAt"
                         ELSE EXCLUDED."expiresAt" END
    RETURNING "bucket", "count"`
  const exhausted = rules.filter((rule) => rows.some((row) => row.bucket === rule.bucket && row.count === rule.max))
  for (const rule of exhausted) {
    if (rule.lockSeconds === undefined) continue
    await prisma.$executeRaw`
      UPDATE "RateLimitCounter" SET "expiresAt" = now() + make_interval(secs => ${rule.lockSeconds}::float8)
       WHERE "bucket" = ${rule.bucket} AND "key" = ${key}`
  }
  return exhausted
}

/** Forgets the count of `key` under `rule`, e.g. after a successful login. */
export async function resetCount(prisma: PrismaClient, key: string, rule: LimitRule): Promise<void> {
  await prisma.rateLimitCounter.deleteMany({ where: { bucket: rule.bucket, key } })
}

/** Deletes the rows of closed windows and ended locks (an index range scan); returns how many. */
export const purgeExpiredCounts = (prisma: PrismaClient): Promise<number> =>
  prisma.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "expiresAt" <= now()`

/**
 * The key a client address counts under: an IPv4 address as it is, and the /64 network of an IPv6 one, since a
 * single host (one home, one school) commonly holds a whole /64 and could otherwise pick a new address per request.
 */
export function addressKey(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mappedIpv4) return mappedIpv4[1]!
  if (!net.isIPv6(ip)) return ip
  const [head, tail] = ip.toLowerCase().split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // An embedded IPv4 address ("::ffff:10.0.0.1" style) fills two groups.
  const tailLength = groups(tail).reduce((length, group) => length + (group.includes('.') ? 2 : 1), 0)
  const zeros = tail === undefined ? [] : Array<string>(8 - groups(head).length - tailLength).fill('0')
  const network = [...groups(head), ...zeros, ...groups(tail)].slice(0, 4)
  return `${network.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`
}
