import { describe, expect, it } from 'vitest'
import { siteDateTimeIso, siteUtcOffset, startOfSiteDay } from './dates.ts'

describe('siteDateTimeIso', () => {
  it("writes a day and time on Brasília's clock with the offset of that moment", () => {
    expect(siteDateTimeIso('2026-03-14', '19:30:00')).toBe('2026-03-14T19:30:00-03:00')
    expect(new Date(siteDateTimeIso('2026-03-14', '00:00:00')).toISOString()).toBe('2026-03-14T03:00:00.000Z')
  })

  it('reads the offset from the time zone, so a summer of daylight saving time (until 2019) gets its own', () => {
    expect(siteUtcOffset(new Date('2018-01-15T12:00:00Z'))).toBe('-02:00')
    expect(siteDateTimeIso('2018-01-15', '10:00:00')).toBe('2018-01-15T10:00:00-02:00')
  })
})

describe('startOfSiteDay', () => {
  it('is midnight in Brasília, three hours after midnight in UTC', () => {
    expect(startOfSiteDay('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z')
  })

  it('follows the offset the time zone had that day (summer time until 2019)', () => {
    expect(startOfSiteDay('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z')
  })
})
