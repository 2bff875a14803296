/**
 * A backup, restore or drill failure the operator can act on. Its message is one line, in Portuguese and then
 * English, as the command line prints it; nothing in it quotes the data.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The Portuguese half of such a line, for the Backups screen and the alerts. */
export const portugueseOf = (line: string) => line.split(' | ')[0]!

export const backupErrors = {
  archiveUnreadable: (file: string) =>
    `Não foi possível ler o arquivo de backup ${file}: confira o caminho e a permissão de leitura. | Cannot read backup file ${file}: check the path and read permission.`,
  wrongPassphrase: () =>
    'Senha do backup incorreta: use a BACKUP_PASSPHRASE com que o backup foi feito; nada foi alterado. | Wrong backup passphrase: use the BACKUP_PASSPHRASE the backup was taken with; nothing was changed.',
  notABackup: () =>
    'O arquivo não é um backup deste site (ou o começo dele está corrompido); nada foi alterado. | The file is not a backup of this site (or its beginning is corrupt); nothing was changed.',
  corrupt: () =>
    'Backup corrompido ou incompleto (o arquivo foi alterado ou cortado); nada foi alterado. | Corrupt or truncated backup (the file was altered or cut short); nothing was changed.',
  tableMismatch: (table: string) =>
    `Backup inconsistente: a tabela ${table} não confere com o manifesto; nada foi alterado. | Inconsistent backup: table ${table} does not match the manifest; nothing was changed.`,
  unknownMigration: (migration: string) =>
    `O backup vem de uma versão mais nova do site (migração ${migration} desconhecida): restaure com essa versão ou uma posterior. | The backup comes from a newer release (unknown migration ${migration}): restore it with that release or a later one.`,
  targetNotEmpty: () =>
    'O banco de destino já tem dados: use --force para substituí-los pelos do backup. | The target database already holds data: use --force to replace it with the backup.',
  noPassphrase: (file: string) =>
    `Falta a senha dos backups: defina BACKUP_PASSPHRASE com a senha guardada (ou deixe-a em ${file}). | The backup passphrase is missing: set BACKUP_PASSPHRASE to the kept passphrase (or put it in ${file}).`,
  diskFull: (dir: string) =>
    `Sem espaço em disco para gravar o backup em ${dir}: libere espaço ou aponte BACKUP_DIR para outro disco; nenhum backup foi gravado. | No space left to write the backup in ${dir}: free some space or point BACKUP_DIR to another disk; no backup was written.`,
  rcloneMissing: () =>
    'BACKUP_RCLONE_REMOTE está definido, mas o rclone não está instalado (apt-get install rclone). | BACKUP_RCLONE_REMOTE is set, but rclone is not installed (apt-get install rclone).',
  offsiteFailed: (code: string) =>
    `A cópia para fora do servidor falhou (rclone terminou com ${code}): confira BACKUP_RCLONE_REMOTE com rclone lsd. | The off-site copy failed (rclone ended with ${code}): check BACKUP_RCLONE_REMOTE with rclone lsd.`,
  drillMismatch: (what: string) =>
    `Restauração de teste falhou: ${what} difere do manifesto. | Restore drill failed: ${what} differs from the manifest.`,
}
