import { useState, type FormEvent } from 'react'
import { certificateInputSchema, messages, type Certificate } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { ModalDialog } from '../../admin/components/modal-dialog'
import { TextField } from '../../admin/components/admin-field'
import { ErrorAlert } from '../../admin/components/feedback'
import { createCertificate, createFailureMessage, updateCertificate, type CertificateBody } from '../api'

const FIELDS = ['nome', 'curso', 'horas', 'codigo', 'link'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

const LABELS: Record<Field, string> = { nome: 'Nome', curso: 'Curso', horas: 'Horas', codigo: 'Código', link: 'Link' }

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

/** Edit sends what was typed (the spec shows no client rule there); '7' still travels as the number 7. */
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

export interface CertificateFormDialogProps {
  open: boolean
  /** The certificate being edited; absent when adding. */
  certificate?: Certificate
  onClose: () => void
  onSaved: (message: string) => void
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
  const [values, setValues] = useState<Values>(() => toValues(certificate))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
    // Each error clears as soon as its field is edited.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  function focusFirstError(form: HTMLFormElement, found: Errors) {
    const first = FIELDS.find((field) => found[field])
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setFailure('')
    let body: CertificateBody
    if (editing) {
      body = editBody(values)
    } else {
      const parsed = certificateInputSchema.safeParse(values)
      if (!parsed.success) {
        const found = errorsFrom(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })))
        setErrors(found)
        focusFirstError(form, found)
        return
      }
      body = parsed.data
    }
    setSaving(true)
    try {
      if (editing) {
        await updateCertificate(certificate.codigo, body)
        onSaved(messages.adminCertificates.updated)
      } else {
        await createCertificate(body)
        onSaved(messages.adminCertificates.created)
      }
    } catch (error) {
      console.error(error)
      setSaving(false)
      if (editing) {
        setFailure(messages.certificates.editFailed)
        return
      }
      setFailure(createFailureMessage(error))
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        setErrors(errorsFrom(error.issues.map((issue) => ({ field: issue.campo, message: issue.mensagem }))))
      }
    }
  }

  const prefix = editing ? 'editar' : 'novo'
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-dialog__body admin-form__grid">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${prefix}-certificado-${field}`}
            name={field}
            label={LABELS[field]}
            value={values[field]}
            onChange={change(field)}
            error={errors[field]}
            type={field === 'link' ? 'url' : 'text'}
            inputMode={field === 'horas' ? 'numeric' : undefined}
            autoComplete="off"
          />
        ))}
      </div>
      <div className="admin-dialog__footer">
        <ErrorAlert message={failure} />
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {messages.admin.cancel}
          </button>
          <button type="submit" className="btn" disabled={saving}>
            {saving ? messages.admin.saving : messages.admin.save}
          </button>
        </div>
      </div>
    </form>
  )
}
