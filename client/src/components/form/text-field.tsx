import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldError, FieldHint, RequiredMark, useFieldIds } from './field'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: ReactNode
  /** Shown under the label and read by screen readers with the field. */
  hint?: ReactNode
  /** Marks the field invalid and ties the message to it. */
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled <input> with its required mark, hint and error. Every other prop goes to the input. */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  ref,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  'aria-invalid': extraInvalid,
  ...inputProps
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  // A caller may describe the field with a message of its own (e.g. a result shown elsewhere on the page).
  const allDescribedBy = [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined
  const invalid = Boolean(error) || extraInvalid === true || extraInvalid === 'true'
  return (
    <div className={['field', invalid ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        ref={ref}
        id={id}
        type={type}
        className="field__control"
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={allDescribedBy}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
