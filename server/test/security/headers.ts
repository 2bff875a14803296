/** Assertions every response of the app must pass, whatever the route, status or content type. */
import type { Response } from 'supertest'
import { expect } from 'vitest'

/** The CSP as a map of directive name to its sources. */
function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers['content-security-policy']
  expect(header, 'content-security-policy ausente').toBeTypeOf('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

export function expectSecurityHeaders(response: Response) {
  const csp = cspDirectives(response)
  expect(csp.get('default-src')).toEqual(["'self'"])
  // The site's files, and by their hashes the entry's loader and the speculation rules.
  expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]{43}='$/), expect.stringMatching(/^'sha256-[\w+/]{43}='$/)])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  // A strict CSP: no inline or eval'd scripts, whatever the other directives allow.
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")

  expect(response.headers['x-content-type-options']).toBe('nosniff')
  // frame-ancestors 'none' for the browsers that read only X-Frame-Options.
  expect(response.headers['x-frame-options']).toBe('DENY')
  expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/)
  expect(response.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)(,|$)/)
  expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/)
  // The tests speak plain HTTP: HSTS is for HTTPS answers only.
  expect(response.headers).not.toHaveProperty('strict-transport-security')
  expect(response.headers['referrer-policy']).toBeTruthy()
  expect(response.headers['referrer-policy']).not.toMatch(/unsafe-url/)
  expect(response.headers).not.toHaveProperty('x-powered-by')
}

/** The body as text, whatever supertest parsed it into (text, JSON, a Buffer for binary types). */
export function bodyText(response: Response): string {
  if (Buffer.isBuffer(response.body)) return response.body.toString('latin1')
  return response.text ?? JSON.stringify(response.body ?? '')
}

const BCRYPT_HASH = /\$2[aby]\$\d{2}\$/

export function expectNoPasswordHash(response: Response) {
  expect(bodyText(response)).not.toMatch(BCRYPT_HASH)
  expect(JSON.stringify(response.headers)).not.toMatch(BCRYPT_HASH)
}
