import { messages, type ContentKind, type ContentRevision } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RevisionList } from '../../../components/admin/revisions-panel'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { listContentRevisions, restoreContentRevision } from '../api'
import type { FieldSpec } from './content-form-dialog'

type Item = { id: number } & object

type ContentRevisionsDialogProps = {
  kind: ContentKind
  fields: readonly FieldSpec[]
  /** The item whose revisions are open, with its name; the dialog is closed without one. */
  item: Item | undefined
  name: string
  onClose: () => void
  /** After a revision was saved as the current version. */
  onRestored: () => void
}

/** "Revisões" of one list item: who saved when, each version compared with the current one, and "Restaurar". */
export function ContentRevisionsDialog({ item, name, onClose, ...list }: ContentRevisionsDialogProps) {
  return (
    <ModalDialog open={item !== undefined} title={messages.contentHistory.revisionsOf(name)} onClose={onClose} className="admin-dialog--wide">
      {item && <ItemRevisions item={item} {...list} />}
    </ModalDialog>
  )
}

/** A field's value as the form shows it: a choice by its label ('Redação Oficial', not 'redacao-oficial'). */
const displayWith = (fields: readonly FieldSpec[]) => (field: string, value: unknown) => {
  if (value === undefined || value === null) return ''
  const option = fields.find((spec) => spec.name === field)?.options?.find((choice) => choice.value === String(value))
  return option?.label ?? String(value)
}

function ItemRevisions({ kind, fields, item, onRestored }: Omit<ContentRevisionsDialogProps, 'name' | 'onClose'> & { item: Item }) {
  const { reload, ...revisions } = useRemoteData((signal) => listContentRevisions(kind, item.id, signal), `${kind}/${item.id}`)

  const restore = async (revision: ContentRevision) => {
    await restoreContentRevision(kind, item.id, revision.id)
    onRestored()
  }

  return (
    <div className="admin-dialog__body">
      <RemoteListContent status={revisions.status} loadingText={messages.common.loading} onRetry={reload}>
        <RevisionList
          revisions={dataOr(revisions, [])}
          current={item as Record<string, unknown>}
          labels={Object.fromEntries(fields.map((field) => [field.name, field.label]))}
          display={displayWith(fields)}
          onRestore={restore}
        />
      </RemoteListContent>
    </div>
  )
}
