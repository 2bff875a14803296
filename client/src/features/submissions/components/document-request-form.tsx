import { useEffect, useId, useRef, useState } from 'react'
import {
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
  FileFields,
  filledValues,
  FormStatus,
  GroupedForm,
  hasErrors,
  missingFiles,
  PERSONAL_FIELDS,
  RadioGroup,
  SelectField,
  SubmissionReceipt,
  TextField,
  UploadSubmit,
  useFieldValues,
  useFormSubmission,
  useTextFields,
  type FileChoices,
  type FileLabel,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { sendDocumentRequest } from '../document-requests-api'
import './document-request-form.css'
import { island } from '../../../lib/island'

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
const NO_FILES: FileChoices<FileName> = { rg: null, cpfDoc: null, certidao: null, procuracao: null }
const FILE_LABELS: Record<FileName, FileLabel> = {
  rg: { label: text.rg },
  cpfDoc: { label: text.cpfDoc, hint: messages.forms.optional },
  certidao: { label: text.certidao },
  procuracao: { label: text.procuracao, hint: `${messages.forms.optional} ${text.procuracaoHint}` },
}
const KNOWN_FIELDS = [...Object.keys(EMPTY), ...Object.keys(NO_FILES)]

const COURSE_OPTIONS = DOCUMENT_REQUEST_COURSES.map((value) => ({ value, label: text.courseLabels[value] }))
const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: text.documentTypeLabels[value] }))
const DELIVERY = DELIVERY_OPTIONS.map((value) => ({ value, label: text.deliveryOptions[value] }))

type Alert = { lines: string[]; declaration: boolean }

/**
 * The request's values, files and declaration, its submission, and the protocol once sent. A failure keeps
 * everything the visitor typed and chose; `startOver` empties the form for a new request and focuses it.
 */
function useDocumentRequest() {
  const submission = useFormSubmission<Alert>(KNOWN_FIELDS)
  const { formRef } = submission
  const fields = useTextFields(EMPTY, submission)
  const files = useFieldValues(NO_FILES, submission)
  const [declared, setDeclared] = useState(false)
  const [protocolo, setProtocolo] = useState<string | null>(null)
  const focusNext = useRef<'form' | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'form') formRef.current?.querySelector('input')?.focus()
  }, [protocolo, formRef])

  const submit = submission.onSubmit(() => {
    const parsed = documentRequestFieldsSchema.safeParse({ ...fields.values, declaracao: declared })
    const fieldErrors = parsed.success ? {} : errorsFromSchema(parsed.error.issues)
    // The declaration's message is the form alert itself; the box points at it.
    delete fieldErrors.declaracao
    // The schema names this field 'Requerimento'; the visitor sees it as 'Documento solicitado'.
    if (fieldErrors.requerimento && !fields.values.requerimento) fieldErrors.requerimento = requiredMessage(text.documentType)
    Object.assign(fieldErrors, missingFiles(DOCUMENT_REQUEST_FILE_FIELDS, files.values))
    const otherProblems = hasErrors(fieldErrors)
    const { rg, certidao } = files.values
    if (!declared || otherProblems || !rg || !certidao) {
      const lines = [
        ...(declared ? [] : [messages.documentRequests.declarationRequired]),
        ...(otherProblems ? [messages.common.invalidRequest] : []),
      ]
      return submission.refuse({ errors: fieldErrors, status: { lines, declaration: !declared } })
    }

    const payload = { declaracao: 'true', ...filledValues(fields.values) }
    return submission.send((onProgress) => sendDocumentRequest(payload, { ...files.values, rg, certidao }, onProgress), {
      succeeded: (answer) => {
        setProtocolo(answer.protocolo)
        return null
      },
      failed: (error, serverErrors) => {
        // The server does not say which file is too large or of the wrong type; the alert carries its reason.
        const fileRefused = error instanceof ApiRequestError && (error.status === 413 || error.status === 415)
        const lines = fileRefused ? [messages.documentRequests.failure, error.message] : [messages.documentRequests.failure]
        return { errors: serverErrors, status: { lines, declaration: false } }
      },
    })
  })

  const startOver = () => {
    fields.reset()
    files.reset()
    setDeclared(false)
    submission.clear()
    focusNext.current = 'form'
    setProtocolo(null)
  }

  return { submission, fields, files, declared, setDeclared, protocolo, submit, startOver }
}

type Fields = ReturnType<typeof useDocumentRequest>['fields']

function PersonalSection({ fields }: { fields: Fields }) {
  return (
    <fieldset className="form__section">
      <legend>{text.personalHeading}</legend>
      <TextField {...PERSONAL_FIELDS.nome} label={labels.nomeCompleto} required {...fields.bind('nome')} />
      <div className="form__row">
        <TextField label={labels.cpf} required inputMode="numeric" {...fields.bind('cpf')} />
        <TextField {...PERSONAL_FIELDS.telefone} required {...fields.bind('telefone')} />
      </div>
      <TextField {...PERSONAL_FIELDS.email} required {...fields.bind('email')} />
      <TextField {...PERSONAL_FIELDS.endereco} hint={messages.forms.optional} {...fields.bind('endereco')} />
      <div className="form__row">
        <TextField {...PERSONAL_FIELDS.cidade} hint={messages.forms.optional} {...fields.bind('cidade')} />
        <SelectField {...PERSONAL_FIELDS.estado} required {...fields.bind('estado')} />
      </div>
      <TextField
        label={labels.cep}
        hint={messages.forms.optional}
        inputMode="numeric"
        autoComplete="postal-code"
        className="field--short"
        {...fields.bind('cep')}
      />
    </fieldset>
  )
}

function RequestSection({ fields, error }: { fields: Fields; error?: string }) {
  return (
    <fieldset className="form__section">
      <legend>{text.requestHeading}</legend>
      <SelectField label={text.course} required options={COURSE_OPTIONS} {...fields.bind('curso')} />
      <SelectField label={text.documentType} required options={TYPE_OPTIONS} {...fields.bind('requerimento')} />
      <RadioGroup
        legend={text.delivery}
        name="envio"
        required
        options={DELIVERY}
        value={fields.values.envio}
        onChange={(value) => fields.update('envio', value)}
        error={error}
      />
    </fieldset>
  )
}

/**
 * The academic document request. Required: nome, cpf, email, telefone, estado, curso, envio, requerimento and
 * the RG and certidão files; the declaration must be ticked. Success replaces the form with a confirmation whose
 * button starts a new, empty request; a failure keeps everything the visitor typed and chose.
 */
export function DocumentRequestForm() {
  const { submission, fields, files, declared, setDeclared, protocolo, submit, startOver } = useDocumentRequest()
  const { errors, status: alert, setStatus: setAlert, sending, progress, formRef, statusRef } = submission
  const declarationAlertId = useId()

  if (protocolo) {
    return (
      <SubmissionReceipt
        title={messages.documentRequests.success}
        protocolo={protocolo}
        nextSteps={messages.protocols.documentRequestNextSteps}
      >
        <button type="button" className="btn btn--outline" onClick={startOver}>
          {messages.documentRequests.sendAnother}
        </button>
      </SubmissionReceipt>
    )
  }

  return (
    <section className="document-request">
      <GroupedForm legend={text.title} ref={formRef} className="form" onSubmit={submit} noValidate aria-label={text.title}>
        <p className="form__note">{messages.forms.requiredNote}</p>
        <PersonalSection fields={fields} />
        <RequestSection fields={fields} error={errors.envio} />
        <fieldset className="form__section">
          <legend>{text.filesHeading}</legend>
          <FileFields
            rules={DOCUMENT_REQUEST_FILE_FIELDS}
            labels={FILE_LABELS}
            files={files.values}
            onFileChange={files.update}
            errors={errors}
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

        <UploadSubmit sending={sending} progress={progress}>
          {text.submit}
        </UploadSubmit>
        <FormStatus tone="error" ref={statusRef}>
          {alert &&
            alert.lines.map((line, index) => (
              <p key={line} id={index === 0 && alert.declaration ? declarationAlertId : undefined}>
                {line}
              </p>
            ))}
        </FormStatus>
      </GroupedForm>
    </section>
  )
}

/** DocumentRequestForm as an island of the page the server drew (lib/island.tsx). */
export const DocumentRequestFormIsland = island('document-request-form', DocumentRequestForm, 'use')
