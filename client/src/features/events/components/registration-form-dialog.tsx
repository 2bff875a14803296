import { useState } from 'react'
import { HOW_FOUND_OPTIONS, messages, type Registration } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { CheckField, SelectField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { filledIn, useFormValues } from '../../../components/admin/use-form-values'
import { createRegistration, updateRegistration, type RegistrationBody } from '../registrations-api'

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

export type RegistrationFormDialogProps = FormDialogProps & {
  registration?: Registration
  eventTitles: string[]
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
  const { values, bind } = useFormValues(() => toBody(registration), editing ? 'editar-inscricao' : 'nova-inscricao')
  const [sendConfirmation, setSendConfirmation] = useState(false)
  const { failure, saving, refuse, handleSubmit } = useDialogSave(onSaved)
  // An edited registration may point at an event that no longer exists: keep its title selectable.
  const titles = values.titulo && !eventTitles.includes(values.titulo) ? [values.titulo, ...eventTitles] : eventTitles

  const submit = handleSubmit(
    () => filledIn(values) ?? refuse(messages.common.completeAllFields),
    async (body) => {
      if (editing) {
        await updateRegistration(registration.id, body)
        return text.updated
      }
      await createRegistration({ ...body, enviarConfirmacao: sendConfirmation })
      return text.created
    },
    (error) => failureText(error, editing ? messages.admin.saveFailed : messages.common.systemError),
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel}>
      <TextField {...bind('nome')} label={text.fields.nome} autoComplete="off" required />
      <TextField {...bind('email')} label={text.fields.email} type="email" autoComplete="off" required />
      <TextField {...bind('telefone')} label={text.fields.telefone} type="tel" autoComplete="off" required />
      <SelectField {...bind('titulo')} label={text.fields.titulo} required>
        <option value="">{text.chooseEvent}</option>
        {titles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </SelectField>
      <SelectField {...bind('comoConheceu')} label={text.fields.comoConheceu} required>
        <option value="">{text.chooseOption}</option>
        {HOW_FOUND_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      {!editing && (
        <CheckField
          id="nova-inscricao-confirmacao"
          label={text.sendConfirmationLabel}
          hint={text.sendConfirmationHint}
          checked={sendConfirmation}
          onChange={(event) => setSendConfirmation(event.target.checked)}
        />
      )}
    </DialogForm>
  )
}
