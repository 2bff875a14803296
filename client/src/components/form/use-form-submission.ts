import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { ApiRequestError } from '../../lib/api-client'
import { errorsFromServer, focusFirstInvalid, type FieldErrors } from './form-errors'

/** Field errors and the form's status message (of the form's own kind `S`) shown together. */
export type Refusal<S> = { errors: FieldErrors; status: S }

export type SendSteps<S, R = unknown> = {
  /** Runs in the render that ends the sending, with the server's answer; returns the status to show and focus, or null for none. */
  succeeded: (answer: R) => S | null
  /** What to show after a failed send; `serverErrors` are the server's 400 issues on this form's fields. */
  failed: (error: unknown, serverErrors: FieldErrors) => Refusal<S>
}

/**
 * The submit lifecycle shared by the public forms: refuse with field errors and a status (focus goes to the first
 * invalid field, else to the status), or send while the form is busy and then show the outcome. `fieldNames` are
 * the fields the form shows; server issues on other names are left to the status.
 */
export function useFormSubmission<S>(fieldNames: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<S | null>(null)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  const clearError = (name: string) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const clear = () => {
    setErrors({})
    setStatus(null)
  }

  const refuse = ({ errors: fieldErrors, status: nextStatus }: Refusal<S>) => {
    flushSync(() => {
      setSending(false)
      setErrors(fieldErrors)
      setStatus(nextStatus)
    })
    if (!focusFirstInvalid(formRef.current)) statusRef.current?.focus()
  }

  const send = async <R>(request: (onProgress: (fraction: number) => void) => Promise<R>, steps: SendSteps<S, R>) => {
    flushSync(() => {
      setErrors({})
      setStatus(null)
      setProgress(0)
      setSending(true)
    })
    let answer: R
    try {
      answer = await request(setProgress)
    } catch (error) {
      const fromServer = error instanceof ApiRequestError && error.status === 400 ? errorsFromServer(error.issues) : {}
      const serverErrors: FieldErrors = {}
      for (const name of fieldNames) serverErrors[name] = fromServer[name]
      return refuse(steps.failed(error, serverErrors))
    }
    const shown = flushSync(() => {
      setSending(false)
      const outcome = steps.succeeded(answer)
      setStatus(outcome)
      return outcome
    })
    if (shown !== null) statusRef.current?.focus()
  }

  /** The form's onSubmit: the page stays, and a submit while a send is under way does nothing. */
  const onSubmit = (handle: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!sending) handle()
  }

  return { errors, status, setStatus, sending, progress, formRef, statusRef, clearError, clear, refuse, send, onSubmit }
}
