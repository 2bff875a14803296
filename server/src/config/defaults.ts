/**
 * The defaults of the settings the environment can change (env.ts). The code they tune reads its settings from the
 * config, or from these when it runs without one, so configuration depends on nothing above it.
 */

/** The outbox's retries: the first after this delay, doubling on every failure up to the maximum. */
export const OUTBOX_RETRY_DEFAULTS = {
  backoffBaseMs: 5_000,
  backoffMaxMs: 15 * 60_000,
}

export const UPLOAD_DEFAULTS = {
  /**
   * Uploads received at once. Each one holds a database connection while it stores its files, so the limit stays
   * below the pool's 10 connections and the rest of the site keeps answering.
   */
  concurrency: 4,
  /** Half of them: one client cannot hold every place, a family or a school lab can still send two at once. */
  placesPerAddress: 2,
  queueWaitMs: 10_000,
  /** The first bytes of a body come within it, and each stretch this long brings the minimum pace (http/body-pace.ts). */
  timeoutMs: 10_000,
}

export const REQUEST_TIMEOUT_DEFAULTS = {
  /** The time the headers have, and each stretch of a body other than an upload's (see http/body-pace.ts). */
  requestMs: 10_000,
  /** Fastify's own default: longer than the idle timeout of the usual proxies, which then close first. */
  keepAliveMs: 72_000,
  /** A connection on which nothing moves either way; longer than the slowest work behind an answer. */
  idleConnectionMs: 120_000,
}
