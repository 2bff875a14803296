import { useCallback, useEffect, useRef, useState } from 'react'
import { CONTENT_INPUT_SCHEMAS, contentItemTitle, messages, type ContentItemOf, type ContentKind, type MoveDirection } from '@site/contracts'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { failureText } from '../../../components/admin/feedback'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RowActions } from '../../../components/admin/row-actions'
import { TrashSection } from '../../../components/admin/trash-section'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteContent, listContent, listContentTrash, moveContent, restoreContentFromTrash } from '../api'
import { ContentFormDialog, type FieldSpec } from './content-form-dialog'
import { ContentRevisionsDialog } from './content-revisions-dialog'
import './content-screen.css'

const text = messages.content
const history = messages.contentHistory

/** What makes one list screen: its kind, its words, its form fields and how an item is summarised. */
export type ContentScreenConfig<K extends ContentKind> = {
  kind: K
  title: string
  description: string
  addLabel: string
  editTitle: string
  fields: readonly FieldSpec[]
  /** The facts under the item's name; an empty value is left out. */
  details: (item: ContentItemOf<K>) => [string, string | number | undefined][]
  /** The server keeps the list in date order (the calendar): nothing to move. */
  byDate?: true
}

type Item = { id: number }
type Direction = MoveDirection

/**
 * The list and the trash of one kind, reloaded together after a change, and the moves ("Mover para cima/baixo",
 * "para o topo/o fim"), which keep the keyboard focus on the moved item's button (or another of its enabled ones, at
 * either end) once the list is back.
 */
function useContentItems<K extends ContentKind>(kind: K) {
  const { reload: reloadList, ...list } = useRemoteData((signal) => listContent(kind, signal), kind)
  const { reload: reloadTrash, ...trash } = useRemoteData((signal) => listContentTrash(kind, signal), kind)
  const reload = useCallback(() => {
    reloadList()
    reloadTrash()
  }, [reloadList, reloadTrash])
  const items = dataOr(list, []) as (ContentItemOf<K> & Item)[]
  const focusAfterMove = useRef<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!focusAfterMove.current) return
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.current}"]`)
    if (button && !button.disabled) button.focus()
    else button?.closest('li')?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')?.focus()
    focusAfterMove.current = null
  }, [items])

  /** Moves the item and says how that went. */
  const move = async (item: Item, direction: Direction): Promise<string> => {
    try {
      await moveContent(kind, item.id, direction)
      focusAfterMove.current = `${item.id}-${direction}`
      reloadList()
      return text.moved
    } catch (error) {
      return failureText(error, messages.admin.saveFailed)
    }
  }

  return { status: list.status, items, trash: dataOr(trash, []), reload, reloadList, move, listRef }
}

/** The outcome of the last move or restore, with the dialogs' notice it replaced: a later add, edit or delete wins. */
function useOwnNotice(dialogsNotice: string) {
  const [own, setOwn] = useState<{ text: string; over: string } | null>(null)
  return {
    notice: own && own.over === dialogsNotice ? own.text : dialogsNotice,
    announce: (message: string) => setOwn({ text: message, over: dialogsNotice }),
    clear: () => setOwn(null),
  }
}

/** The four moves, each disabled where it would change nothing: at the top for the first two, at the end for the rest. */
const MOVES: { direction: Direction; label: string; arrow: string; atEdge: 'first' | 'last' }[] = [
  { direction: 'topo', label: text.moveToTop, arrow: '⤒', atEdge: 'first' },
  { direction: 'acima', label: text.moveUp, arrow: '↑', atEdge: 'first' },
  { direction: 'abaixo', label: text.moveDown, arrow: '↓', atEdge: 'last' },
  { direction: 'fim', label: text.moveToEnd, arrow: '⤓', atEdge: 'last' },
]

type ContentItemRowProps<K extends ContentKind> = {
  config: ContentScreenConfig<K>
  item: ContentItemOf<K> & Item
  name: string
  first: boolean
  last: boolean
  onMove: (direction: Direction) => void
  onRevisions: () => void
  actions: { onEdit: () => void; onDelete: () => void }
}

function ContentItemRow<K extends ContentKind>({ config, item, name, first, last, onMove, onRevisions, actions }: ContentItemRowProps<K>) {
  return (
    <li className="content-items__item">
      <div className="content-items__summary">
        <h2 className="content-items__title">{name}</h2>
        <dl className="content-items__details">
          {config
            .details(item)
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      <div className="content-items__actions">
        {!config.byDate && MOVES.map(({ direction, label, arrow, atEdge }) => (
          <button
            key={direction}
            type="button"
            className="btn btn--outline btn--small"
            data-move={`${item.id}-${direction}`}
            disabled={atEdge === 'first' ? first : last}
            aria-label={`${label}: ${name}`}
            onClick={() => onMove(direction)}
          >
            {`${arrow} ${label}`}
          </button>
        ))}
        <button type="button" className="btn btn--outline btn--small" aria-label={history.revisionsOf(name)} onClick={onRevisions}>
          {history.revisionsTitle}
        </button>
        <RowActions name={name} {...actions} />
      </div>
    </li>
  )
}

type ContentItemListProps<K extends ContentKind> = {
  config: ContentScreenConfig<K>
  content: ReturnType<typeof useContentItems<K>>
  nameOf: (item: ContentItemOf<K>) => string
  onMove: (item: ContentItemOf<K> & Item, direction: Direction) => void
  onRevisions: (item: ContentItemOf<K> & Item) => void
  rowActions: (item: ContentItemOf<K> & Item) => ContentItemRowProps<K>['actions']
}

/** The list as the site shows it, in its order, each item with its moves and actions; or the empty, loading or failed state. */
function ContentItemList<K extends ContentKind>({ config, content, nameOf, onMove, onRevisions, rowActions }: ContentItemListProps<K>) {
  const { items } = content
  return (
    <RemoteListContent status={content.status} loadingText={text.loading} onRetry={content.reloadList}>
      {items.length === 0 ? (
        <p className="content-items__empty">{text.empty}</p>
      ) : (
        <ul ref={content.listRef} role="list" className="content-items" aria-label={config.title}>
          {items.map((item, index) => (
            <ContentItemRow
              key={item.id}
              config={config}
              item={item}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(direction) => onMove(item, direction)}
              onRevisions={() => onRevisions(item)}
              actions={rowActions(item)}
            />
          ))}
        </ul>
      )}
    </RemoteListContent>
  )
}

type ContentDeleteDialogProps<K extends ContentKind> = ReturnType<typeof useRecordDialogs<ContentItemOf<K> & Item>>['deleteDialog'] & {
  kind: K
  nameOf: (item: ContentItemOf<K>) => string
}

/** "Excluir <name>?": the item goes to the trash, restorable for 30 days. */
function ContentDeleteDialog<K extends ContentKind>({ kind, nameOf, ...dialog }: ContentDeleteDialogProps<K>) {
  return (
    <DeleteRecordDialog
      {...dialog}
      question={(item) => (
        <p>
          {messages.contentScreen.deleteQuestion}
          <strong>{nameOf(item)}</strong>?
        </p>
      )}
      consequence={history.toTrash}
      remove={(item) => deleteContent(kind, item.id)}
      deletedMessage={text.movedToTrash}
      failureMessage={messages.admin.deleteFailed}
    />
  )
}

/**
 * A staff list (team, partners, offerings, calendar): add, edit, revisions, delete to the trash with confirmation
 * and restore from it, and reorder with "Mover para cima/baixo" and "para o topo/o fim" buttons that keep the keyboard
 * focus on the moved item.
 */
export function ContentScreen<K extends ContentKind>({ config }: { config: ContentScreenConfig<K> }) {
  const content = useContentItems(config.kind)
  const { items, reload, reloadList } = content
  const nameOf = (item: ContentItemOf<K>) => contentItemTitle(config.kind, item)
  const dialogs = useRecordDialogs<ContentItemOf<K> & Item>(reload)
  const own = useOwnNotice(dialogs.notice)
  // By id, so the dialog compares with the item as the list has it now, reloaded after every change.
  const [revisingId, setRevisingId] = useState<number | null>(null)
  const revising = items.find((item) => item.id === revisingId)

  const move = async (item: Item, direction: Direction) => {
    own.clear()
    own.announce(await content.move(item, direction))
  }

  return (
    <ListPage
      title={config.title}
      description={config.description}
      addLabel={config.addLabel}
      onAdd={dialogs.openAdd}
      notice={own.notice}
    >
      <ContentItemList
        config={config}
        content={content}
        nameOf={nameOf}
        onMove={(item, direction) => void move(item, direction)}
        onRevisions={(item) => setRevisingId(item.id)}
        rowActions={dialogs.rowActions}
      />

      <TrashSection
        items={content.trash}
        restore={(entry) => restoreContentFromTrash(config.kind, entry.id)}
        onRestored={() => {
          own.announce(history.restoredFromTrash)
          reload()
        }}
      />

      <ContentFormDialog
        {...dialogs.formDialog}
        kind={config.kind}
        schema={CONTENT_INPUT_SCHEMAS[config.kind]}
        fields={config.fields}
        item={dialogs.editing}
        title={dialogs.editing ? config.editTitle : config.addLabel}
      />
      <ContentRevisionsDialog
        kind={config.kind}
        fields={config.fields}
        item={revising}
        name={revising ? nameOf(revising) : ''}
        onClose={() => setRevisingId(null)}
        onRestored={() => {
          setRevisingId(null)
          own.announce(history.restored)
          reloadList()
        }}
      />
      <ContentDeleteDialog {...dialogs.deleteDialog} kind={config.kind} nameOf={nameOf} />
    </ListPage>
  )
}
