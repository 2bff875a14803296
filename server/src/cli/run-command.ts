import { BackupError } from '../modules/backups/errors.ts'
import { StartupError } from '../startup-error.ts'

/**
 * Runs a command line's work and ends the process: 0 when it succeeded; otherwise 1 and one line on stderr, the
 * message of an error the operator can act on, or the first line of any other (never a stack trace).
 */
export async function runCommand(work: () => Promise<void>): Promise<never> {
  try {
    await work()
    process.exit(0)
  } catch (error) {
    const known = error instanceof BackupError || error instanceof StartupError
    const message = String((error as Error)?.message ?? error).split('\n')[0]
    console.error(known ? message : `Falha: ${message} | Failure: ${message}`)
    process.exit(1)
  }
}
