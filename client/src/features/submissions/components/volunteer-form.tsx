import { useId, useState } from 'react'
import {
  messages,
  SCHOOLING_LEVELS,
  VOLUNTEER_FILE_FIELDS,
  VOLUNTEER_TERM_PDF_PATH,
  volunteerFieldsSchema,
} from '@site/contracts'
import {
  ContactFields,
  errorsFromSchema,
  FileFields,
  filledValues,
  FormStatus,
  GroupedForm,
  missingFiles,
  PERSONAL_FIELDS,
  SelectField,
  SubmissionReceipt,
  TextField,
  UploadSubmit,
  useFieldValues,
  useFormSubmission,
  useTextFields,
  type FileChoices,
  type BoundField,
  type FileLabel,
} from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { sendVolunteerApplication } from '../volunteers-api'
import { KnowledgeSlider } from './knowledge-slider'
import { island } from '../../../lib/island'

const text = messages.volunteerPage

type TextFields = {
  nome: string
  email: string
  telefone: string
  endereco: string
  cidade: string
  estado: string
  escolaridade: string
}
type FileName = keyof typeof VOLUNTEER_FILE_FIELDS

const EMPTY: TextFields = { nome: '', email: '', telefone: '', endereco: '', cidade: '', estado: '', escolaridade: '' }
const NO_FILES: FileChoices<FileName> = { termoAdesao: null }
const FILE_LABELS: Record<FileName, FileLabel> = { termoAdesao: { label: text.term, hint: text.termHint } }
const FIELD_NAMES = [...Object.keys(EMPTY), 'nivelConhecimento', ...Object.keys(NO_FILES)]

type Outcome = { tone: 'success' | 'error'; text: string }

/** Files refused by the server are reported on the file field. */
function fileErrorFor(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined
  if (error.status === 413) return messages.uploads.tooLarge
  if (error.status === 415) return messages.uploads.unsupportedType
  return undefined
}

type Bind = (name: keyof TextFields) => BoundField

function AddressAndSchooling({ bind }: { bind: Bind }) {
  return (
    <>
      <TextField {...PERSONAL_FIELDS.endereco} required {...bind('endereco')} />
      <div className="form__row">
        <TextField {...PERSONAL_FIELDS.cidade} hint={messages.forms.optional} {...bind('cidade')} />
        <SelectField {...PERSONAL_FIELDS.estado} hint={messages.forms.optional} {...bind('estado')} />
      </div>
      <SelectField label={text.schooling} required options={SCHOOLING_LEVELS} {...bind('escolaridade')} />
    </>
  )
}

/** The blank Termo de Adesão, to print, sign and send back as the file below. */
function TermDownload() {
  return (
    <p className="form__note">
      <a href={VOLUNTEER_TERM_PDF_PATH} download>
        {messages.volunteerTerm.download}
      </a>{' '}
      {messages.volunteerTerm.downloadHint}
    </p>
  )
}

/**
 * The volunteer application: required nome, email, telefone, endereco, escolaridade and the Termo de Adesão
 * file; cidade, estado and the 1–10 knowledge slider are optional. On success the form and the file are cleared.
 */
export function VolunteerForm() {
  const submission = useFormSubmission<Outcome>(FIELD_NAMES)
  const { errors, status: outcome, sending, progress, formRef, statusRef, clearError } = submission
  const fields = useTextFields(EMPTY, submission)
  const files = useFieldValues(NO_FILES, submission)
  const [level, setLevel] = useState<number | null>(null)
  const [protocolo, setProtocolo] = useState<string | null>(null)
  const headingId = useId()

  const submit = submission.onSubmit(() => {
    const parsed = volunteerFieldsSchema.safeParse({ ...fields.values, nivelConhecimento: level ?? undefined })
    const schemaErrors = parsed.success ? {} : errorsFromSchema(parsed.error.issues)
    const fieldErrors = { ...schemaErrors, ...missingFiles(VOLUNTEER_FILE_FIELDS, files.values) }
    const term = files.values.termoAdesao
    if (!parsed.success || !term) {
      return submission.refuse({ errors: fieldErrors, status: { tone: 'error', text: messages.common.invalidRequest } })
    }

    // Untouched slider and blank optional fields are simply not sent.
    const payload = filledValues(fields.values)
    if (level !== null) payload.nivelConhecimento = String(level)

    return submission.send((onProgress) => sendVolunteerApplication({ fields: payload, termoAdesao: term }, onProgress), {
      succeeded: (answer) => {
        setProtocolo(answer.protocolo)
        return null
      },
      failed: (error, serverErrors) => ({
        errors: { ...serverErrors, termoAdesao: serverErrors.termoAdesao ?? fileErrorFor(error) },
        status: { tone: 'error', text: messages.volunteers.failure },
      }),
    })
  })

  if (protocolo) {
    return (
      <SubmissionReceipt
        title={messages.volunteers.success}
        protocolo={protocolo}
        nextSteps={messages.protocols.volunteerNextSteps}
      />
    )
  }

  return (
    <section className="volunteer-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.formHeading}</h2>
      <GroupedForm
        legend={text.formHeading}
        ref={formRef}
        className="form"
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
      >
        <p className="form__note">{messages.forms.requiredNote}</p>
        <ContactFields bind={fields.bind} />
        <AddressAndSchooling bind={fields.bind} />
        <KnowledgeSlider
          value={level}
          onChange={(value) => {
            setLevel(value)
            clearError('nivelConhecimento')
          }}
          error={errors.nivelConhecimento}
        />
        <TermDownload />
        <FileFields
          rules={VOLUNTEER_FILE_FIELDS}
          labels={FILE_LABELS}
          files={files.values}
          onFileChange={files.update}
          errors={errors}
          disabled={sending}
        />
        <UploadSubmit sending={sending} progress={progress}>
          {text.submit}
        </UploadSubmit>
        <FormStatus tone={outcome?.tone ?? 'error'} ref={statusRef}>
          {outcome?.text}
        </FormStatus>
      </GroupedForm>
    </section>
  )
}

/** VolunteerForm as an island of the page the server drew (lib/island.tsx). */
export const VolunteerFormIsland = island('volunteer-form', VolunteerForm, 'use')
