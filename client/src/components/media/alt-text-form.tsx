import { useId, useState } from 'react'
import { messages, type MediaItem } from '@site/contracts'
import { saveMediaAlt } from '../../lib/media-library'

const text = messages.media

/**
 * Writes an image's alternative text; an image cannot be used on a page until it has one. Not a <form>: it sits
 * inside the forms of other editors (through the media picker), and a nested form would submit the outer one.
 */
export function AltTextForm({ item, onSaved }: { item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const id = useId()
  const [alt, setAlt] = useState(item.alt)
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')

  async function save() {
    setError('')
    setStatus('')
    try {
      onSaved(await saveMediaAlt(item.id, alt))
      setStatus(text.altSaved)
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <div className="media-alt">
      <label htmlFor={id}>
        {text.altLabel} <span className="visually-hidden">({item.nome})</span>
      </label>
      <input
        id={id}
        value={alt}
        maxLength={300}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          void save()
        }}
      />
      <button type="button" className="btn btn--outline" onClick={save}>
        {messages.admin.save}
        <span className="visually-hidden"> {text.altLabel.toLowerCase()}</span>
      </button>
      {error && (
        <p id={`${id}-erro`} role="alert" className="media-alt__error">
          {error}
        </p>
      )}
      <span role="status" className="media-alt__status">
        {status}
      </span>
    </div>
  )
}
