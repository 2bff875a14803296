import { useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  BRAZILIAN_STATES,
  messages,
  SCHOOLING_LEVELS,
  VOLUNTEER_FILE_FIELDS,
  volunteerFieldsSchema,
} from '@site/contracts'
import {
  errorsFromSchema,
  errorsFromServer,
  FileField,
  focusFirstInvalid,
  FormStatus,
  SelectField,
  SubmitButton,
  TextField,
  UploadProgress,
  type FieldErrors,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { sendVolunteerApplication } from '../api'
import { KnowledgeSlider } from './knowledge-slider'

const text = messages.volunteerPage
const labels = messages.fieldLabels

type TextFields = {
  nome: string
  email: string
  telefone: string
  endereco: string
  cidade: string
  estado: string
  escolaridade: string
}
type FieldName = keyof TextFields | 'nivelConhecimento' | 'termoAdesao'

const EMPTY: TextFields = { nome: '', email: '', telefone: '', endereco: '', cidade: '', estado: '', escolaridade: '' }
const FIELD_NAMES: readonly FieldName[] = [...(Object.keys(EMPTY) as (keyof TextFields)[]), 'nivelConhecimento', 'termoAdesao']

type Outcome = { tone: 'success' | 'error'; text: string } | null

/** Files refused by the server are reported on the file field. */
function fileErrorFor(error: ApiRequestError): string | undefined {
  if (error.status === 413) return messages.uploads.tooLarge
  if (error.status === 415) return messages.uploads.unsupportedType
  return undefined
}

/**
 * SPEC §3/§5 volunteer application: required nome, email, telefone, endereco, escolaridade and the Termo de Adesão
 * file; cidade, estado and the 1–10 knowledge slider are optional. On success the form and the file are cleared.
 */
export function VolunteerForm() {
  const [fields, setFields] = useState<TextFields>(EMPTY)
  const [level, setLevel] = useState<number | null>(null)
  const [term, setTerm] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState(0)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useRef<HTMLFormElement>(null)
  const message = useRef<HTMLDivElement>(null)
  const headingId = useId()

  const clearError = (name: FieldName) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const update = (name: keyof TextFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    clearError(name)
  }

  const fail = (fieldErrors: FieldErrors, summary: string) => {
    flushSync(() => {
      setErrors(fieldErrors)
      setOutcome({ tone: 'error', text: summary })
    })
    if (!focusFirstInvalid(form.current)) message.current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const parsed = volunteerFieldsSchema.safeParse({ ...fields, nivelConhecimento: level ?? undefined })
    const fieldErrors = parsed.success ? {} : errorsFromSchema(parsed.error.issues)
    if (!term) fieldErrors.termoAdesao = VOLUNTEER_FILE_FIELDS.termoAdesao.missing
    if (!parsed.success || !term) return fail(fieldErrors, messages.common.invalidRequest)

    // Untouched slider and blank optional fields are simply not sent.
    const payload: Record<string, string> = {}
    for (const [name, value] of Object.entries(fields)) if (value.trim()) payload[name] = value.trim()
    if (level !== null) payload.nivelConhecimento = String(level)

    flushSync(() => {
      setErrors({})
      setOutcome(null)
      setProgress(0)
      setSending(true)
    })
    try {
      await sendVolunteerApplication({ fields: payload, termoAdesao: term }, setProgress)
      flushSync(() => {
        setSending(false)
        setFields(EMPTY)
        setLevel(null)
        setTerm(null)
        setOutcome({ tone: 'success', text: messages.volunteers.success })
      })
      message.current?.focus()
    } catch (error) {
      const serverErrors: FieldErrors = {}
      if (error instanceof ApiRequestError) {
        const fromIssues = error.status === 400 ? errorsFromServer(error.issues) : {}
        for (const name of FIELD_NAMES) serverErrors[name] = fromIssues[name]
        serverErrors.termoAdesao ??= fileErrorFor(error)
      }
      flushSync(() => setSending(false))
      fail(serverErrors, messages.volunteers.failure)
    }
  }

  return (
    <section className="volunteer-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.formHeading}</h2>
      <form ref={form} className="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <p className="form__note">{messages.forms.requiredNote}</p>
        <TextField
          label={labels.nome}
          name="nome"
          required
          autoComplete="name"
          value={fields.nome}
          onChange={(e) => update('nome', e.target.value)}
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
            onChange={(e) => update('email', e.target.value)}
            error={errors.email}
          />
          <TextField
            label={labels.telefone}
            name="telefone"
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            value={fields.telefone}
            onChange={(e) => update('telefone', e.target.value)}
            error={errors.telefone}
          />
        </div>
        <TextField
          label={labels.endereco}
          name="endereco"
          required
          autoComplete="street-address"
          value={fields.endereco}
          onChange={(e) => update('endereco', e.target.value)}
          error={errors.endereco}
        />
        <div className="form__row">
          <TextField
            label={labels.cidade}
            name="cidade"
            hint={messages.forms.optional}
            autoComplete="address-level2"
            value={fields.cidade}
            onChange={(e) => update('cidade', e.target.value)}
            error={errors.cidade}
          />
          <SelectField
            label={labels.estado}
            name="estado"
            hint={messages.forms.optional}
            options={BRAZILIAN_STATES}
            autoComplete="address-level1"
            value={fields.estado}
            onChange={(e) => update('estado', e.target.value)}
            error={errors.estado}
          />
        </div>
        <SelectField
          label={text.schooling}
          name="escolaridade"
          required
          options={SCHOOLING_LEVELS}
          value={fields.escolaridade}
          onChange={(e) => update('escolaridade', e.target.value)}
          error={errors.escolaridade}
        />
        <KnowledgeSlider
          value={level}
          onChange={(value) => {
            setLevel(value)
            clearError('nivelConhecimento')
          }}
          error={errors.nivelConhecimento}
        />
        <FileField
          label={text.term}
          name="termoAdesao"
          hint={text.termHint}
          required
          file={term}
          onFileChange={(file) => {
            setTerm(file)
            clearError('termoAdesao')
          }}
          error={errors.termoAdesao}
          disabled={sending}
        />
        {sending && <UploadProgress fraction={progress} />}
        <SubmitButton busy={sending} busyLabel={messages.forms.sending}>
          {text.submit}
        </SubmitButton>
        <FormStatus tone={outcome?.tone ?? 'error'} ref={message}>
          {outcome?.text}
        </FormStatus>
      </form>
    </section>
  )
}
