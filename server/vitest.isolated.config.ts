import { defineConfig } from 'vitest/config'
import { ISOLATED_TEST_FILES, serverTestOptions } from './vitest.config.ts'

/** The server test files that mock a module, each in a fresh worker (see ISOLATED_TEST_FILES). */
export default defineConfig({
  test: {
    name: 'server-isolated',
    include: ISOLATED_TEST_FILES,
    ...serverTestOptions,
  },
})
