import { DEFAULT_DOCUMENT_RETENTION_DAYS } from '@site/contracts'
import { z } from 'zod'
import os from 'node:os'
import { StartupError } from '../startup-error.ts'
import { isCronPattern } from './cron-pattern.ts'
import { OUTBOX_RETRY_DEFAULTS, REQUEST_TIMEOUT_DEFAULTS, UPLOAD_DEFAULTS } from './defaults.ts'

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** Fastify's trustProxy: "false" (no proxy), "true" (any peer), or the proxies' addresses and ranges, comma-separated. */
const trustProxy = z
  .string()
  .default('false')
  .transform((value) => {
    const text = value.trim()
    return text === 'true' || text === 'false' ? text === 'true' : text
  })

const SECONDS_PER_UNIT: Record<string, number> = { second: 1, minute: 60, hour: 3600 }

/** A span of time such as "90 seconds", "15 minutes" or "1 hour", in seconds. */
const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const [, amount, unit = ''] = /^\s*(\d+)\s*(second|minute|hour)s?\s*$/i.exec(text) ?? []
      const seconds = Number(amount) * (SECONDS_PER_UNIT[unit.toLowerCase()] ?? Number.NaN)
      if (seconds > 0) return seconds
      ctx.addIssue({ code: 'custom', message: 'use um número e uma unidade, como "90 seconds", "15 minutes" ou "1 hour"' })
      return z.NEVER
    })

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'use a origem pública do site, como https://fundacao.sp.gov.br' })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_USER: z.string().min(1).default('admin'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Administrators can reach nothing but their own account until they turn on two-factor authentication. */
    REQUIRE_2FA_FOR_ADMINS: z.stringbool().default(false),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Fundação Educacional <nao-responda@fundacao.local>'),
    MAIL_TO_VOLUNTARIADO: z.email().default('voluntariado@fundacao.local'),
    MAIL_TO_REQUERIMENTO: z.email().default('secretaria@fundacao.local'),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(OUTBOX_RETRY_DEFAULTS.backoffBaseMs),
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().positive().default(OUTBOX_RETRY_DEFAULTS.backoffMaxMs),
    CALL_LIST_URL: z.url().optional(),
    CALL_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
    IMPORT_TIME_LIMIT_MS: z.coerce.number().int().positive().default(60_000),
    CORS_ORIGINS: list,
    TRUST_PROXY: trustProxy,
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    LOGIN_RATE_LIMIT_WINDOW: duration('15 minutes'),
    LOGIN_ACCOUNT_LOCK_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_LOCK_WINDOW: duration('15 minutes'),
    LOGIN_ACCOUNT_LOCK_DURATION: duration('15 minutes'),
    REGISTRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    REGISTRATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(300),
    SUBMISSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    SUBMISSION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
    CLIENT_DIST: z.string().optional(),
    UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(UPLOAD_DEFAULTS.concurrency),
    UPLOAD_PLACES_PER_ADDRESS: z.coerce.number().int().positive().default(UPLOAD_DEFAULTS.placesPerAddress),
    UPLOAD_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(UPLOAD_DEFAULTS.queueWaitMs),
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(UPLOAD_DEFAULTS.timeoutMs),
    UPLOAD_TMP_DIR: z.string().min(1).default(os.tmpdir()),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(REQUEST_TIMEOUT_DEFAULTS.requestMs),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(REQUEST_TIMEOUT_DEFAULTS.keepAliveMs),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(REQUEST_TIMEOUT_DEFAULTS.idleConnectionMs),
    DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_DOCUMENT_RETENTION_DAYS),
    BACKUP_PASSPHRASE: z.string().min(20, 'use pelo menos 20 caracteres (por exemplo, cinco palavras ao acaso)').optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    /** Cron syntax in Brasília time; "off" turns the automatic backups off. */
    BACKUP_SCHEDULE: z
      .string()
      .default('0 2 * * *')
      .refine((text) => text === 'off' || isCronPattern(text), 'use a sintaxe do cron, como "0 2 * * *" (todo dia às 02:00), ou off'),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
    /** An rclone remote ("nuvem:fundacao/backups") that receives each verified archive. */
    BACKUP_RCLONE_REMOTE: z.string().min(1).optional(),
    /** Receives the alerts; unset: every active Administrador with an e-mail. */
    ALERT_EMAIL: z.email().optional(),
    /** How often the alerts' checks run (backups, outbox, free disk space, retention). */
    ALERT_CHECK_INTERVAL: duration('5 minutes'),
    /** The Bearer token of GET /metrics; unset, there is no /metrics. */
    METRICS_TOKEN: z.string().min(32, 'use pelo menos 32 caracteres (por exemplo, openssl rand -hex 32)').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET é obrigatório em produção' })
    // The embedded database runs production on one server (decision 33): its backups are the only other copy.
    if (!env.DATABASE_URL && env.BACKUP_SCHEDULE === 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_SCHEDULE'],
        message: 'com o banco embutido em produção (sem DATABASE_URL), os backups automáticos não podem ficar desligados',
      })
    }
  })

export type Config = z.infer<typeof envSchema>

/**
 * The site's absolute origin, without a trailing slash, for links that leave the browser: e-mails, PDFs, QR codes,
 * canonical URLs. Unset, it is the local address the server listens on.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
}

/** Every variable the server reads. */
export const CONFIG_KEYS = Object.keys(envSchema.shape)

/** `SMTP_URL=` (as a .env or compose file writes it) means unset, whatever the variable. */
const withoutBlanks = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''))

/** Parses the environment once at start-up and lists every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(withoutBlanks(source))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new StartupError(`Configuração inválida:\n${problems.join('\n')}`)
  }
  return result.data
}
