import { useId, type ReactNode } from 'react'

/** Ids that tie a control to its hint and its error; `describedBy` is undefined when there is neither. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy }
}

/** The visible '*' of a required field; screen readers get the control's own required state instead. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  )
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  )
}

/** The error under a field. Not a live region: the form announces a summary and moves focus to the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  )
}
