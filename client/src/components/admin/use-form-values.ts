import { useState, type ChangeEvent } from 'react'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * The text values of an admin form, and `bind(name)`: the id (`${idPrefix}-${name}`), name, value and onChange
 * that wire a field to one of them; `set(name, value)` for a field that is not an input (an image picker).
 * `onEdit` hears which field changed.
 */
export function useFormValues<V extends Record<keyof V, string>>(
  initial: () => V,
  idPrefix: string,
  onEdit?: (name: keyof V & string) => void,
) {
  const [values, setValues] = useState<V>(initial)
  const set = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    onEdit?.(name)
  }
  const bind = (name: keyof V & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value),
  })
  return { values, bind, set }
}

/** Every value trimmed; null when one of them is left blank (in these forms every field is required). */
export function filledIn<V extends Record<keyof V, string>>(values: V): V | null {
  const trimmed = Object.entries<string>(values).map(([name, value]) => [name, value.trim()] as const)
  return trimmed.every(([, value]) => value !== '') ? (Object.fromEntries(trimmed) as V) : null
}
