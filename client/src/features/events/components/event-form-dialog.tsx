import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'
import { messages, type Event } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { filledIn, useFormValues } from '../../../components/admin/use-form-values'
import { createEvent, updateEvent, type EventBody } from '../api'
import { ActivationQuestion } from './activation-question'
import { EventPhotoField } from './event-photo-field'
import { EventStatusField } from './event-status-field'
import { activeRival, FIELD_ORDER, fieldErrorsOf, projectOptions, toBody, type FieldErrors, type FieldName } from './event-form-values'

const text = messages.adminEvents
const ops = messages.eventOperations

export type EventFormDialogProps = FormDialogProps & {
  event?: Event
  /** Every event, to name the one that activating this one would deactivate. */
  events: readonly Event[]
}

export function EventFormDialog({ open, event, events, onClose, onSaved }: EventFormDialogProps) {
  return (
    <ModalDialog open={open} title={event ? text.editTitle : text.addTitle} onClose={onClose} className="admin-dialog--wide">
      <EventForm event={event} events={events} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  )
}

type EventFormProps = { event?: Event; events: readonly Event[]; onCancel: () => void; onSaved: (message: string) => void }

/** The values, the status and the server's messages per field; the first refused field takes the focus. */
function useEventForm(event: Event | undefined, onSaved: (message: string) => void) {
  const prefix = event ? 'editar-evento' : 'novo-evento'
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  // Editing a field clears the server's message about it.
  const form = useFormValues(() => toBody(event), prefix, (name) =>
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
  )
  const [ativa, setAtiva] = useState(event?.ativa ?? false)
  const save = useDialogSave(onSaved)
  const focusFirstError = useRef(false)

  // After a refused save, the first field the server named takes the focus: a screen reader reads its message.
  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    const first = FIELD_ORDER.find((name) => fieldErrors[name])
    if (first) document.getElementById(`${prefix}-${first}`)?.focus()
  }, [fieldErrors, prefix])

  const submit = save.handleSubmit(
    () => {
      const { cargaHoraria, vagas, ...required } = form.values
      const filled = filledIn(required)
      return filled ? { ...filled, cargaHoraria: cargaHoraria.trim(), vagas: vagas.trim() } : save.refuse(messages.common.completeAllFields)
    },
    (body: EventBody) => sendEvent(event, body, ativa, () => setFieldErrors({})),
    (error) => {
      const errors = fieldErrorsOf(error)
      if (Object.keys(errors).length === 0) return event ? messages.admin.saveFailed : messages.common.systemError
      focusFirstError.current = true
      setFieldErrors(errors)
      return ''
    },
  )
  return { prefix, form, fieldErrors, ativa, setAtiva, save, submit }
}

/** Creates or updates the event, then sets its status; resolves to the message the screen shows. */
async function sendEvent(event: Event | undefined, body: EventBody, ativa: boolean, clearErrors: () => void): Promise<string> {
  clearErrors()
  if (event) {
    await updateEvent(event.id, body, ativa)
    return text.updated
  }
  await createEvent(body, ativa)
  return messages.events.created
}

function EventForm({ event, events, onCancel, onSaved }: EventFormProps) {
  const { prefix, form, fieldErrors, ativa, setAtiva, save, submit } = useEventForm(event, onSaved)
  const rival = activeRival(events, form.values.projeto, event)
  // Choosing Ativo when it would close an event people registered for asks first, naming it.
  const [displaced, setDisplaced] = useState<Event | null>(null)
  const chooseActive = (active: boolean) => {
    if (active && !ativa && rival && rival.inscritos > 0) setDisplaced(rival)
    else setAtiva(active)
  }
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={save.saving} onCancel={onCancel}>
      <EventFields form={form} fieldErrors={fieldErrors} />
      <EventStatusField id={`${prefix}-ativa`} ativa={ativa} onChange={chooseActive} rival={rival} />
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

type EventFieldsProps = { form: ReturnType<typeof useFormValues<EventBody>>; fieldErrors: FieldErrors }

/** The event's fields, in the order the server reports its messages. */
function EventFields({ form, fieldErrors }: EventFieldsProps) {
  const { values, bind, set } = form
  const field = (name: FieldName, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField {...bind(name)} label={label} autoComplete="off" required error={fieldErrors[name]} {...extra} />
  )
  const optional = (name: FieldName, label: string, hint: string) => (
    <TextField {...bind(name)} label={label} hint={hint} inputMode="numeric" autoComplete="off" error={fieldErrors[name]} />
  )
  return (
    <>
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
    </>
  )
}
