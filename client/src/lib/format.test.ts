import { describe, expect, it } from 'vitest'
import { formatDate, formatTime } from './format'

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
