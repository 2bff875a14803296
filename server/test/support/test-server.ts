import path from 'node:path'
import { inject } from 'vitest'
import { runFailingServer, startServerProcess } from './server-process.ts'

/** Where a spawned server's log joins the run's captured logs, which global-setup checks for personal data. */
const capturedLogFile = () => path.join(inject('testLogDir'), `server-${process.pid}-${Date.now()}.log`)

export const startTestServer = (env: NodeJS.ProcessEnv, options: { healthTimeoutMs?: number; bundle?: string } = {}) =>
  startServerProcess({ env, logFile: capturedLogFile(), ...options })

export const runFailingTestServer = (env: NodeJS.ProcessEnv) => runFailingServer({ env, logFile: capturedLogFile() })
