import { useState, type FormEvent } from 'react'

/**
 * The submit of an add or edit dialog and its state (the failure alert, saving). `handleSubmit(check, send, failed)`
 * clears the last failure; `check` returns the body to send, or null once it has shown what is wrong (`refuse`
 * shows a message); `send(body)` resolves to the message the dialog reports; on failure the dialog stays open for
 * another try, showing `failed(error)`.
 */
export function useDialogSave(onSaved: (message: string) => void) {
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  const refuse = (message: string): null => {
    setFailure(message)
    return null
  }

  const handleSubmit =
    <B>(check: (form: HTMLFormElement) => B | null, send: (body: B) => Promise<string>, failed: (error: unknown) => string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setFailure('')
      const body = check(event.currentTarget)
      if (body === null) return
      setSaving(true)
      try {
        onSaved(await send(body))
      } catch (error) {
        console.error(error)
        setSaving(false)
        setFailure(failed(error))
      }
    }

  return { failure, saving, refuse, handleSubmit }
}
