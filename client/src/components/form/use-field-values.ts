import { useState, type ChangeEvent } from 'react'
import type { FieldErrors } from './form-errors'

type ErrorState = { errors: FieldErrors; clearError: (name: string) => void }

/** The props that wire a TextField or SelectField to a form value. */
export type BoundField = {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
  error: string | undefined
}

/** Values of one kind (texts, files) keyed by field name; changing one clears that field's error. */
export function useFieldValues<K extends string, V>(empty: Record<K, V>, { clearError }: ErrorState) {
  const [values, setValues] = useState(empty)
  const update = (name: K, value: V) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
  }
  const reset = () => setValues(empty)
  return { values, update, reset }
}

/** Text values, and `bind(name)`: the props that wire a field to one of them. */
export function useTextFields<K extends string>(empty: Record<K, string>, errorState: ErrorState) {
  const { values, update, reset } = useFieldValues(empty, errorState)
  const bind = (name: K): BoundField => ({
    name,
    value: values[name],
    onChange: (event) => update(name, event.target.value),
    error: errorState.errors[name],
  })
  return { values, update, reset, bind }
}

/** What a form sends of its text fields: each filled one, trimmed; blank ones are left out. */
export function filledValues(values: Record<string, string>): Record<string, string> {
  const filled: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) if (value.trim()) filled[name] = value.trim()
  return filled
}
