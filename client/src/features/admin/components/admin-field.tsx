import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

type Common = { label: string; error?: string; hint?: ReactNode }

/** Label, control and its error, linked for screen readers (aria-invalid + aria-describedby). */
function useFieldIds(error?: string, hint?: ReactNode, givenId?: string) {
  const generated = useId()
  const id = givenId ?? generated
  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return { id, errorId, hintId, describedBy }
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
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <input {...input} id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
  )
}

export function TextAreaField({ label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(error, hint, input.id)
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <textarea {...input} id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
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
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <select {...select} id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy}>
        {children}
      </select>
    </FieldFrame>
  )
}
