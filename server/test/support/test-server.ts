import path from 'node:path'
import { inject } from 'vitest'
import { startServerProcess } from './server-process.ts'

/** A spawned server whose log joins the run's captured logs, which global-setup checks for personal data. */
export const startTestServer = (env: NodeJS.ProcessEnv) =>
  startServerProcess({ env, logFile: path.join(inject('testLogDir'), `server-${process.pid}-${Date.now()}.log`) })
