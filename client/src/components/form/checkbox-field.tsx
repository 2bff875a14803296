import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldError, RequiredMark } from './field'

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & {
  label: ReactNode
  error?: string
  /** Extra ids to describe the box, e.g. a form alert that already shows its error. */
  describedBy?: string
  ref?: Ref<HTMLInputElement>
}

export function CheckboxField({ label, error, describedBy, required, ref, ...inputProps }: CheckboxFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const ids = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined
  return (
    <div className={error || describedBy ? 'field field--check field--invalid' : 'field field--check'}>
      <div className="field__check">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error || describedBy ? true : undefined}
          aria-describedby={ids}
          {...inputProps}
        />
        <label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
