import { useId, useState } from 'react'
import {
  HOW_FOUND_OPTIONS,
  messages,
  registrationInputSchema,
  requiredMessage,
} from '@site/contracts'
import {
  ContactFields,
  errorsFromSchema,
  FormStatus,
  GroupedForm,
  hasErrors,
  SelectField,
  SubmissionReceipt,
  SubmitButton,
  useFormSubmission,
  useTextFields,
  type FieldErrors,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { joinWaitlist, registerForEvent } from '../cycle-api'
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

/** The refusal shown under the form. */
type Feedback = { text: string }

/** An empty field gets its own message (the schema gives them all the form's); other rules keep the schema's text. */
function fieldErrorsFor(fields: Fields, schemaErrors: FieldErrors): FieldErrors {
  const errors: FieldErrors = {}
  for (const name of FIELD_NAMES) {
    if (!fields[name].trim()) errors[name] = EMPTY_MESSAGES[name]
    else if (schemaErrors[name]) errors[name] = schemaErrors[name]
  }
  return errors
}

/** What the form does: register for the event, or (when every place is taken) join its waiting list. */
const MODES = {
  register: { heading: text.formHeading, submit: text.submit, intro: null },
  waitlist: { heading: messages.waitlist.heading, submit: messages.waitlist.submit, intro: messages.waitlist.intro },
}

type RegistrationFormProps = { eventTitle: string | undefined; mode?: keyof typeof MODES }

/**
 * The lecture cycle registration: every field and the event title are required ('Por favor, preencha todos os
 * campos obrigatórios', no call); while sending the button is disabled with a spinner and 'Carregando....'. An
 * accepted registration shows the receipt with its protocol until the visitor leaves or starts another one; a
 * place in the waiting list shows its position.
 */
export function RegistrationForm({ eventTitle, mode = 'register' }: RegistrationFormProps) {
  const submission = useFormSubmission<Feedback>(FIELD_NAMES)
  const { status: feedback, sending, formRef, statusRef } = submission
  const fields = useTextFields(EMPTY, submission)
  const [protocolo, setProtocolo] = useState<string | null>(null)
  const [waiting, setWaiting] = useState<string | null>(null)
  const headingId = useId()
  const words = MODES[mode]

  const feedbackOf = (textToShow: string): Feedback => ({ text: textToShow })

  const submit = submission.onSubmit(() => {
    const parsed = registrationInputSchema.safeParse({ ...fields.values, titulo: eventTitle ?? '' })
    if (!parsed.success) {
      const missing = !eventTitle || Object.values(fields.values).some((value) => !value.trim())
      return submission.refuse({
        errors: fieldErrorsFor(fields.values, errorsFromSchema(parsed.error.issues)),
        status: feedbackOf(missing ? messages.common.requiredFields : messages.common.invalidRequest),
      })
    }

    const send = async () => {
      if (mode === 'waitlist') setWaiting((await joinWaitlist(parsed.data)).mensagem)
      else setProtocolo((await registerForEvent(parsed.data)).protocolo)
    }
    return submission.send(send, {
      succeeded: () => {
        fields.reset()
        return null
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

  if (protocolo) {
    return (
      <SubmissionReceipt
        title={messages.registrations.success}
        protocolo={protocolo}
        nextSteps={messages.protocols.registrationNextSteps}
      >
        <button type="button" className="btn btn--outline" onClick={() => setProtocolo(null)}>
          {messages.protocols.registerAnother}
        </button>
      </SubmissionReceipt>
    )
  }

  if (waiting) {
    return (
      <section className="registration" role="status">
        <h2>{messages.waitlist.heading}</h2>
        <p>{waiting}</p>
      </section>
    )
  }

  return (
    <section className="registration" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {words.heading}
      </h2>
      {words.intro && <p>{words.intro}</p>}
      <GroupedForm
        legend={words.heading}
        ref={formRef}
        className="form"
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
      >
        <p className="form__note">{messages.forms.requiredNote}</p>
        <ContactFields bind={fields.bind} />
        <SelectField label={text.howFound} required options={HOW_FOUND_OPTIONS} {...fields.bind('comoConheceu')} />
        <SubmitButton busy={sending}>{words.submit}</SubmitButton>
        <FormStatus tone="error" ref={statusRef}>
          {feedback?.text}
        </FormStatus>
      </GroupedForm>
    </section>
  )
}
