import { useState } from 'react'
import { certificateInputSchema, messages, type Certificate } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import { useFormValues } from '../../../components/admin/use-form-values'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { createCertificate, createFailureMessage, updateCertificate, type CertificateBody } from '../api'

const FIELDS = ['nome', 'curso', 'horas', 'codigo', 'link'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

const LABELS: Record<Field, string> = messages.adminCertificates.fields

const EMPTY: Values = { nome: '', curso: '', horas: '', codigo: '', link: '' }

const toValues = (certificate?: Certificate): Values =>
  certificate
    ? {
        nome: certificate.nome,
        curso: certificate.curso,
        horas: String(certificate.horas),
        codigo: certificate.codigo,
        link: certificate.link,
      }
    : EMPTY

/** The first message per field, from the shared schema (client) or the server's issues. */
function errorsFrom(issues: { field: string; message: string }[]): Errors {
  const errors: Errors = {}
  for (const { field, message } of issues) {
    if ((FIELDS as readonly string[]).includes(field) && !errors[field as Field]) errors[field as Field] = message
  }
  return errors
}

/** Edit sends what was typed and leaves the checks to the server; '7' still travels as the number 7. */
const editBody = (values: Values): CertificateBody => {
  const horas = values.horas.trim()
  return {
    nome: values.nome.trim(),
    curso: values.curso.trim(),
    horas: /^\d+$/.test(horas) ? Number(horas) : horas,
    codigo: values.codigo.trim(),
    link: values.link.trim(),
  }
}

export type CertificateFormDialogProps = FormDialogProps & {
  /** The certificate being edited; absent when adding. */
  certificate?: Certificate
}

export function CertificateFormDialog({ open, certificate, onClose, onSaved }: CertificateFormDialogProps) {
  const editing = certificate !== undefined
  return (
    <ModalDialog
      open={open}
      title={editing ? messages.adminCertificates.editTitle : messages.adminCertificates.addTitle}
      onClose={onClose}
    >
      <CertificateForm certificate={certificate} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  )
}

function CertificateForm({
  certificate,
  onCancel,
  onSaved,
}: {
  certificate?: Certificate
  onCancel: () => void
  onSaved: (message: string) => void
}) {
  const editing = certificate !== undefined
  const [errors, setErrors] = useState<Errors>({})
  // Each error clears as soon as its field is edited.
  const { values, bind } = useFormValues(
    () => toValues(certificate),
    editing ? 'editar-certificado' : 'novo-certificado',
    (field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
  )
  const { failure, saving, handleSubmit } = useDialogSave(onSaved)

  function focusFirstError(form: HTMLFormElement, found: Errors) {
    const first = FIELDS.find((field) => found[field])
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  /** Adding checks the fields against the shared schema; editing sends what was typed. */
  const check = (form: HTMLFormElement): CertificateBody | null => {
    if (editing) return editBody(values)
    const parsed = certificateInputSchema.safeParse(values)
    if (parsed.success) return parsed.data
    const found = errorsFrom(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })))
    setErrors(found)
    focusFirstError(form, found)
    return null
  }

  const submit = handleSubmit(
    check,
    async (body) => {
      if (editing) {
        await updateCertificate(certificate.codigo, body)
        return messages.adminCertificates.updated
      }
      await createCertificate(body)
      return messages.adminCertificates.created
    },
    (error) => {
      if (editing) return messages.certificates.editFailed
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        setErrors(errorsFrom(error.issues.map((issue) => ({ field: issue.campo, message: issue.mensagem }))))
      }
      return createFailureMessage(error)
    },
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          {...bind(field)}
          label={LABELS[field]}
          error={errors[field]}
          type={field === 'link' ? 'url' : 'text'}
          inputMode={field === 'horas' ? 'numeric' : undefined}
          autoComplete="off"
        />
      ))}
    </DialogForm>
  )
}
