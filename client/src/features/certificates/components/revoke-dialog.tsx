import { useState } from 'react'
import { certificateRevocationSchema, messages, type Certificate } from '@site/contracts'
import { TextAreaField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import { failureMessage, revokeCertificate } from '../api'

const manage = messages.certificateManagement

type RevokeDialogProps = {
  /** The certificate to revoke; the dialog is open while there is one. */
  record: Certificate | undefined
  onClose: () => void
  onDeleted: (message: string) => void
}

/** Asks for the reason, then revokes: the certificate stays, shown as revoked by the validator. */
export function RevokeDialog({ record, onClose, onDeleted }: RevokeDialogProps) {
  return (
    <ModalDialog open={record !== undefined} title={manage.revokeTitle} onClose={onClose} className="admin-dialog--narrow">
      {record && <RevokeForm certificate={record} onCancel={onClose} onRevoked={onDeleted} />}
    </ModalDialog>
  )
}

function RevokeForm({ certificate, onCancel, onRevoked }: { certificate: Certificate; onCancel: () => void; onRevoked: (message: string) => void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const { failure, saving, handleSubmit } = useDialogSave(onRevoked)

  const submit = handleSubmit(
    () => {
      const parsed = certificateRevocationSchema.safeParse({ motivo: reason })
      if (parsed.success) return parsed.data.motivo
      setError(parsed.error.issues[0]?.message ?? manage.revocationReasonRequired)
      return null
    },
    async (motivo) => {
      await revokeCertificate(certificate.codigo, motivo)
      return manage.revoked
    },
    (failed) => failureMessage(failed, manage.revokeFailed),
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel} submitLabel={manage.revoke}>
      <p>
        {certificate.codigo}: {certificate.nome}, {certificate.curso}
      </p>
      <TextAreaField
        label={manage.revokeReasonLabel}
        name="motivo"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          setError('')
        }}
        error={error}
        maxLength={500}
        rows={3}
      />
    </DialogForm>
  )
}
