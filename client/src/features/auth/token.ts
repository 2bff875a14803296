import { STAFF_ROLES, type StaffRole } from '@site/contracts'
import { clearToken, getToken } from '../../lib/api-client'

export interface SessionPayload {
  exp: number
  nome?: string
  sub?: string
  /** The role when the token was issued: it picks the menu entries; the server checks every call itself. */
  papel?: StaffRole
}

const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole)

/** Reads a JWT's payload (base64url JSON) without verifying it: the server verifies on every call. */
export function decodeTokenPayload(token: string): SessionPayload | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof payload !== 'object' || payload === null) return null
    const { exp, nome, sub, papel } = payload as Record<string, unknown>
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null
    return {
      exp,
      nome: typeof nome === 'string' ? nome : undefined,
      sub: typeof sub === 'string' ? sub : undefined,
      ...(isRole(papel) && { papel }),
    }
  } catch {
    return null
  }
}

/** Valid when present, decodable and `exp` (seconds) is still in the future. */
export function isTokenValid(token: string | null, nowMs = Date.now()): token is string {
  if (!token) return false
  const payload = decodeTokenPayload(token)
  return payload !== null && payload.exp * 1000 > nowMs
}

/**
 * The stored session, or null. A stored token that is malformed or expired is removed here, so the
 * next visit to /wp-admin starts clean.
 */
export function readSession(nowMs = Date.now()): SessionPayload | null {
  const token = getToken()
  if (isTokenValid(token, nowMs)) return decodeTokenPayload(token)
  if (token !== null) clearToken()
  return null
}
