import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { messages, type Event } from '@site/contracts'
import { ModalDialog } from '../../admin/components/modal-dialog'
import { SelectField, TextAreaField, TextField } from '../../admin/components/admin-field'
import { ErrorAlert } from '../../admin/components/feedback'
import { EVENT_FIELDS, createEvent, isComplete, updateEvent, type EventBody } from '../api'

const text = messages.adminEvents

type Field = (typeof EVENT_FIELDS)[number]

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

const trimmed = (body: EventBody): EventBody => {
  const result = { ...body }
  for (const field of EVENT_FIELDS) result[field] = body[field].trim()
  return result
}

export interface EventFormDialogProps {
  open: boolean
  event?: Event
  projects: string[]
  onClose: () => void
  onSaved: (message: string) => void
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
  const [values, setValues] = useState<EventBody>(() => toBody(event))
  const [ativa, setAtiva] = useState(event?.ativa ?? false)
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const listId = useId()
  const prefix = editing ? 'editar-evento' : 'novo-evento'

  const change = (field: Field) => (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = change.target
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault()
    setFailure('')
    const body = trimmed(values)
    if (!isComplete(body)) {
      setFailure(messages.common.completeAllFields)
      return
    }
    setSaving(true)
    try {
      if (editing) {
        await updateEvent(event.id, body, ativa)
        onSaved(text.updated)
      } else {
        await createEvent(body)
        onSaved(messages.events.created)
      }
    } catch (error) {
      console.error(error)
      setSaving(false)
      setFailure(editing ? messages.admin.saveFailed : messages.common.systemError)
    }
  }

  const field = (name: Field, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      id={`${prefix}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={change(name)}
      autoComplete="off"
      required
      {...extra}
    />
  )

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-dialog__body admin-form__grid">
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
          <TextAreaField
            id={`${prefix}-subTitulo`}
            name="subTitulo"
            label="Descrição"
            value={values.subTitulo}
            onChange={change('subTitulo')}
            rows={3}
            required
          />
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
