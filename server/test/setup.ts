import { afterAll } from 'vitest'
import { closeLeftoverTestApps } from './app.ts'

// Test files share a worker and its database: an app a failed test left open would go on running its mail worker
// and background jobs against the next files' data.
afterAll(closeLeftoverTestApps)
