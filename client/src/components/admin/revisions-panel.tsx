import { useId, useState } from 'react'
import { messages, type ContentRevision } from '@site/contracts'
import { formatSiteDate } from '../../lib/format'
import { SelectField } from './admin-field'
import { ConfirmDialog } from './confirm-dialog'
import { ErrorAlert, failureText } from './feedback'
import './revisions-panel.css'

const text = messages.contentHistory

type RevisionListProps = {
  revisions: ContentRevision[]
  /** The record as it is now, with the same field names as a revision's `dados`. */
  current: Record<string, unknown>
  /** The fields to compare, with their labels ('titulo' -> 'Título'). */
  labels: Record<string, string>
  /** How a field's value reads on screen (a course's name for its id); by default the value as text. */
  display?: (field: string, value: unknown) => string
  /**
   * What restoring will do to the record (a news item: whether the site shows it). When given, "Restaurar esta
   * versão" asks first, with it.
   */
  restoreConsequence?: string
  onRestore: (revision: ContentRevision) => Promise<void>
}

const asText = (_field: string, value: unknown) => (value === null || value === undefined ? '' : String(value))
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })

type Comparison = { id: number; against: number | 'atual' }

/**
 * The revisions of one record (any content type): who saved when; "Comparar" shows, field by field, what differs
 * between a revision and the current version or any other revision; "Restaurar".
 */
export function RevisionList({ revisions, current, labels, display = asText, restoreConsequence, onRestore }: RevisionListProps) {
  const [comparing, setComparing] = useState<Comparison | null>(null)
  const [error, setError] = useState('')
  const [asking, setAsking] = useState<ContentRevision | null>(null)

  const restore = async (revision: ContentRevision) => {
    setError('')
    try {
      await onRestore(revision)
      setComparing(null)
    } catch (failure) {
      setError(failureText(failure, messages.admin.saveFailed))
    }
  }

  const whenOf = (revision: ContentRevision) => `${formatSiteDate(revision.criadoEm)} ${timeOf(revision.criadoEm)}`
  const show = (field: string, record: Record<string, unknown>) => display(field, record[field])

  /** What a revision changed from the one saved before it (the next in the list, newest first). */
  const changesOf = (index: number) => {
    const before = revisions[index + 1]
    if (!before) return text.firstVersion
    const changed = Object.keys(labels).filter((field) => show(field, revisions[index]!.dados) !== show(field, before.dados))
    return changed.length === 0 ? text.nothingChanged : text.changedFields(changed.map((field) => labels[field]!))
  }

  function comparison(revision: ContentRevision, against: Comparison['against']) {
    const other = against === 'atual' ? undefined : revisions.find((candidate) => candidate.id === against)
    const otherData = other ? other.dados : current
    const changed = Object.keys(labels).filter((field) => show(field, revision.dados) !== show(field, otherData))
    return (
      <div className="revisions__comparison">
        <SelectField
          label={text.compareWith}
          value={String(against)}
          onChange={(event) => {
            const value = event.target.value
            setComparing({ id: revision.id, against: value === 'atual' ? 'atual' : Number(value) })
          }}
        >
          <option value="atual">{text.currentVersion}</option>
          {revisions
            .filter((candidate) => candidate.id !== revision.id)
            .map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {whenOf(candidate)} {text.revisionBy} {candidate.autor}
              </option>
            ))}
        </SelectField>
        {changed.length === 0 ? (
          <p>{text.unchanged}</p>
        ) : (
          <table className="revisions__diff">
            <thead>
              <tr>
                <th scope="col">{text.field}</th>
                <th scope="col">{other ? `${text.revision} ${whenOf(other)}` : text.current}</th>
                <th scope="col">{`${text.revision} ${whenOf(revision)}`}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((field) => (
                <tr key={field}>
                  <th scope="row">{labels[field]}</th>
                  <td>{show(field, otherData)}</td>
                  <td>{show(field, revision.dados)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    )
  }

  return (
    <>
      <ErrorAlert message={error} />
      {revisions.length === 0 && <p>{text.noRevisions}</p>}
      <ol className="revisions__list">
        {revisions.map((revision, index) => {
          const when = whenOf(revision)
          const open = comparing?.id === revision.id
          return (
            <li key={revision.id} className="revisions__item">
              <p>
                {when} {text.revisionBy} {revision.autor}
              </p>
              <p className="revisions__changes">{changesOf(index)}</p>
              <div className="revisions__actions">
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-expanded={open}
                  onClick={() => setComparing(open ? null : { id: revision.id, against: 'atual' })}
                >
                  {text.compare}
                  <span className="visually-hidden"> ({when})</span>
                </button>
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => (restoreConsequence ? setAsking(revision) : void restore(revision))}
                >
                  {text.restore}
                  <span className="visually-hidden"> ({when})</span>
                </button>
              </div>
              {open && comparison(revision, comparing.against)}
            </li>
          )
        })}
      </ol>
      {restoreConsequence && (
        <ConfirmDialog
          open={asking !== null}
          title={text.restoreTitle}
          confirmLabel={text.restore}
          busyLabel={messages.admin.saving}
          consequence={restoreConsequence}
          failureMessage={messages.admin.saveFailed}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            if (!asking) return
            await onRestore(asking)
            setAsking(null)
            setComparing(null)
          }}
        >
          <p>{asking && text.restoreQuestion(whenOf(asking), asking.autor)}</p>
        </ConfirmDialog>
      )}
    </>
  )
}

/** A record's revisions as a section of its editing screen, under its own heading. */
export function RevisionsPanel(props: RevisionListProps) {
  const headingId = useId()
  return (
    <section className="revisions" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.revisionsTitle}</h2>
      <RevisionList {...props} />
    </section>
  )
}
