/**
 * A throw-away site for the screenshots, started the way `npm start` starts it: the build of what changed, then the
 * built server on plain Node, with the embedded PostgreSQL and the demo content in a data folder of its own. Its
 * clock starts at FIXED_TIME, so the dates the demo content counts from "today" (events, news) and the times it is
 * written at are the same in every run, on any day.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT, startServerProcess } from '../../../server/test/support/server-process.ts'

/** Monday, noon in Brasília: where the server's clock starts in every run. */
export const FIXED_TIME = new Date('2026-03-02T15:00:00Z')

export const SITE_ADMIN = { nome: 'admin', senha: 'senha-das-capturas-de-tela' }

/**
 * The address the site has for itself (PUBLIC_URL) and for the browser, whatever port it listens on: pages show
 * their own address (the validator's link to share), so a port that changes from run to run would change pixels.
 */
export const SITE_ORIGIN = 'http://localhost:3000'

/** Debian's libfaketime (`apt-get install -y faketime`): the server and its PostgreSQL read the shifted clock. */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

export interface Site {
  /** Where it listens. */
  baseUrl: string
  stop(): Promise<void>
}

function buildChanged() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/build/build.ts', '--changed'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('o build falhou')
}

/**
 * The clock of the server and of every process it starts (initdb, postgres), one offset for all of them: it starts at
 * FIXED_TIME now and runs at the normal rate, so timers, timeouts and the database's now() keep working.
 */
function fixedClockEnv(): NodeJS.ProcessEnv {
  if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} ausente: apt-get install -y faketime`)
  const offsetSeconds = Math.round((FIXED_TIME.getTime() - Date.now()) / 1000)
  return {
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  }
}

export async function startSite(): Promise<Site> {
  buildChanged()
  // Not inside a 0700 mkdtemp folder: as root, initdb runs as the postgres user.
  const dataDir = path.join(os.tmpdir(), `fundacao-screenshots-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir)
  try {
    const server = await startServerProcess({
      bundle: 'server/dist/server.js',
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        PUBLIC_URL: SITE_ORIGIN,
        ADMIN_USER: SITE_ADMIN.nome,
        ADMIN_PASSWORD: SITE_ADMIN.senha,
        SMTP_URL: undefined,
        BACKUP_SCHEDULE: 'off',
        ...fixedClockEnv(),
      },
    })
    return {
      baseUrl: server.baseUrl,
      async stop() {
        await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
