import { useEffect, useState } from 'react'
import { messages, type BackupItem, type BackupStatus } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, failureText, StatusMessage } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { formatDateTime } from '../../../lib/format'
import { useRemoteData } from '../../../lib/use-remote-data'
import { confirmPassphraseKept, downloadBackup, fetchBackupStatus, listBackups, startBackup } from '../api'
import { formatBytes, whenInWords } from '../when'
import './backups.css'

const text = messages.backups
const COLUMNS = [text.columns.name, text.columns.createdAt, text.columns.size, text.columns.origin, text.columns.verified, text.columns.download]
/** While a backup runs, the list and the status are read again this often. */
const POLL_MS = 2000

const loadAll = (signal: AbortSignal) => Promise.all([listBackups(signal), fetchBackupStatus(signal)])

/** "Último backup verificado: hoje, 02:00", or a warning when there is none or the last one failed. */
function Verification({ status }: { status: BackupStatus }) {
  return (
    <div className="backups-verification">
      {status.ultimoVerificado ? (
        <p className="backups-verification__last">{text.lastVerified(whenInWords(status.ultimoVerificado.criadoEm))}</p>
      ) : (
        <p className="backups-warning">{text.noneVerified}</p>
      )}
      {status.falha && <p className="backups-warning">{text.lastFailed(whenInWords(status.falha.em), status.falha.mensagem)}</p>}
    </div>
  )
}

/** Shown until an administrator confirms keeping a copy of the passphrase the server generated. */
function PassphraseNotice({ file, onKept }: { file: string; onKept: () => void }) {
  return (
    <section className="backups-passphrase" aria-labelledby="backups-passphrase">
      <h2 id="backups-passphrase">{text.passphraseHeading}</h2>
      <p>{text.passphraseNotice(file)}</p>
      <button type="button" className="btn" onClick={onKept}>
        {text.passphraseKept}
      </button>
    </section>
  )
}

/**
 * "Backups" (Administrador only): when the last verified backup was taken, the archives kept, a backup now, the
 * download of an archive, and the notice to keep the generated passphrase away from the server.
 */
export default function BackupsScreen() {
  const remote = useRemoteData(loadAll)
  const [feedback, setFeedback] = useState({ error: '', status: '' })
  const data = remote.status === 'ready' ? remote.data : undefined
  const [list, status] = data ?? [[] as BackupItem[], null]
  const running = status?.emAndamento ?? false
  const { reload } = remote

  // Each answer while a backup runs asks again a little later, until it has ended.
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(reload, POLL_MS)
    return () => clearTimeout(timer)
  }, [running, reload, data])

  const act = async (action: () => Promise<string>, fallback: string) => {
    setFeedback({ error: '', status: '' })
    try {
      setFeedback({ error: '', status: await action() })
    } catch (failure) {
      setFeedback({ error: failureText(failure, fallback), status: '' })
    }
    reload()
  }
  const takeNow = () => act(async () => (await startBackup()).mensagem, messages.common.unexpected)
  const download = (nome: string) => act(async () => (await downloadBackup(nome), ''), text.downloadFailed)
  const keptPassphrase = () => act(async () => (await confirmPassphraseKept(), ''), messages.common.unexpected)

  return (
    <AdminPage
      title={text.title}
      actions={
        <button type="button" className="btn" onClick={takeNow} disabled={running}>
          {text.takeNow}
        </button>
      }
    >
      <p>{text.intro}</p>
      {status && <Verification status={status} />}
      {status?.senhaGerada && <PassphraseNotice file={status.senhaGerada.arquivo} onKept={keptPassphrase} />}
      <StatusMessage message={running ? text.running : feedback.status} />
      <ErrorAlert message={remote.status === 'error' ? messages.admin.listFailed : feedback.error} />
      <h2>{text.listTitle}</h2>
      <RecordsTable
        columns={COLUMNS}
        caption={text.listTitle}
        records={list}
        emptyText={remote.status === 'loading' ? messages.common.loading : text.empty}
        row={(backup) => (
          <tr key={backup.nome}>
            <td className="backups-name">{backup.nome}</td>
            <td>{formatDateTime(backup.criadoEm)}</td>
            <td>{formatBytes(backup.bytes)}</td>
            <td>{text.origins[backup.origem]}</td>
            <td>{backup.verificadoEm ? formatDateTime(backup.verificadoEm) : text.notVerified}</td>
            <td>
              <button type="button" className="btn" aria-label={text.downloadName(backup.nome)} onClick={() => download(backup.nome)}>
                {text.download}
              </button>
            </td>
          </tr>
        )}
      />
    </AdminPage>
  )
}
