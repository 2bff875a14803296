import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'
import { EVENT_PROJECTS, messages, type Event } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { filledIn, useFormValues } from '../../../components/admin/use-form-values'
import { ApiRequestError } from '../../../lib/api-client'
import { createEvent, updateEvent, type EventBody } from '../api'
import { ActivationQuestion, displacedBy } from './activation-question'
import { EventPhotoField } from './event-photo-field'

const text = messages.adminEvents
const ops = messages.eventOperations

type FieldName = keyof EventBody
type FieldErrors = Partial<Record<FieldName, string>>

const EMPTY: EventBody = {
  titulo: '',
  local: '',
  data: '',
  horario: '',
  palestrante: '',
  projeto: '',
  subTitulo: '',
  foto: '',
  cargaHoraria: '',
  vagas: '',
}
const FIELD_ORDER = Object.keys(EMPTY) as FieldName[]

const optionalNumber = (value: number | null) => (value === null ? '' : String(value))

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
        cargaHoraria: optionalNumber(event.cargaHoraria),
        vagas: optionalNumber(event.vagas),
      }
    : EMPTY

/** The server's 400 names the fields it refused; those of this form, with their messages. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {}
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    if (FIELD_ORDER.includes(issue.campo as FieldName)) errors[issue.campo as FieldName] ??= issue.mensagem
  }
  return errors
}

/** The known projects, plus the event's own when it was saved before the list existed (so an edit keeps it). */
const projectOptions = (current: string): string[] =>
  current && !(EVENT_PROJECTS as readonly string[]).includes(current) ? [...EVENT_PROJECTS, current] : [...EVENT_PROJECTS]

export type EventFormDialogProps = FormDialogProps & {
  event?: Event
  /** The events listed, to ask before an activation closes another one with registrations. */
  events?: readonly Event[]
}

export function EventFormDialog({ open, event, events = [], onClose, onSaved }: EventFormDialogProps) {
  return (
    <ModalDialog open={open} title={event ? text.editTitle : text.addTitle} onClose={onClose} className="admin-dialog--wide">
      <EventForm event={event} events={events} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  )
}

function EventForm({
  event,
  events,
  onCancel,
  onSaved,
}: {
  event?: Event
  events: readonly Event[]
  onCancel: () => void
  onSaved: (message: string) => void
}) {
  const editing = event !== undefined
  const prefix = editing ? 'editar-evento' : 'novo-evento'
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  // Editing a field clears the server's message about it.
  const { values, bind, set } = useFormValues(() => toBody(event), prefix, (name) =>
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
  )
  const [ativa, setAtiva] = useState(event?.ativa ?? false)
  const [displaced, setDisplaced] = useState<Event | null>(null)
  const chooseActive = (active: boolean) => {
    const other = active && event && !event.ativa ? displacedBy({ id: event.id, projeto: values.projeto }, events) : undefined
    if (other) setDisplaced(other)
    else setAtiva(active)
  }
  const { failure, saving, refuse, handleSubmit } = useDialogSave(onSaved)
  const focusFirstError = useRef(false)

  // After a refused save, the first field the server named takes the focus: a screen reader reads its message.
  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    const first = FIELD_ORDER.find((name) => fieldErrors[name])
    if (first) document.getElementById(`${prefix}-${first}`)?.focus()
  }, [fieldErrors, prefix])

  const submit = handleSubmit(
    () => {
      const { cargaHoraria, vagas, ...required } = values
      const filled = filledIn(required)
      return filled ? { ...filled, cargaHoraria: cargaHoraria.trim(), vagas: vagas.trim() } : refuse(messages.common.completeAllFields)
    },
    async (body) => {
      setFieldErrors({})
      if (editing) {
        await updateEvent(event.id, body, ativa)
        return text.updated
      }
      await createEvent(body)
      return messages.events.created
    },
    (error) => {
      const errors = fieldErrorsOf(error)
      if (Object.keys(errors).length > 0) {
        focusFirstError.current = true
        setFieldErrors(errors)
        return ''
      }
      return editing ? messages.admin.saveFailed : messages.common.systemError
    },
  )

  const field = (name: FieldName, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField {...bind(name)} label={label} autoComplete="off" required error={fieldErrors[name]} {...extra} />
  )
  const optional = (name: FieldName, label: string, hint: string) => (
    <TextField {...bind(name)} label={label} hint={hint} inputMode="numeric" autoComplete="off" error={fieldErrors[name]} />
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel}>
      {field('titulo', text.fields.titulo)}
      {field('local', text.fields.local)}
      {field('data', text.fields.data, { type: 'date' })}
      {field('horario', text.fields.horario, { type: 'time' })}
      {field('palestrante', text.fields.palestrante)}
      <SelectField {...bind('projeto')} label={ops.projectLabel} required error={fieldErrors.projeto}>
        <option value="">{messages.forms.selectPlaceholder}</option>
        {projectOptions(values.projeto).map((project) => (
          <option key={project} value={project}>
            {project}
          </option>
        ))}
      </SelectField>
      {optional('cargaHoraria', ops.hoursLabel, ops.hoursHint)}
      {optional('vagas', ops.capacityLabel, ops.capacityHint)}
      <div className="admin-form__full">
        <TextAreaField {...bind('subTitulo')} label={text.fields.subTitulo} rows={3} required error={fieldErrors.subTitulo} />
      </div>
      <div className="admin-form__full">
        <EventPhotoField value={values.foto} onChange={(address) => set('foto', address)} error={fieldErrors.foto} />
      </div>
      {editing && (
        <SelectField
          id={`${prefix}-ativa`}
          name="ativa"
          label={text.fields.status}
          value={ativa ? 'ativo' : 'inativo'}
          onChange={(change) => chooseActive(change.target.value === 'ativo')}
        >
          <option value="ativo">{text.active}</option>
          <option value="inativo">{text.inactive}</option>
        </SelectField>
      )}
      <ActivationQuestion
        displaced={displaced}
        onAnswer={(activate) => {
          if (activate) setAtiva(true)
          setDisplaced(null)
        }}
      />
    </DialogForm>
  )
}
