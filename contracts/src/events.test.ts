import { afterEach, describe, expect, it, vi } from 'vitest'
import { isoDateInSiteZone } from './dates.ts'
import { eventInputSchema } from './events.ts'
import { messages } from './messages/index.ts'

const issuesOf = (value: unknown, field: 'data' | 'horario') =>
  eventInputSchema.shape[field].safeParse(value).error?.issues.map((issue) => issue.message)

afterEach(() => vi.useRealTimers())

describe('event data', () => {
  it('accepts days from 2000-01-01 to ten years after today in Brasília, checked when validating', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T02:00:00Z'), toFake: ['Date'] })
    // 23:00 of 28 February in Brasília: ten years on is 2036-02-28, not 2036-03-01.
    for (const data of ['2000-01-01', '2026-02-28', '2036-02-28']) expect(issuesOf(data, 'data'), data).toBeUndefined()
    for (const data of ['1999-12-31', '0000-01-01', '2036-03-01', '9999-12-31']) {
      expect(issuesOf(data, 'data'), data).toEqual([messages.events.dateOutOfRange])
    }
    vi.setSystemTime(new Date('2027-01-01T12:00:00Z'))
    expect(issuesOf('2036-03-01', 'data')).toBeUndefined()
  })

  it('reports a malformed or impossible date once, with the format message', () => {
    for (const data of ['abc', '2025-02-30', '+02025-01-01', '20250101', '2025-1-1']) {
      expect(issuesOf(data, 'data'), data).toEqual([messages.events.invalidDate])
    }
  })
})

describe('event horario', () => {
  it('takes 00:00 to 23:59, with or without seconds, and answers HH:MM:SS as before', () => {
    const horario = eventInputSchema.shape.horario
    expect(horario.parse('00:00')).toBe('00:00:00')
    expect(horario.parse('23:59')).toBe('23:59:00')
    expect(horario.parse('23:59:59')).toBe('23:59:59')
    for (const value of ['24:00', '23:60', '23:59:60', '-1:00', '9:00', '12:00:00.5', '99999:00']) {
      expect(issuesOf(value, 'horario'), value).toEqual([messages.events.invalidTime])
    }
  })
})

describe('isoDateInSiteZone', () => {
  it('gives the date in Brasília, which is still the day before in the late evening UTC', () => {
    expect(isoDateInSiteZone(new Date('2026-01-01T02:59:00Z'))).toBe('2025-12-31')
    expect(isoDateInSiteZone(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01')
  })
})
