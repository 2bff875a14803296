import { randomBytes } from 'node:crypto'
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
