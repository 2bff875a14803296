import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import '../form/form.css'

type Common = { label: string; error?: string; hint?: ReactNode }

/**
 * Label, control and its error, linked for screen readers: the ids for the frame, and the control's id,
 * aria-invalid and aria-describedby.
 */
function useFieldIds(error?: string, hint?: ReactNode, givenId?: string) {
  const generated = useId()
  const id = givenId ?? generated
  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return { frame: { id, errorId, hintId }, control }
}

function FieldFrame({ id, label, error, errorId, hint, hintId, children }: Common & { id: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(error, hint, input.id)
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids.frame}>
      <input {...input} {...ids.control} />
    </FieldFrame>
  )
}

export function TextAreaField({ label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(error, hint, input.id)
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids.frame}>
      <textarea {...input} {...ids.control} />
    </FieldFrame>
  )
}

/** A checkbox with its label beside it, and an optional hint below both. */
export function CheckField({ label, hint, ...input }: Omit<Common, 'error'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ids = useFieldIds(undefined, hint, input.id)
  return (
    <div className="admin-field admin-field--check">
      <input {...input} type="checkbox" {...ids.control} />
      <label htmlFor={ids.frame.id}>{label}</label>
      {hint && (
        <p id={ids.frame.hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const ids = useFieldIds(error, hint, select.id)
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids.frame}>
      <select {...select} {...ids.control}>
        {children}
      </select>
    </FieldFrame>
  )
}
