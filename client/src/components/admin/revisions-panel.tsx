import { useState } from 'react'
import { messages, type ContentRevision } from '@site/contracts'
import { formatSiteDate } from '../../lib/format'
import { ErrorAlert } from './feedback'
import './revisions-panel.css'

const text = messages.contentHistory

type RevisionsPanelProps = {
  revisions: ContentRevision[]
  /** The record as it is now, with the same field names as a revision's `dados`. */
  current: Record<string, unknown>
  /** The fields to compare, with their labels ('titulo' -> 'Título'). */
  labels: Record<string, string>
  onRestore: (revision: ContentRevision) => Promise<void>
}

const show = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })

/** The revisions of one record (any content type): who saved when, a field-by-field comparison, restore. */
export function RevisionsPanel({ revisions, current, labels, onRestore }: RevisionsPanelProps) {
  const [comparing, setComparing] = useState<number | null>(null)
  const [error, setError] = useState('')

  const restore = async (revision: ContentRevision) => {
    setError('')
    try {
      await onRestore(revision)
      setComparing(null)
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <section className="revisions" aria-labelledby="revisoes-titulo">
      <h2 id="revisoes-titulo">{text.revisionsTitle}</h2>
      <ErrorAlert message={error} />
      {revisions.length === 0 && <p>{text.noRevisions}</p>}
      <ol className="revisions__list">
        {revisions.map((revision) => {
          const changed = Object.keys(labels).filter((field) => show(revision.dados[field]) !== show(current[field]))
          const when = `${formatSiteDate(revision.criadoEm)} ${timeOf(revision.criadoEm)}`
          return (
            <li key={revision.id} className="revisions__item">
              <p>
                {when} {text.revisionBy} {revision.autor}
              </p>
              <div className="revisions__actions">
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-expanded={comparing === revision.id}
                  onClick={() => setComparing(comparing === revision.id ? null : revision.id)}
                >
                  {text.compare}
                  <span className="visually-hidden"> ({when})</span>
                </button>
                <button type="button" className="btn btn--outline" onClick={() => restore(revision)}>
                  {text.restore}
                  <span className="visually-hidden"> ({when})</span>
                </button>
              </div>
              {comparing === revision.id &&
                (changed.length === 0 ? (
                  <p>{text.unchanged}</p>
                ) : (
                  <table className="revisions__diff">
                    <thead>
                      <tr>
                        <th scope="col">{text.field}</th>
                        <th scope="col">{text.current}</th>
                        <th scope="col">{text.revision}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changed.map((field) => (
                        <tr key={field}>
                          <th scope="row">{labels[field]}</th>
                          <td>{show(current[field])}</td>
                          <td>{show(revision.dados[field])}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
