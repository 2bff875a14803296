import { afterEach, beforeEach, vi } from 'vitest'
import { TOKEN_STORAGE_KEY, type StaffRole } from '@site/contracts'

/** UTF-8 JSON in base64url, as a JWT carries it. */
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

/** A token shaped like the server's (HS256 JWT); the signature is not checked by the client. */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600, nome = 'equipe', papel?: StaffRole): string {
  const payload = { sub: '1', nome, exp: expSeconds, ...(papel && { papel }) }
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.assinatura`
}

export function signIn(token = fakeToken()): string {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  return token
}

/** For an admin screen's tests: each starts signed in and leaves no token, fetch stub or spy behind. */
export function signInForEachTest() {
  beforeEach(() => {
    signIn()
  })
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
