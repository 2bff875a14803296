import { useId, useState, type ReactNode } from 'react'
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
  /** Without it (a reader who may not edit), the revisions are compared but not restored. */
  onRestore?: (revision: ContentRevision) => Promise<void>
}

const asText = (_field: string, value: unknown) => (value === null || value === undefined ? '' : String(value))
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })
const whenOf = (revision: ContentRevision) => `${formatSiteDate(revision.criadoEm)} ${timeOf(revision.criadoEm)}`

type Comparison = { id: number; against: number | 'atual' }
type Display = NonNullable<RevisionListProps['display']>

/** The labelled fields whose values read differently on screen in the two records. */
const differingFields = (labels: Record<string, string>, display: Display, one: Record<string, unknown>, other: Record<string, unknown>) =>
  Object.keys(labels).filter((field) => display(field, one[field]) !== display(field, other[field]))

/** What a revision changed from the one saved before it (the next in the list, newest first). */
function changesOf(labels: Record<string, string>, display: Display, revision: ContentRevision, before: ContentRevision | undefined) {
  if (!before) return text.firstVersion
  const changed = differingFields(labels, display, revision.dados, before.dados)
  return changed.length === 0 ? text.nothingChanged : text.changedFields(changed.map((field) => labels[field]!))
}

type ComparisonProps = Pick<RevisionListProps, 'revisions' | 'current' | 'labels'> & {
  display: Display
  revision: ContentRevision
  against: Comparison['against']
  onCompare: (against: Comparison['against']) => void
}

/** A revision beside the current version or another revision (chosen in the list): the fields that differ. */
function RevisionComparison({ revisions, current, labels, display, revision, against, onCompare }: ComparisonProps) {
  const other = against === 'atual' ? undefined : revisions.find((candidate) => candidate.id === against)
  const otherData = other ? other.dados : current
  const changed = differingFields(labels, display, revision.dados, otherData)
  return (
    <div className="revisions__comparison">
      <SelectField
        label={text.compareWith}
        value={String(against)}
        onChange={(event) => {
          const value = event.target.value
          onCompare(value === 'atual' ? 'atual' : Number(value))
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
                <td>{display(field, otherData[field])}</td>
                <td>{display(field, revision.dados[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

type RevisionItemProps = {
  revision: ContentRevision
  changes: string
  open: boolean
  onToggleCompare: () => void
  onRestore?: () => void
  children: ReactNode
}

/** One revision: who saved when, what it changed, "Comparar" (opening the comparison below it) and "Restaurar". */
function RevisionItem({ revision, changes, open, onToggleCompare, onRestore, children }: RevisionItemProps) {
  const when = whenOf(revision)
  return (
    <li className="revisions__item">
      <p>
        {when} {text.revisionBy} {revision.autor}
      </p>
      <p className="revisions__changes">{changes}</p>
      <div className="revisions__actions">
        <button type="button" className="btn btn--outline" aria-expanded={open} onClick={onToggleCompare}>
          {text.compare}
          <span className="visually-hidden"> ({when})</span>
        </button>
        {onRestore && (
          <button type="button" className="btn btn--outline" onClick={onRestore}>
            {text.restore}
            <span className="visually-hidden"> ({when})</span>
          </button>
        )}
      </div>
      {children}
    </li>
  )
}

type RestoreDialogProps = {
  asking: ContentRevision | null
  consequence: string
  onClose: () => void
  onConfirm: (revision: ContentRevision) => Promise<void>
}

/** "Restaurar esta versão?", with what restoring will do to the record. */
function RestoreDialog({ asking, consequence, onClose, onConfirm }: RestoreDialogProps) {
  return (
    <ConfirmDialog
      open={asking !== null}
      title={text.restoreTitle}
      confirmLabel={text.restore}
      busyLabel={messages.admin.saving}
      consequence={consequence}
      failureMessage={messages.admin.saveFailed}
      onClose={onClose}
      onConfirm={async () => {
        if (asking) await onConfirm(asking)
      }}
    >
      <p>{asking && text.restoreQuestion(whenOf(asking), asking.autor)}</p>
    </ConfirmDialog>
  )
}

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
      await onRestore?.(revision)
      setComparing(null)
    } catch (failure) {
      setError(failureText(failure, messages.admin.saveFailed))
    }
  }

  return (
    <>
      <ErrorAlert message={error} />
      {revisions.length === 0 && <p>{text.noRevisions}</p>}
      <ol className="revisions__list">
        {revisions.map((revision, index) => {
          const open = comparing?.id === revision.id
          return (
            <RevisionItem
              key={revision.id}
              revision={revision}
              changes={changesOf(labels, display, revision, revisions[index + 1])}
              open={open}
              onToggleCompare={() => setComparing(open ? null : { id: revision.id, against: 'atual' })}
              onRestore={onRestore && (() => (restoreConsequence ? setAsking(revision) : void restore(revision)))}
            >
              {open && (
                <RevisionComparison
                  revisions={revisions}
                  current={current}
                  labels={labels}
                  display={display}
                  revision={revision}
                  against={comparing.against}
                  onCompare={(against) => setComparing({ id: revision.id, against })}
                />
              )}
            </RevisionItem>
          )
        })}
      </ol>
      {restoreConsequence && onRestore && (
        <RestoreDialog
          asking={asking}
          consequence={restoreConsequence}
          onClose={() => setAsking(null)}
          onConfirm={async (revision) => {
            await onRestore(revision)
            setAsking(null)
            setComparing(null)
          }}
        />
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
