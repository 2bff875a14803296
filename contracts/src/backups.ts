/** The Backups screen's API and the alerts' state, as the admin area and the server share them. */
import { z } from 'zod'
import { messages } from './messages/index.ts'

/** Why an archive was taken: by the schedule, by hand, or before an upgrade applied migrations. */
export const BACKUP_ORIGINS = ['agendado', 'manual', 'atualizacao'] as const
export type BackupOrigin = (typeof BACKUP_ORIGINS)[number]

/**
 * `backup-20261125T050000Z-agendado-3fa9c1.age`: when (UTC), why, and a random tail. The only names the server
 * lists or serves, so a name can never reach outside BACKUP_DIR.
 */
export const BACKUP_NAME_PATTERN = new RegExp(`^backup-(\\d{8}T\\d{6}Z)-(${BACKUP_ORIGINS.join('|')})-[0-9a-f]{6}\\.age$`)

export const backupSchema = z.object({
  nome: z.string(),
  criadoEm: z.string(),
  /** Its size on disk. */
  bytes: z.number().int().nonnegative(),
  origem: z.enum(BACKUP_ORIGINS),
  /** When its restore drill passed; null until then, or when it failed. */
  verificadoEm: z.string().nullable(),
})
export const backupListSchema = z.array(backupSchema)

export const backupNameParamsSchema = z.object({
  nome: z.string().max(80).regex(BACKUP_NAME_PATTERN, messages.backups.notFound),
})

export const backupStatusSchema = z.object({
  /** A backup (and its drill) runs now, on this instance or another. */
  emAndamento: z.boolean(),
  /** The newest archive whose restore drill passed. */
  ultimoVerificado: backupSchema.nullable(),
  /** Why the last backup or its drill failed, when no later one passed. */
  falha: z.object({ em: z.string(), mensagem: z.string() }).nullable(),
  /** Where the passphrase generated on this server is, until an administrator confirms keeping a copy. */
  senhaGerada: z.object({ arquivo: z.string() }).nullable(),
})

/** The problems the alerts watch; each mail's subject begins with the kind's tag ("[Backup]"). */
export const ALERT_KINDS = ['backup', 'email', 'disco', 'retencao'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const alertSchema = z.object({ tipo: z.enum(ALERT_KINDS), problema: z.string(), desde: z.string() })
export const monitoringStateSchema = z.object({
  /** The problems that last now, oldest first. */
  alertas: z.array(alertSchema),
  /** When the checks last ran; null before their first run. */
  verificadoEm: z.string().nullable(),
})

export type BackupItem = z.infer<typeof backupSchema>
export type BackupStatus = z.infer<typeof backupStatusSchema>
export type Alert = z.infer<typeof alertSchema>
export type MonitoringState = z.infer<typeof monitoringStateSchema>
