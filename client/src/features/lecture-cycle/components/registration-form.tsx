import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  FEEDBACK_TIMEOUT_MS,
  HOW_FOUND_OPTIONS,
  messages,
  registrationInputSchema,
  requiredMessage,
} from '@site/contracts'
import {
  errorsFromSchema,
  errorsFromServer,
  focusFirstInvalid,
  FormStatus,
  hasErrors,
  SelectField,
  SubmitButton,
  TextField,
  type FieldErrors,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { registerForEvent } from '../api'

const text = messages.cyclePage
const labels = messages.fieldLabels

type Fields = { nome: string; email: string; telefone: string; comoConheceu: string }
type FieldName = keyof Fields

const EMPTY: Fields = { nome: '', email: '', telefone: '', comoConheceu: '' }
/** What an empty field says: the text fields are named ('Nome é obrigatório'); the select asks for a choice. */
const EMPTY_MESSAGES: Record<FieldName, string> = {
  nome: requiredMessage(labels.nome),
  email: requiredMessage(labels.email),
  telefone: requiredMessage(labels.telefone),
  comoConheceu: messages.registrations.invalidHowFound,
}

/** A message shown under the form; `id` restarts the 5-second timer even when the text repeats. */
type Feedback = { id: number; text: string }

/** An empty field gets its own message (the schema gives them all the form's); other rules keep the schema's text. */
function fieldErrorsFor(fields: Fields, schemaErrors: FieldErrors): FieldErrors {
  const errors: FieldErrors = {}
  for (const name of Object.keys(EMPTY) as FieldName[]) {
    if (!fields[name].trim()) errors[name] = EMPTY_MESSAGES[name]
    else if (schemaErrors[name]) errors[name] = schemaErrors[name]
  }
  return errors
}

/**
 * SPEC §4/§5/§8 cycle registration: every field and the event title are required ('Por favor, preencha todos os
 * campos obrigatórios', no call); while sending the button is disabled with a spinner and 'Carregando....'; the
 * message disappears after 5 s and is styled as success when it contains 'sucesso'.
 */
export function RegistrationForm({ eventTitle }: { eventTitle: string | undefined }) {
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const message = useRef<HTMLDivElement>(null)
  const feedbackCount = useRef(0)
  const headingId = useId()

  // SPEC §4: the message disappears after FEEDBACK_TIMEOUT_MS. Focus that was on it returns to the form heading.
  useEffect(() => {
    if (!feedback) return
    const timer = window.setTimeout(() => {
      const hadFocus = message.current?.contains(document.activeElement) ?? false
      setFeedback(null)
      if (hadFocus) heading.current?.focus()
    }, FEEDBACK_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [feedback])

  const show = (textToShow: string) => {
    feedbackCount.current += 1
    flushSync(() => setFeedback({ id: feedbackCount.current, text: textToShow }))
  }

  const update = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const input = { ...fields, titulo: eventTitle ?? '' }
    const parsed = registrationInputSchema.safeParse(input)
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFor(fields, errorsFromSchema(parsed.error.issues))
      const missing = !eventTitle || Object.values(fields).some((value) => !value.trim())
      flushSync(() => setErrors(fieldErrors))
      show(missing ? messages.common.requiredFields : messages.common.invalidRequest)
      if (!focusFirstInvalid(form.current)) message.current?.focus()
      return
    }

    setErrors({})
    setFeedback(null)
    setSubmitting(true)
    try {
      await registerForEvent(parsed.data)
      flushSync(() => {
        setSubmitting(false)
        setFields(EMPTY)
      })
      show(messages.registrations.success)
      message.current?.focus()
    } catch (error) {
      // PRODUCT: the server answers real codes. A 400 names the fields; anything else keeps SPEC §8's text.
      const serverErrors = error instanceof ApiRequestError && error.status === 400 ? errorsFromServer(error.issues) : {}
      const visible: FieldErrors = {}
      for (const name of Object.keys(EMPTY) as FieldName[]) visible[name] = serverErrors[name]
      flushSync(() => {
        setSubmitting(false)
        setErrors(visible)
      })
      if (hasErrors(visible) && error instanceof ApiRequestError) {
        show(error.message)
        focusFirstInvalid(form.current)
      } else {
        show(messages.registrations.duplicate)
        message.current?.focus()
      }
    }
  }

  const success = feedback?.text.includes('sucesso') ?? false

  return (
    <section className="registration" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text.formHeading}
      </h2>
      <form ref={form} className="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <p className="form__note">{messages.forms.requiredNote}</p>
        <TextField
          label={labels.nome}
          name="nome"
          required
          autoComplete="name"
          value={fields.nome}
          onChange={(event) => update('nome', event.target.value)}
          error={errors.nome}
        />
        <div className="form__row">
          <TextField
            label={labels.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            label={labels.telefone}
            name="telefone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            value={fields.telefone}
            onChange={(event) => update('telefone', event.target.value)}
            error={errors.telefone}
          />
        </div>
        <SelectField
          label={text.howFound}
          name="comoConheceu"
          required
          options={HOW_FOUND_OPTIONS}
          value={fields.comoConheceu}
          onChange={(event) => update('comoConheceu', event.target.value)}
          error={errors.comoConheceu}
        />
        <SubmitButton busy={submitting}>{text.submit}</SubmitButton>
        <FormStatus tone={success ? 'success' : 'error'} ref={message}>
          {feedback?.text}
        </FormStatus>
      </form>
    </section>
  )
}
