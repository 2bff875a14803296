import { describe, expect, it } from 'vitest'
import { startOfSiteDay } from './dates.ts'

describe('startOfSiteDay', () => {
  it('is midnight in Brasília, three hours after midnight in UTC', () => {
    expect(startOfSiteDay('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z')
  })

  it('follows the offset the time zone had that day (summer time until 2019)', () => {
    expect(startOfSiteDay('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z')
  })
})
