import { messages } from '@site/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config/env.ts'
import { tooManyRequests } from '../errors.ts'
import { addressKey, blockedFor, countEvent, purgeExpiredCounts, type LimitRule } from '../limits/counters.ts'

/** The route families a client address is limited on. */
export type AddressLimitName = 'login' | 'ownSecret' | 'passwordReset' | 'registrations' | 'volunteers' | 'documentRequests'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route into its family's limit per client address. */
    addressLimit?: AddressLimitName
  }
}

interface AddressLimit {
  rules: LimitRule[]
  /** Which answers spend the budget. */
  counts(statusCode: number): boolean
}

const accepted = (statusCode: number) => statusCode >= 200 && statusCode < 300

const perMinuteAndHour = (family: string, perMinute: number, perHour: number): LimitRule[] => [
  { bucket: `${family}/minute`, max: perMinute, windowSeconds: 60 },
  { bucket: `${family}/hour`, max: perHour, windowSeconds: 3600 },
]

/**
 * Public forms spend a visitor's budget only when accepted, so a school lab or a lecture hall on one Wi-Fi is not
 * stopped by its own typing mistakes; the per-minute guard stops a flood. Login spends it on wrong credentials only.
 */
function addressLimits(config: Config): Record<AddressLimitName, AddressLimit> {
  const submissions = (family: string) => ({
    rules: perMinuteAndHour(family, config.SUBMISSION_RATE_LIMIT_PER_MINUTE, config.SUBMISSION_RATE_LIMIT_PER_HOUR),
    counts: accepted,
  })
  return {
    login: {
      rules: [{ bucket: 'login/address', max: config.LOGIN_RATE_LIMIT_MAX, windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW }],
      counts: (statusCode) => statusCode === 401,
    },
    // "Minha conta" confirms the account's password or an authenticator code: a taken session must not make it a way to
    // guess them, so wrong answers (a 400 from the route; a body its schema refuses is not counted) spend the login
    // budget.
    ownSecret: {
      rules: [{ bucket: 'login/address', max: config.LOGIN_RATE_LIMIT_MAX, windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW }],
      counts: (statusCode) => statusCode === 400,
    },
    // Each accepted request may queue a mail to a staff member: the login budget keeps that from becoming a flood.
    passwordReset: {
      rules: [{ bucket: 'password-reset/address', max: config.LOGIN_RATE_LIMIT_MAX, windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW }],
      counts: accepted,
    },
    registrations: {
      rules: perMinuteAndHour('registrations', config.REGISTRATION_RATE_LIMIT_PER_MINUTE, config.REGISTRATION_RATE_LIMIT_PER_HOUR),
      counts: accepted,
    },
    volunteers: submissions('volunteers'),
    documentRequests: submissions('document-requests'),
  }
}

const PURGE_INTERVAL_MS = 10 * 60_000

/**
 * Limits per client address that hold across app instances (the counters live in PostgreSQL). The budget is checked
 * before the request's work and spent after it, when the answer is known: requests racing each other may overshoot
 * a limit by as many as run at once, which is accepted in exchange for never counting a refused submission.
 */
async function rateLimits(app: FastifyInstance, options: { config: Config }) {
  const limits = addressLimits(options.config)

  // onRequest: before the body is read, so a client over its budget does not get to upload 25 MB first.
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.addressLimit
    if (!name) return
    const retryAfter = await blockedFor(app.prisma, addressKey(request.ip), limits[name].rules)
    if (retryAfter !== null) throw tooManyRequests(messages.common.tooManyRequests, retryAfter)
  })

  // Only an answer of the route's own work is counted: a body refused by its schema changes nothing, not even a count.
  const validated = new WeakSet<object>()
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.addressLimit) validated.add(request)
  })

  // onSend, not onResponse: the count is stored before the client sees the answer and sends its next request.
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.addressLimit
    if (!name || !validated.has(request) || !limits[name].counts(reply.statusCode)) return payload
    try {
      const exhausted = await countEvent(app.prisma, addressKey(request.ip), limits[name].rules)
      // Abuse handling needs to know who used up a budget: logged once per window, when it happens.
      for (const rule of exhausted) request.log.warn({ limit: rule.bucket, address: request.ip }, 'rate limit reached')
    } catch (error) {
      // The request itself succeeded; losing one count is better than answering it with an error.
      request.log.warn({ code: (error as { code?: string }).code }, 'rate limit: event not counted')
    }
    return payload
  })

  const purge = () =>
    purgeExpiredCounts(app.prisma).catch((error: { code?: string }) =>
      app.log.warn({ code: error.code }, 'rate limit: purge of old counters failed'),
    )
  const timer = setInterval(purge, PURGE_INTERVAL_MS).unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

export default fp(rateLimits, { name: 'rate-limits', dependencies: ['prisma'] })
