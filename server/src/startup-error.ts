/**
 * A start-up failure the operator can fix (configuration, DATA_DIR, a database already in use): server.ts prints
 * the message alone, without a stack trace, and exits with status 1.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}
