import { useState, type FormEvent } from 'react'
import {
  importDone,
  importLineError,
  importSummary,
  messages,
  type CertificateImportPreview,
} from '@site/contracts'
import { TextField } from '../../../components/admin/admin-field'
import { ErrorAlert } from '../../../components/admin/feedback'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { failureMessage, importCertificates, previewImport } from '../api'

const manage = messages.certificateManagement

type ImportDialogProps = { open: boolean; onClose: () => void; onImported: (message: string) => void }

/** Choose a CSV or XLSX file, check it (errors per line), then import its valid lines in one go. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  return (
    <ModalDialog open={open} title={manage.importTitle} onClose={onClose} className="admin-dialog--wide">
      <ImportForm onCancel={onClose} onImported={onImported} />
    </ModalDialog>
  )
}

function ImportForm({ onCancel, onImported }: { onCancel: () => void; onImported: (message: string) => void }) {
  const [file, setFile] = useState<File>()
  const [preview, setPreview] = useState<CertificateImportPreview>()
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async (work: () => Promise<void>) => {
    setFailure('')
    setBusy(true)
    try {
      await work()
    } catch (error) {
      setFailure(failureMessage(error, manage.importFailed))
    } finally {
      setBusy(false)
    }
  }

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) return setFailure(manage.importFileRequired)
    void run(async () => setPreview(await previewImport(file)))
  }

  const confirm = () => {
    if (!file) return
    void run(async () => onImported(importDone((await importCertificates(file)).importados)))
  }

  return (
    <form className="admin-form" onSubmit={check} noValidate>
      <div className="admin-dialog__body">
        <p>{manage.importHint}</p>
        <TextField
          label={manage.importFileLabel}
          type="file"
          name="arquivo"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0])
            setPreview(undefined)
            setFailure('')
          }}
        />
        {preview && <PreviewReport preview={preview} />}
      </div>
      <div className="admin-dialog__footer">
        <ErrorAlert message={failure} />
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {messages.admin.cancel}
          </button>
          {preview && preview.validas > 0 ? (
            <button type="button" className="btn" onClick={confirm} disabled={busy}>
              {manage.importConfirm}
            </button>
          ) : (
            <button type="submit" className="btn" disabled={busy}>
              {manage.importPreview}
            </button>
          )}
        </div>
      </div>
    </form>
  )
}

function PreviewReport({ preview }: { preview: CertificateImportPreview }) {
  return (
    <section aria-live="polite">
      <p>
        <strong>{importSummary(preview.validas, preview.total)}</strong>
      </p>
      {preview.erros.length > 0 && (
        <>
          <h3>{manage.importLineErrors}</h3>
          <ul className="certificate-import__list">
            {preview.erros.map((error) => (
              <li key={error.linha}>{importLineError(error.linha, error.mensagens)}</li>
            ))}
          </ul>
        </>
      )}
      {preview.amostra.length > 0 && (
        <ul className="certificate-import__list">
          {preview.amostra.map((line) => (
            <li key={line.linha}>
              {line.codigo ?? manage.importGeneratedCode}: {line.nome}, {line.curso}, {line.horas} h
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
