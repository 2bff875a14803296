import { describe, expect, it } from 'vitest'
import { certificateCodeKey } from './certificates.ts'
import { personKey } from './registrations.ts'

describe('personKey', () => {
  it('treats names differing only by case, accents or spaces as the same person', () => {
    expect(personKey('  José   da  SILVA ')).toBe(personKey('jose da silva'))
    expect(personKey('Conceição')).toBe('conceicao')
  })

  it('keeps different names apart', () => {
    expect(personKey('Maria Souza')).not.toBe(personKey('Mario Souza'))
  })
})

describe('certificateCodeKey', () => {
  it('ignores surrounding spaces and case', () => {
    expect(certificateCodeKey('  demo2025 ')).toBe(certificateCodeKey('DEMO2025'))
  })
})
