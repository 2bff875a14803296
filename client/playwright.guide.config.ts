import { defineConfig } from '@playwright/test'
import { SITE_TIME_ZONE } from '@site/contracts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'
import { SITE_ORIGIN } from './e2e/screenshots/site'

/**
 * `npm run docs:screenshots`: the pictures of the staff guide (docs/guia-da-equipe.md), taken by walking the admin
 * screens of a throw-away site with the demo content and the screenshots' fixed clock (e2e/screenshots/site.ts).
 * Not part of `npm test`: it writes into docs/, and the guide is refreshed when the screens change, not on every run.
 * Its spec ends in `.guide.ts`, a name the browser tests' own configuration never picks up.
 */
export default defineConfig({
  testDir: './e2e/guide',
  testMatch: '**/*.guide.ts',
  globalSetup: './e2e/guide/guide-site.ts',
  workers: 1,
  retries: 0,
  // A walk through every screen on a shared machine; each step still waits on what it needs, not on time.
  timeout: 600_000,
  reporter: 'list',
  use: {
    baseURL: SITE_ORIGIN,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: SITE_TIME_ZONE,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
})
