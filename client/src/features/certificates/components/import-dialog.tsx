import { useId, useState, type FormEvent } from 'react'
import {
  importDone,
  importLineError,
  importSummary,
  messages,
  type CertificateImportPreview,
} from '@site/contracts'
import { TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
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

  const ready = preview !== undefined && preview.validas > 0

  /** First a check of the file; once it has valid lines, the same button imports them. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) return setFailure(manage.importFileRequired)
    if (ready) void run(async () => onImported(importDone((await importCertificates(file)).importados)))
    else void run(async () => setPreview(await previewImport(file)))
  }

  return (
    <DialogForm
      onSubmit={submit}
      failure={failure}
      saving={busy}
      onCancel={onCancel}
      submitLabel={ready ? manage.importConfirm : manage.importPreview}
    >
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
    </DialogForm>
  )
}

/**
 * The check's outcome: how many lines are valid and how many have errors, each error by line and column, the lines
 * that look already issued, a sample.
 */
function PreviewReport({ preview }: { preview: CertificateImportPreview }) {
  const errorsHeading = useId()
  const sampleHeading = useId()
  const duplicatesHeading = useId()
  return (
    <section aria-live="polite">
      <p>
        <strong>{importSummary(preview.validas, preview.erros.length)}</strong>
      </p>
      {preview.erros.length > 0 && (
        <>
          <h3 id={errorsHeading}>{manage.importLineErrors}</h3>
          <ul className="certificate-import__list" aria-labelledby={errorsHeading}>
            {preview.erros.map((error) => (
              <li key={error.linha}>{importLineError(error.linha, error.problemas)}</li>
            ))}
          </ul>
        </>
      )}
      {preview.duplicados.length > 0 && (
        <>
          <h3 id={duplicatesHeading}>{manage.importDuplicates}</h3>
          <ul className="certificate-import__list" aria-labelledby={duplicatesHeading}>
            {preview.duplicados.map((line) => (
              <li key={line.linha}>{manage.importDuplicateLine(line.linha, line.mensagem)}</li>
            ))}
          </ul>
        </>
      )}
      {preview.amostra.length > 0 && (
        <>
          <h3 id={sampleHeading}>{manage.importSample}</h3>
          <ul className="certificate-import__list" aria-labelledby={sampleHeading}>
            {preview.amostra.map((line) => (
              <li key={line.linha}>
                {line.codigo ?? manage.importGeneratedCode}: {line.nome}, {line.curso}, {manage.importHours(line.horas)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
