import { useId, type KeyboardEvent } from 'react'
import { KNOWLEDGE_LEVEL_MAX, KNOWLEDGE_LEVEL_MIN, messages } from '@site/contracts'
import './knowledge-slider.css'

const text = messages.volunteerPage
// eslint-disable-next-line texts/no-literal-text -- key names of KeyboardEvent.key, never shown
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'])

export type KnowledgeSliderProps = {
  /** null until the visitor touches the slider: it then shows 0, and until then nothing is sent. */
  value: number | null
  onChange: (value: number) => void
  error?: string
}

/** The 1–10 knowledge slider of the volunteer form. */
export function KnowledgeSlider({ value, onChange, error }: KnowledgeSliderProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // Any deliberate move counts as choosing, even a key that keeps the thumb at 1.
  const touchByKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (value === null && MOVING_KEYS.has(event.key)) onChange(Number(event.currentTarget.value))
  }
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {text.knowledgeLevel}
      </label>
      <p id={hintId} className="field__hint">
        {text.knowledgeHint}
      </p>
      <div className="knowledge-slider">
        <input
          id={id}
          type="range"
          name="nivelConhecimento"
          min={KNOWLEDGE_LEVEL_MIN}
          max={KNOWLEDGE_LEVEL_MAX}
          step={1}
          value={value ?? KNOWLEDGE_LEVEL_MIN}
          aria-valuetext={value === null ? text.knowledgeUnset : String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          data-touched={value !== null}
          onKeyDown={touchByKey}
          onPointerDown={(event) => value === null && onChange(Number(event.currentTarget.value))}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id} className="knowledge-slider__value" aria-hidden="true">
          {value ?? 0}
        </output>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
