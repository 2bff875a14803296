import { useState, type ChangeEvent, type FormEvent } from 'react'
import { HOW_FOUND_OPTIONS, messages, type Registration } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { ModalDialog } from '../../admin/components/modal-dialog'
import { SelectField, TextField } from '../../admin/components/admin-field'
import { ErrorAlert } from '../../admin/components/feedback'
import { createRegistration, isComplete, updateRegistration, type RegistrationBody } from '../api'

const text = messages.adminRegistrations

const EMPTY: RegistrationBody = { nome: '', email: '', telefone: '', titulo: '', comoConheceu: '' as RegistrationBody['comoConheceu'] }

const toBody = (registration?: Registration): RegistrationBody =>
  registration
    ? {
        nome: registration.nome,
        email: registration.email,
        telefone: registration.telefone,
        titulo: registration.titulo,
        comoConheceu: registration.comoConheceu as RegistrationBody['comoConheceu'],
      }
    : EMPTY

/** The server's own words when it sent some (e.g. 'Você já está Inscrito neste evento'), else 'Erro no sistema'. */
const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message
    ? error.message
    : fallback

export interface RegistrationFormDialogProps {
  open: boolean
  registration?: Registration
  eventTitles: string[]
  onClose: () => void
  onSaved: (message: string) => void
}

export function RegistrationFormDialog({ open, registration, eventTitles, onClose, onSaved }: RegistrationFormDialogProps) {
  return (
    <ModalDialog open={open} title={registration ? text.editTitle : text.addTitle} onClose={onClose}>
      <RegistrationForm registration={registration} eventTitles={eventTitles} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  )
}

function RegistrationForm({
  registration,
  eventTitles,
  onCancel,
  onSaved,
}: {
  registration?: Registration
  eventTitles: string[]
  onCancel: () => void
  onSaved: (message: string) => void
}) {
  const editing = registration !== undefined
  const [values, setValues] = useState<RegistrationBody>(() => toBody(registration))
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const prefix = editing ? 'editar-inscricao' : 'nova-inscricao'
  // An edited registration may point at an event that no longer exists: keep its title selectable.
  const titles = values.titulo && !eventTitles.includes(values.titulo) ? [values.titulo, ...eventTitles] : eventTitles

  const change = (field: keyof RegistrationBody) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure('')
    const body = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, String(value).trim()]),
    ) as RegistrationBody
    if (!isComplete(body)) {
      setFailure(messages.common.completeAllFields)
      return
    }
    setSaving(true)
    try {
      if (editing) {
        await updateRegistration(registration.id, body)
        onSaved(text.updated)
      } else {
        await createRegistration(body)
        onSaved(text.created)
      }
    } catch (error) {
      console.error(error)
      setSaving(false)
      setFailure(failureText(error, editing ? messages.admin.saveFailed : messages.common.systemError))
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-dialog__body admin-form__grid">
        <TextField id={`${prefix}-nome`} name="nome" label="Nome" value={values.nome} onChange={change('nome')} autoComplete="off" required />
        <TextField
          id={`${prefix}-email`}
          name="email"
          label="Email"
          type="email"
          value={values.email}
          onChange={change('email')}
          autoComplete="off"
          required
        />
        <TextField
          id={`${prefix}-telefone`}
          name="telefone"
          label="Telefone"
          type="tel"
          value={values.telefone}
          onChange={change('telefone')}
          autoComplete="off"
          required
        />
        <SelectField id={`${prefix}-titulo`} name="titulo" label="Evento" value={values.titulo} onChange={change('titulo')} required>
          <option value="">Selecione o evento</option>
          {titles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${prefix}-comoConheceu`}
          name="comoConheceu"
          label="Como conheceu"
          value={values.comoConheceu}
          onChange={change('comoConheceu')}
          required
        >
          <option value="">Selecione uma opção</option>
          {HOW_FOUND_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
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
