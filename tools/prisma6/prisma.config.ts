// Prisma 6 config used only by new-migration.ts to diff the schema against prisma/migrations offline.
import { PrismaPg } from '@prisma/adapter-pg'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { defineConfig } from 'prisma/config'

// prisma/prisma#27403: the 6.x JS engine cannot read PostgreSQL's "name", "char" and their array types.
const TEXT = 25
const TEXT_ARRAY = 1009
const remap: Record<number, number> = { 18: TEXT, 19: TEXT, 1002: TEXT_ARRAY, 1003: TEXT_ARRAY }
const originalAddFields = pg.Result.prototype.addFields
pg.Result.prototype.addFields = function addFields(fields) {
  for (const field of fields) field.dataTypeID = remap[field.dataTypeID] ?? field.dataTypeID
  return originalAddFields.call(this, fields)
}

const url = new URL(process.env.DATABASE_URL ?? '')

/**
 * adapter-pg 6.19 drops the shadow database before closing its pool, so `migrate diff --from-migrations` fails with
 * "is being accessed by other users": close the pool first, then drop.
 */
class ShadowSafePg extends PrismaPg {
  override async connectToShadowDb() {
    const main = await this.connect()
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`
    await main.executeScript(`CREATE DATABASE "${database}"`)
    const shadow = await new PrismaPg({ ...settings, database }).connect()
    const closeShadow = shadow.dispose.bind(shadow)
    shadow.dispose = async () => {
      await closeShadow()
      await main.executeScript(`DROP DATABASE "${database}"`)
      await main.dispose()
    }
    return shadow
  }
}

// Discrete settings: with a connectionString the shadow-database pool reaches the main database.
const settings = {
  host: url.hostname,
  port: Number(url.port),
  user: decodeURIComponent(url.username),
  password: decodeURIComponent(url.password),
  database: url.pathname.slice(1),
}

export default defineConfig({
  earlyAccess: true,
  engine: 'js',
  experimental: { adapter: true },
  schema: process.env.PRISMA6_SCHEMA ?? '',
  migrations: { path: '../../prisma/migrations' },
  adapter: async () => new ShadowSafePg(settings),
})
