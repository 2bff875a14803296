import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  BRAZILIAN_STATES,
  DELIVERY_OPTIONS,
  DOCUMENT_REQUEST_COURSES,
  DOCUMENT_REQUEST_FILE_FIELDS,
  DOCUMENT_TYPES,
  documentRequestFieldsSchema,
  messages,
  requiredMessage,
} from '@site/contracts'
import {
  CheckboxField,
  errorsFromSchema,
  errorsFromServer,
  FileField,
  focusFirstInvalid,
  FormStatus,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  UploadProgress,
  type FieldErrors,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { sendDocumentRequest } from '../api'

const text = messages.documentRequestPage
const labels = messages.fieldLabels

type TextFields = {
  nome: string
  cpf: string
  email: string
  telefone: string
  endereco: string
  cidade: string
  estado: string
  cep: string
  curso: string
  envio: string
  requerimento: string
}
type FileName = keyof typeof DOCUMENT_REQUEST_FILE_FIELDS
type Files = Record<FileName, File | null>

const EMPTY: TextFields = {
  nome: '',
  cpf: '',
  email: '',
  telefone: '',
  endereco: '',
  cidade: '',
  estado: '',
  cep: '',
  curso: '',
  envio: '',
  requerimento: '',
}
const NO_FILES: Files = { rg: null, cpfDoc: null, certidao: null, procuracao: null }
const FILE_NAMES = Object.keys(NO_FILES) as FileName[]
const KNOWN_FIELDS = [...Object.keys(EMPTY), ...FILE_NAMES]

const COURSE_OPTIONS = DOCUMENT_REQUEST_COURSES.map((value) => ({ value, label: text.courseLabels[value] }))
const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: text.documentTypeLabels[value] }))
const DELIVERY = DELIVERY_OPTIONS.map((value) => ({ value, label: text.deliveryOptions[value] }))

type Alert = { lines: string[]; declaration: boolean } | null

/**
 * SPEC §4/§5 academic document request. Required: nome, cpf, email, telefone, estado, curso, envio, requerimento and
 * the RG and certidão files; the declaration must be ticked. Success replaces the form with a confirmation whose
 * button starts a new, empty request; a failure keeps everything the visitor typed and chose.
 */
export function DocumentRequestForm() {
  const [fields, setFields] = useState<TextFields>(EMPTY)
  const [files, setFiles] = useState<Files>(NO_FILES)
  const [declared, setDeclared] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<Alert>(null)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState(0)
  const [sent, setSent] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const alertBox = useRef<HTMLDivElement>(null)
  const successHeading = useRef<HTMLHeadingElement>(null)
  const focusNext = useRef<'success' | 'form' | null>(null)
  const headingId = useId()
  const declarationAlertId = useId()

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'success') successHeading.current?.focus()
    if (target === 'form') form.current?.querySelector('input')?.focus()
  }, [sent])

  const clearError = (name: string) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const update = (name: keyof TextFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    clearError(name)
  }
  const chooseFile = (name: FileName, file: File | null) => {
    setFiles((current) => ({ ...current, [name]: file }))
    clearError(name)
  }

  const fail = (fieldErrors: FieldErrors, nextAlert: Alert) => {
    flushSync(() => {
      setErrors(fieldErrors)
      setAlert(nextAlert)
    })
    if (!focusFirstInvalid(form.current)) alertBox.current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const parsed = documentRequestFieldsSchema.safeParse({ ...fields, declaracao: declared })
    const fieldErrors = parsed.success ? {} : errorsFromSchema(parsed.error.issues)
    // The declaration's message is the form alert itself; the box points at it.
    delete fieldErrors.declaracao
    // The schema names this field 'Requerimento'; the visitor sees it as 'Documento solicitado'.
    if (fieldErrors.requerimento && !fields.requerimento) fieldErrors.requerimento = requiredMessage(text.documentType)
    for (const name of FILE_NAMES) {
      const rule = DOCUMENT_REQUEST_FILE_FIELDS[name]
      if (rule.required && !files[name]) fieldErrors[name] = rule.missing
    }
    const otherProblems = Object.values(fieldErrors).some(Boolean)
    if (!declared || otherProblems || !files.rg || !files.certidao) {
      const lines = [
        ...(declared ? [] : [messages.documentRequests.declarationRequired]),
        ...(otherProblems ? [messages.common.invalidRequest] : []),
      ]
      return fail(fieldErrors, { lines, declaration: !declared })
    }

    const payload: Record<string, string> = { declaracao: 'true' }
    for (const [name, value] of Object.entries(fields)) if (value.trim()) payload[name] = value.trim()

    flushSync(() => {
      setErrors({})
      setAlert(null)
      setProgress(0)
      setSending(true)
    })
    try {
      await sendDocumentRequest(payload, { ...files, rg: files.rg, certidao: files.certidao }, setProgress)
      focusNext.current = 'success'
      setSending(false)
      setSent(true)
    } catch (error) {
      const fromServer =
        error instanceof ApiRequestError && error.status === 400 ? errorsFromServer(error.issues) : {}
      const serverErrors: FieldErrors = {}
      for (const name of KNOWN_FIELDS) serverErrors[name] = fromServer[name]
      if (error instanceof ApiRequestError && (error.status === 413 || error.status === 415)) {
        // The server does not say which file; the alert carries its reason.
        flushSync(() => setSending(false))
        return fail(serverErrors, { lines: [messages.documentRequests.failure, error.message], declaration: false })
      }
      flushSync(() => setSending(false))
      fail(serverErrors, { lines: [messages.documentRequests.failure], declaration: false })
    }
  }

  const startOver = () => {
    setFields(EMPTY)
    setFiles(NO_FILES)
    setDeclared(false)
    setErrors({})
    setAlert(null)
    focusNext.current = 'form'
    setSent(false)
  }

  if (sent) {
    return (
      <section className="document-request-done" aria-labelledby={`${headingId}-done`}>
        <div role="status">
          <h2 id={`${headingId}-done`} ref={successHeading} tabIndex={-1}>
            <span aria-hidden="true">✓ </span>
            {messages.documentRequests.success}
          </h2>
        </div>
        <p>{messages.documentRequests.received}</p>
        <button type="button" className="btn" onClick={startOver}>
          {messages.documentRequests.sendAnother}
        </button>
      </section>
    )
  }

  return (
    <section className="document-request">
      <form ref={form} className="form" onSubmit={submit} noValidate aria-label={text.title}>
        <p className="form__note">{messages.forms.requiredNote}</p>

        <fieldset className="form__section">
          <legend>{text.personalHeading}</legend>
          <TextField
            label={labels.nomeCompleto}
            name="nome"
            required
            autoComplete="name"
            value={fields.nome}
            onChange={(e) => update('nome', e.target.value)}
            error={errors.nome}
          />
          <div className="form__row">
            <TextField
              label={labels.cpf}
              name="cpf"
              required
              inputMode="numeric"
              value={fields.cpf}
              onChange={(e) => update('cpf', e.target.value)}
              error={errors.cpf}
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
            label={labels.endereco}
            name="endereco"
            hint={messages.forms.optional}
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
              required
              options={BRAZILIAN_STATES}
              autoComplete="address-level1"
              value={fields.estado}
              onChange={(e) => update('estado', e.target.value)}
              error={errors.estado}
            />
          </div>
          <TextField
            label={labels.cep}
            name="cep"
            hint={messages.forms.optional}
            inputMode="numeric"
            autoComplete="postal-code"
            value={fields.cep}
            onChange={(e) => update('cep', e.target.value)}
            error={errors.cep}
            className="field--short"
          />
        </fieldset>

        <fieldset className="form__section">
          <legend>{text.requestHeading}</legend>
          <SelectField
            label={text.course}
            name="curso"
            required
            options={COURSE_OPTIONS}
            value={fields.curso}
            onChange={(e) => update('curso', e.target.value)}
            error={errors.curso}
          />
          <SelectField
            label={text.documentType}
            name="requerimento"
            required
            options={TYPE_OPTIONS}
            value={fields.requerimento}
            onChange={(e) => update('requerimento', e.target.value)}
            error={errors.requerimento}
          />
          <RadioGroup
            legend={text.delivery}
            name="envio"
            required
            options={DELIVERY}
            value={fields.envio}
            onChange={(value) => update('envio', value)}
            error={errors.envio}
          />
        </fieldset>

        <fieldset className="form__section">
          <legend>{text.filesHeading}</legend>
          <FileField
            label={text.rg}
            name="rg"
            required
            file={files.rg}
            onFileChange={(file) => chooseFile('rg', file)}
            error={errors.rg}
            disabled={sending}
          />
          <FileField
            label={text.cpfDoc}
            name="cpfDoc"
            hint={messages.forms.optional}
            file={files.cpfDoc}
            onFileChange={(file) => chooseFile('cpfDoc', file)}
            error={errors.cpfDoc}
            disabled={sending}
          />
          <FileField
            label={text.certidao}
            name="certidao"
            required
            file={files.certidao}
            onFileChange={(file) => chooseFile('certidao', file)}
            error={errors.certidao}
            disabled={sending}
          />
          <FileField
            label={text.procuracao}
            name="procuracao"
            hint={`${messages.forms.optional} ${text.procuracaoHint}`}
            file={files.procuracao}
            onFileChange={(file) => chooseFile('procuracao', file)}
            error={errors.procuracao}
            disabled={sending}
          />
        </fieldset>

        <CheckboxField
          label={text.declaration}
          name="declaracao"
          required
          checked={declared}
          onChange={(e) => {
            setDeclared(e.target.checked)
            if (e.target.checked && alert?.declaration) setAlert(null)
          }}
          describedBy={alert?.declaration ? declarationAlertId : undefined}
        />

        {sending && <UploadProgress fraction={progress} />}
        <SubmitButton busy={sending} busyLabel={messages.forms.sending}>
          {text.submit}
        </SubmitButton>
        <FormStatus tone="error" ref={alertBox}>
          {alert &&
            alert.lines.map((line, index) => (
              <p key={line} id={index === 0 && alert.declaration ? declarationAlertId : undefined}>
                {line}
              </p>
            ))}
        </FormStatus>
      </form>
    </section>
  )
}
