import { useId, useState, type InputHTMLAttributes } from 'react'
import { messages, type Event } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { filledIn, useFormValues } from '../../../components/admin/use-form-values'
import { createEvent, updateEvent, type EventBody } from '../api'

const text = messages.adminEvents


const EMPTY: EventBody = { titulo: '', local: '', data: '', horario: '', palestrante: '', projeto: '', subTitulo: '', foto: '' }

const toBody = (event?: Event): EventBody =>
  event
    ? {
        titulo: event.titulo,
        local: event.local,
        data: event.data.slice(0, 10),
        horario: event.horario.slice(0, 5),
        palestrante: event.palestrante,
        projeto: event.projeto,
        subTitulo: event.subTitulo,
        foto: event.foto,
      }
    : EMPTY

export type EventFormDialogProps = FormDialogProps & {
  event?: Event
  projects: string[]
}

export function EventFormDialog({ open, event, projects, onClose, onSaved }: EventFormDialogProps) {
  return (
    <ModalDialog open={open} title={event ? text.editTitle : text.addTitle} onClose={onClose} className="admin-dialog--wide">
      <EventForm event={event} projects={projects} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  )
}

function EventForm({
  event,
  projects,
  onCancel,
  onSaved,
}: {
  event?: Event
  projects: string[]
  onCancel: () => void
  onSaved: (message: string) => void
}) {
  const editing = event !== undefined
  const prefix = editing ? 'editar-evento' : 'novo-evento'
  const { values, bind } = useFormValues(() => toBody(event), prefix)
  const [ativa, setAtiva] = useState(event?.ativa ?? false)
  const { failure, saving, refuse, handleSubmit } = useDialogSave(onSaved)
  const listId = useId()

  const submit = handleSubmit(
    () => filledIn(values) ?? refuse(messages.common.completeAllFields),
    async (body) => {
      if (editing) {
        await updateEvent(event.id, body, ativa)
        return text.updated
      }
      await createEvent(body)
      return messages.events.created
    },
    () => (editing ? messages.admin.saveFailed : messages.common.systemError),
  )

  const field = (name: keyof EventBody, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField {...bind(name)} label={label} autoComplete="off" required {...extra} />
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel}>
      {field('titulo', 'Título')}
      {field('local', 'Local')}
      {field('data', 'Data', { type: 'date' })}
      {field('horario', 'Horário', { type: 'time' })}
      {field('palestrante', 'Palestrante')}
      {field('projeto', 'Projeto', { list: listId })}
      <datalist id={listId}>
        {projects.map((project) => (
          <option key={project} value={project} />
        ))}
      </datalist>
      <div className="admin-form__full">
        <TextAreaField {...bind('subTitulo')} label="Descrição" rows={3} required />
      </div>
      <div className="admin-form__full">{field('foto', 'Foto (endereço da imagem)', { type: 'url' })}</div>
      {editing && (
        <SelectField
          id={`${prefix}-ativa`}
          name="ativa"
          label="Status"
          value={ativa ? 'ativo' : 'inativo'}
          onChange={(change) => setAtiva(change.target.value === 'ativo')}
        >
          <option value="ativo">{text.active}</option>
          <option value="inativo">{text.inactive}</option>
        </SelectField>
      )}
    </DialogForm>
  )
}
