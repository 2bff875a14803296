import { useId, useRef, useState } from 'react'
import { messages, type TrashItem } from '@site/contracts'
import { formatSiteDate } from '../../lib/format'
import { ErrorAlert, failureText } from './feedback'
import './trash-section.css'

const text = messages.contentHistory

type TrashSectionProps = {
  /** What is in the trash, last deleted first. */
  items: TrashItem[]
  restore: (item: TrashItem) => Promise<void>
  /** After a restore: announce it and reload the lists. */
  onRestored: () => void
}

/**
 * The "Lixeira" of a list screen: each deleted record with the day it was deleted and the day it will be purged,
 * and "Restaurar". After a restore the focus goes to the section's heading, since the button has gone with its row.
 */
export function TrashSection({ items, restore, onRestored }: TrashSectionProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [error, setError] = useState('')

  const restoreItem = async (item: TrashItem) => {
    setError('')
    try {
      await restore(item)
      heading.current?.focus()
      onRestored()
    } catch (failure) {
      setError(failureText(failure, messages.admin.saveFailed))
    }
  }

  return (
    <section className="trash" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text.trashTitle}
      </h2>
      <p>{text.trashHint}</p>
      <ErrorAlert message={error} />
      {items.length === 0 ? (
        <p>{text.trashEmpty}</p>
      ) : (
        <ul role="list" className="trash__list">
          {items.map((item) => (
            <li key={item.id} className="trash__item">
              <span className="trash__title">{item.titulo}</span>
              <span>
                {text.deletedAt} {formatSiteDate(item.excluidoEm)} · {text.expiresAt} {formatSiteDate(item.expiraEm)}
              </span>
              <button type="button" className="btn btn--outline" onClick={() => void restoreItem(item)}>
                {text.restoreFromTrash}
                <span className="visually-hidden"> {item.titulo}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
