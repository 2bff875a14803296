import { useId, type ReactNode } from 'react'
import { FieldError, FieldHint, RequiredMark } from './field'
import type { SelectOption } from './select-field'

export type RadioGroupProps = {
  legend: ReactNode
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: ReactNode
  error?: string
}

/** A fieldset of radio buttons; the error is tied to every radio so it is read wherever focus lands. */
export function RadioGroup({ legend, name, options, value, onChange, required, hint, error }: RadioGroupProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={error ? 'field field--group field--invalid' : 'field field--group'}>
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="field__options">
        {options.map((option) => {
          const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option
          return (
            <label key={optionValue} className="field__option">
              <input
                type="radio"
                name={name}
                value={optionValue}
                checked={value === optionValue}
                onChange={() => onChange(optionValue)}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
              {label}
            </label>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
