import type { FieldErrors } from './form-errors'
import { FileField } from './file-field'

/** A file field's rule, as the contracts give it: whether it is required and what to say when it is missing. */
export type FileRule = { required: boolean; missing: string }
export type FileLabel = { label: string; hint?: string }
export type FileChoices<N extends string> = Record<N, File | null>

/** The required files not chosen, each with its rule's message. */
export function missingFiles<N extends string>(rules: Record<N, FileRule>, files: FileChoices<N>): FieldErrors {
  const errors: FieldErrors = {}
  for (const name of Object.keys(rules) as N[]) if (rules[name].required && !files[name]) errors[name] = rules[name].missing
  return errors
}

export type FileFieldsProps<N extends string> = {
  /** One field per rule, in the rules' order. */
  rules: Record<N, FileRule>
  labels: Record<N, FileLabel>
  files: FileChoices<N>
  onFileChange: (name: N, file: File | null) => void
  errors: FieldErrors
  /** True while the form is sending: the choice cannot change then. */
  disabled: boolean
}

/** A form's file fields, built from the contracts' file rules. */
export function FileFields<N extends string>({ rules, labels, files, onFileChange, errors, disabled }: FileFieldsProps<N>) {
  return (Object.keys(rules) as N[]).map((name) => (
    <FileField
      key={name}
      label={labels[name].label}
      name={name}
      hint={labels[name].hint}
      required={rules[name].required}
      file={files[name]}
      onFileChange={(file) => onFileChange(name, file)}
      error={errors[name]}
      disabled={disabled}
    />
  ))
}
