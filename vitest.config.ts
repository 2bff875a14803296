import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['contracts', 'server', 'server/vitest.isolated.config.ts', 'client', 'tools/docs'],
  },
})
