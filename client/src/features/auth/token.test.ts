import { afterEach, describe, expect, it } from 'vitest'
import { TOKEN_STORAGE_KEY } from '@site/contracts'
import { fakeToken } from '../../test/session'
import { decodeTokenPayload, isTokenValid, readSession } from './token'

const now = Date.UTC(2026, 0, 1, 12)
const inOneHour = now / 1000 + 3600

afterEach(() => localStorage.clear())

describe('decodeTokenPayload', () => {
  it('reads a base64url JSON payload, accents included', () => {
    expect(decodeTokenPayload(fakeToken(inOneHour, 'João'))).toEqual({ exp: inOneHour, nome: 'João', sub: '1' })
  })

  it('rejects tokens that are not three parts, not base64, not JSON or without a numeric exp', () => {
    expect(decodeTokenPayload('abc')).toBeNull()
    expect(decodeTokenPayload('a.%%%.c')).toBeNull()
    expect(decodeTokenPayload(`a.${btoa('not json')}.c`)).toBeNull()
    expect(decodeTokenPayload(`a.${btoa(JSON.stringify({ exp: 'amanhã' }))}.c`)).toBeNull()
    expect(decodeTokenPayload(`a.${btoa('null')}.c`)).toBeNull()
  })
})

describe('isTokenValid', () => {
  it('accepts a token whose exp (seconds) is in the future', () => {
    expect(isTokenValid(fakeToken(inOneHour), now)).toBe(true)
  })

  it('refuses a missing, malformed or expired token', () => {
    expect(isTokenValid(null, now)).toBe(false)
    expect(isTokenValid('quebrado', now)).toBe(false)
    expect(isTokenValid(fakeToken(now / 1000 - 1), now)).toBe(false)
    expect(isTokenValid(fakeToken(now / 1000), now)).toBe(false)
  })
})

describe('readSession', () => {
  it('keeps a valid token and returns its payload', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken(inOneHour))
    expect(readSession(now)?.exp).toBe(inOneHour)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull()
  })

  it.each([
    ['malformed', 'isto-nao-e-um-token'],
    ['expired', fakeToken(now / 1000 - 60)],
  ])('removes a %s token', (_label, token) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token)
    expect(readSession(now)).toBeNull()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
