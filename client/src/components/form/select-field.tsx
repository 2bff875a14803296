import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { messages } from '@site/contracts'
import { FieldError, FieldHint, RequiredMark, useFieldIds } from './field'

export type SelectOption = string | { value: string; label: string }

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: ReactNode
  options: readonly SelectOption[]
  /** First, empty option ('' value); pass false to leave it out. */
  placeholder?: string | false
  hint?: ReactNode
  error?: string
  ref?: Ref<HTMLSelectElement>
}

const optionOf = (option: SelectOption) => (typeof option === 'string' ? { value: option, label: option } : option)

/** A labelled <select> built from a list of options, with the same hint and error wiring as TextField. */
export function SelectField({
  label,
  options,
  placeholder = messages.forms.selectPlaceholder,
  hint,
  error,
  required,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <select
        ref={ref}
        id={id}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map(optionOf).map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
