import { useEffect, useId, useRef } from 'react'
import {
  FEEDBACK_TIMEOUT_MS,
  HOW_FOUND_OPTIONS,
  messages,
  registrationInputSchema,
  requiredMessage,
} from '@site/contracts'
import {
  ContactFields,
  errorsFromSchema,
  FormStatus,
  hasErrors,
  SelectField,
  SubmitButton,
  useFormSubmission,
  useTextFields,
  type FieldErrors,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { registerForEvent } from '../api'
import './registration-form.css'

const text = messages.cyclePage
const labels = messages.fieldLabels

type Fields = { nome: string; email: string; telefone: string; comoConheceu: string }
type FieldName = keyof Fields

const EMPTY: Fields = { nome: '', email: '', telefone: '', comoConheceu: '' }
const FIELD_NAMES = Object.keys(EMPTY) as FieldName[]
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
  for (const name of FIELD_NAMES) {
    if (!fields[name].trim()) errors[name] = EMPTY_MESSAGES[name]
    else if (schemaErrors[name]) errors[name] = schemaErrors[name]
  }
  return errors
}

/**
 * The lecture cycle registration: every field and the event title are required ('Por favor, preencha todos os
 * campos obrigatórios', no call); while sending the button is disabled with a spinner and 'Carregando....'; the
 * message disappears after 5 s and is styled as success when it contains 'sucesso'.
 */
export function RegistrationForm({ eventTitle }: { eventTitle: string | undefined }) {
  const submission = useFormSubmission<Feedback>(FIELD_NAMES)
  const { status: feedback, setStatus: setFeedback, sending, formRef, statusRef } = submission
  const fields = useTextFields(EMPTY, submission)
  const heading = useRef<HTMLHeadingElement>(null)
  const feedbackCount = useRef(0)
  const headingId = useId()

  // The message disappears after FEEDBACK_TIMEOUT_MS. Focus that was on it returns to the form heading.
  useEffect(() => {
    if (!feedback) return
    const timer = window.setTimeout(() => {
      const hadFocus = statusRef.current?.contains(document.activeElement) ?? false
      setFeedback(null)
      if (hadFocus) heading.current?.focus()
    }, FEEDBACK_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [feedback, setFeedback, statusRef])

  const feedbackOf = (textToShow: string): Feedback => {
    feedbackCount.current += 1
    return { id: feedbackCount.current, text: textToShow }
  }

  const submit = submission.onSubmit(() => {
    const parsed = registrationInputSchema.safeParse({ ...fields.values, titulo: eventTitle ?? '' })
    if (!parsed.success) {
      const missing = !eventTitle || Object.values(fields.values).some((value) => !value.trim())
      return submission.refuse({
        errors: fieldErrorsFor(fields.values, errorsFromSchema(parsed.error.issues)),
        status: feedbackOf(missing ? messages.common.requiredFields : messages.common.invalidRequest),
      })
    }

    return submission.send(() => registerForEvent(parsed.data), {
      succeeded: () => {
        fields.reset()
        return feedbackOf(messages.registrations.success)
      },
      // The server answers real status codes: a 400 names the fields and a 409 says why (already registered, or
      // registrations closed), in its own words; anything else shows the generic failure text.
      failed: (error, serverErrors) => ({
        errors: serverErrors,
        status: feedbackOf(
          error instanceof ApiRequestError && (hasErrors(serverErrors) || error.status === 409)
            ? error.message
            : messages.registrations.duplicate,
        ),
      }),
    })
  })

  const success = feedback?.text.includes('sucesso') ?? false

  return (
    <section className="registration" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text.formHeading}
      </h2>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <p className="form__note">{messages.forms.requiredNote}</p>
        <ContactFields bind={fields.bind} />
        <SelectField label={text.howFound} required options={HOW_FOUND_OPTIONS} {...fields.bind('comoConheceu')} />
        <SubmitButton busy={sending}>{text.submit}</SubmitButton>
        <FormStatus tone={success ? 'success' : 'error'} ref={statusRef}>
          {feedback?.text}
        </FormStatus>
      </form>
    </section>
  )
}
