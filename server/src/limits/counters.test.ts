import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDatabase } from '../../test/database.ts'
import type { PrismaClient } from '../db/prisma.ts'
import { addressKey, blockedFor, countEvent, purgeExpiredCounts, resetCount, type LimitRule } from './counters.ts'

const PER_MINUTE: LimitRule = { bucket: 'teste/minute', max: 5, windowSeconds: 60 }
const LOCK: LimitRule = { bucket: 'teste/lock', max: 2, windowSeconds: 60, lockSeconds: 3600 }

describe('limit counters in PostgreSQL', () => {
  let prisma: PrismaClient
  beforeAll(async () => {
    prisma = (await connectTestDatabase()).prisma
  })
  beforeEach(() => prisma.rateLimitCounter.deleteMany())
  afterAll(() => prisma.$disconnect())

  const row = (rule: LimitRule, key: string) =>
    prisma.rateLimitCounter.findUniqueOrThrow({ where: { bucket_key: { bucket: rule.bucket, key } } })

  it('counts simultaneous events exactly, and reports the limit reached to exactly one of them', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => countEvent(prisma, '203.0.113.9', [PER_MINUTE])))
    expect(results.filter((exhausted) => exhausted.length > 0)).toHaveLength(1)
    expect((await row(PER_MINUTE, '203.0.113.9')).count).toBe(20)
  })

  it('blocks a key once max events are counted, until its window closes, and never another key', async () => {
    for (let i = 0; i < 4; i++) await countEvent(prisma, 'a', [PER_MINUTE])
    expect(await blockedFor(prisma, 'a', [PER_MINUTE])).toBeNull()
    await countEvent(prisma, 'a', [PER_MINUTE])
    const wait = await blockedFor(prisma, 'a', [PER_MINUTE])
    expect(wait).toBeGreaterThan(50)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await blockedFor(prisma, 'b', [PER_MINUTE])).toBeNull()

    await prisma.$executeRaw`UPDATE "RateLimitCounter" SET "expiresAt" = now() - interval '1 second'`
    expect(await blockedFor(prisma, 'a', [PER_MINUTE])).toBeNull()
    await countEvent(prisma, 'a', [PER_MINUTE])
    expect((await row(PER_MINUTE, 'a')).count).toBe(1)
  })

  it('holds a locked key for lockSeconds from the event that reached max, and forgets it on reset', async () => {
    await countEvent(prisma, 'conta', [LOCK])
    expect(await countEvent(prisma, 'conta', [LOCK])).toEqual([LOCK])
    expect(await blockedFor(prisma, 'conta', [LOCK])).toBeGreaterThan(3590)
    await resetCount(prisma, 'conta', LOCK)
    expect(await blockedFor(prisma, 'conta', [LOCK])).toBeNull()
  })

  it('purges the rows of closed windows and ended locks only', async () => {
    await countEvent(prisma, 'velho', [PER_MINUTE, LOCK])
    await countEvent(prisma, 'novo', [PER_MINUTE, LOCK])
    await prisma.$executeRaw`UPDATE "RateLimitCounter" SET "expiresAt" = now() - interval '1 second' WHERE "key" = 'velho'`
    expect(await purgeExpiredCounts(prisma)).toBe(2)
    expect((await prisma.rateLimitCounter.findMany()).map((counter) => counter.key)).toEqual(['novo', 'novo'])
  })
})

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:0:12::/64'
    for (const address of [
      '2001:db8:0:12::1',
      '2001:0db8:0000:0012:ffff:ffff:ffff:fffe',
      '2001:DB8::12:a:b:c:d',
      '2001:db8:0:12:0:ffff:192.0.2.1',
    ]) {
      expect(addressKey(address), address).toBe(network)
    }
    expect(addressKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8:0:13::1')).not.toBe(network)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })
})
