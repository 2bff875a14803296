import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from './env.ts'

/** A random secret generated on first use and kept in DATA_DIR/secrets/<name>, readable by this user only. */
export function storedSecret(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, 'secrets', name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** JWT_SECRET when set; otherwise a secret kept under DATA_DIR (not for production). */
export const resolveJwtSecret = (config: Config): string => config.JWT_SECRET ?? storedSecret(config.DATA_DIR, 'jwt-secret')

/** Encrypts short texts stored in the database (the TOTP secrets) so a copy of the database alone cannot read them. */
export interface SecretBox {
  seal(plain: string): string
  /**
   * The plain text of a sealed value; a value stored before sealing existed (no prefix) is returned as it is, and
   * null when it cannot be opened (sealed under another app secret, or altered).
   */
  open(stored: string): string | null
  isSealed(stored: string): boolean
}

const SEALED_PREFIX = 'enc:v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * AES-256-GCM with a key derived by HKDF-SHA256 from the app's secret (JWT_SECRET or DATA_DIR/secrets/jwt-secret)
 * and `purpose`, so the key lives outside the database and each use gets its own. Stored as
 * "enc:v1:" + base64url(iv, tag, ciphertext).
 */
export function secretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'fundacao-secret-box', purpose, 32))
  const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX)
  return {
    isSealed,
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')
    },
    open(stored) {
      if (!isSealed(stored)) return stored
      const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url')
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
