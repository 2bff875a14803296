import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { messages } from '@site/contracts'
import { FieldError, FieldHint, RequiredMark, useFieldIds } from './field'
import { formatFileSize, UPLOAD_ACCEPT, uploadProblem } from './file-rules'
import './file-field.css'

export type FileFieldProps = {
  label: ReactNode
  name: string
  /** The chosen file; set it to null to empty the input (e.g. after a successful send). */
  file: File | null
  /** Called with the new file, or null when the choice was removed or refused. */
  onFileChange: (file: File | null) => void
  required?: boolean
  hint?: ReactNode
  /** An error from the form (missing file, server refusal); a refused choice shows its own message. */
  error?: string
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled file input that accepts PDF, JPEG or PNG up to 10 MB, refuses anything else before it is sent,
 * and shows the chosen file's name and size.
 */
export function FileField({ label, name, file, onFileChange, required, hint, error, disabled, ref }: FileFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const shownError = refusal ?? error
  const fullHint = (
    <>
      {hint ? <>{hint} </> : null}
      {messages.forms.acceptedFiles}
    </>
  )
  const { id, hintId, errorId, describedBy } = useFieldIds(fullHint, shownError)
  const choiceId = `${id}-choice`

  // The native input keeps its selection on its own: empty it when the form drops the file it had. Not on the first
  // draw: a file chosen before React took over the server's form is in the input, not yet in the form's state.
  const hadFile = useRef(false)
  useEffect(() => {
    if (file === null && hadFile.current && input.current) input.current.value = ''
    hadFile.current = file !== null
  }, [file])

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }

  const choose = (chosen: File | null) => {
    const problem = chosen ? uploadProblem(chosen) : null
    setRefusal(problem)
    if (problem && input.current) input.current.value = ''
    onFileChange(problem ? null : chosen)
  }

  return (
    <div className={shownError ? 'field field--file field--invalid' : 'field field--file'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={hintId}>{fullHint}</FieldHint>
      {/* The native input covers the picker, transparent: it takes the clicks, the focus and the files, while the
          visible button and text stay in Portuguese whatever the browser's own language. */}
      <div className={disabled ? 'file-picker file-picker--disabled' : 'file-picker'}>
        <input
          ref={setRefs}
          id={id}
          name={name}
          type="file"
          className="file-picker__input"
          accept={UPLOAD_ACCEPT}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[describedBy, choiceId].filter(Boolean).join(' ')}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <span className="btn btn--outline file-picker__button" aria-hidden="true">
          {messages.forms.chooseFile}
        </span>
        <span id={choiceId} className="file-picker__choice">
          {file ? (
            <>
              <span className="visually-hidden">{messages.forms.selectedFile} </span>
              <strong>{file.name}</strong> ({formatFileSize(file.size)})
            </>
          ) : (
            messages.forms.noFileChosen
          )}
        </span>
      </div>
      <FieldError id={errorId} message={shownError} />
    </div>
  )
}
