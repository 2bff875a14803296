import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'

const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)

/**
 * Specs that look at the pages and change nothing another test looks at (at most rows of their own, under a unique
 * tag): their tests run two at a time, each on its own page.
 */
const PAGE_SPECS = [
  'accessibility.spec.ts',
  'routes.spec.ts',
  'phone.spec.ts',
  'accessibility-pages.spec.ts',
  'page-heads.spec.ts',
  'navigation.spec.ts',
  'smoke.spec.ts',
  'content/crawl.spec.ts',
  'flows/privacy.spec.ts',
  'server-rendering.spec.ts',
  'html-validity.spec.ts',
]

/** Browser tests run against the real stack (server, PostgreSQL, SMTP) started by e2e/support/global-setup.ts. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: a third worker only waits for them.
  workers: 2,
  projects: [
    { name: 'pages', testMatch: PAGE_SPECS, fullyParallel: true },
    // The specs that edit what every page shows (content, settings, accounts, events) run one at a time, after
    // the pages, so that no test sees another's edit half done.
    { name: 'flows', testIgnore: PAGE_SPECS, dependencies: ['pages'], workers: 1, fullyParallel: false },
  ],
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
