import { defineConfig } from 'vitest/config'

/**
 * Test files that replace a module with vi.mock (fastify's route collector, node:crypto's randomInt): they need a
 * module registry of their own, so they run in the `server-isolated` project (vitest.isolated.config.ts).
 */
export const ISOLATED_TEST_FILES = [
  'src/modules/events/issued-certificates.test.ts',
  'test/admin-routes-auth.test.ts',
  'test/admin-routes-roles.test.ts',
  'test/security/fuzz.test.ts',
]

export const serverTestOptions = {
  globalSetup: ['./test/global-setup.ts'],
  // Bounds, not waits: every test waits on a condition, and on a loaded machine a server start takes minutes. Two
  // workers run side by side (vitest.config.ts): a file's CPU-heavy test (the fuzz, 200 registrations) has taken
  // over two minutes beside another run of the suite.
  testTimeout: 300_000,
  hookTimeout: 240_000,
}

/**
 * Every other server test file shares its worker's modules (isolate: false): fastify, Prisma, zod and the app's
 * sources are loaded once per worker instead of once per file, about 1.5 s a file. They can: no file mocks a module,
 * each builds its own app and closes it, and each starts from an emptied database (test/database.ts).
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ISOLATED_TEST_FILES,
    isolate: false,
    // Not in the isolated project: it would load the app before a file's vi.mock could replace a module of it.
    setupFiles: ['./test/setup.ts'],
    ...serverTestOptions,
  },
})
