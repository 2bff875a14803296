import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'

const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)

/** Browser tests run against the real stack (server, PostgreSQL, SMTP) started by e2e/support/global-setup.ts. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a slow moment of a shared machine; the list reporter's summary then names every test that
  // passed only on its retry ("N flaky"), so flakiness is seen and fixed rather than hidden.
  retries: 1,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pt-BR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
})
