/**
 * Safe upgrades: when a new release brings migrations and the database already holds data, a backup (origin
 * "atualizacao") is taken before the first migration runs. Rotation keeps it until a later backup passes its restore
 * drill (store.ts), so going back means restoring it with the previous release.
 */
import type { Config } from '../../config/env.ts'
import { applyMigrations, MIGRATIONS_DIR, pendingMigrations } from '../../db/migrate.ts'
import { holdsData } from './catalog.ts'
import { createBackups, withClient, type BackupEntry } from './service.ts'
import { backupPassphrase, backupSettings } from './settings.ts'

export interface Upgrade {
  /** The migrations applied. */
  migrated: string[]
  /** The backup taken before them, when there were migrations to apply to data. */
  backup?: BackupEntry
  /** Runs the backup's restore drill (the server calls it once it listens); nothing when no backup was taken. */
  drill(): Promise<void>
}

/** Applies the pending migrations, after a backup of the data they would change. */
export async function migrateSafely(config: Config, databaseUrl: string, dir = MIGRATIONS_DIR): Promise<Upgrade> {
  const pending = await pendingMigrations(databaseUrl, dir)
  if (pending.length === 0 || !(await withClient(databaseUrl, holdsData))) {
    return { migrated: await applyMigrations(databaseUrl, dir), drill: async () => {} }
  }
  const passphrase = backupPassphrase(config, { generate: true })
  const backups = createBackups(backupSettings(config, databaseUrl, passphrase.value))
  const backup = await backups.takeBackup({ origin: 'atualizacao' })
  console.log(`Backup antes da atualização (${pending.length} migração(ões) novas): ${backup.path}`)
  if (passphrase.generatedAt) console.log(`Senha dos backups gerada em ${passphrase.generatedAt}: guarde uma cópia longe deste servidor.`)
  return {
    migrated: await applyMigrations(databaseUrl, dir),
    backup,
    drill: async () => {
      const outcome = await backups.runDrill(backup.path)
      if (!outcome.ok) console.error(`A restauração de teste do backup antes da atualização falhou: ${outcome.message}`)
    },
  }
}
