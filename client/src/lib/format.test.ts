import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './format'

describe('formatDate', () => {
  it('turns an ISO date into dd/mm/aaaa', () => {
    expect(formatDate('2024-06-13')).toBe('13/06/2024')
  })

  it('keeps the calendar day of a full timestamp whatever the time zone', () => {
    expect(formatDate('2025-01-01T00:00:00.000Z')).toBe('01/01/2025')
  })

  it('returns text that is not an ISO date unchanged', () => {
    expect(formatDate('em breve')).toBe('em breve')
  })
})

describe('formatTime', () => {
  it('keeps hours and minutes only', () => {
    expect(formatTime('09:30:00')).toBe('09:30')
  })

  it('leaves HH:MM as it is', () => {
    expect(formatTime('14:00')).toBe('14:00')
  })
})

describe('formatDateTime', () => {
  it('shows a moment in Brasília time as dd/mm/aaaa HH:MM', () => {
    expect(formatDateTime('2025-12-31T23:30:00.000Z')).toBe('31/12/2025 20:30')
    expect(formatDateTime('2025-03-04T13:05:00.000Z')).toBe('04/03/2025 10:05')
  })

  it('keeps a value that is not a moment as it is', () => {
    expect(formatDateTime('ontem')).toBe('ontem')
  })
})
