import { useCallback, useEffect, useRef, useState } from 'react'
import { CONTENT_INPUT_SCHEMAS, contentItemTitle, messages, type ContentItemOf, type ContentKind } from '@site/contracts'
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
}

type Item = { id: number }
type Direction = 'acima' | 'abaixo'

/**
 * A staff list (team, partners, offerings, calendar): add, edit, revisions, delete to the trash with confirmation
 * and restore from it, and reorder with "Mover para cima/baixo" buttons that keep the keyboard focus on the moved item.
 */
export function ContentScreen<K extends ContentKind>({ config }: { config: ContentScreenConfig<K> }) {
  const [load] = useState(() => (signal: AbortSignal) => listContent(config.kind, signal))
  const [loadTrash] = useState(() => (signal: AbortSignal) => listContentTrash(config.kind, signal))
  const { reload: reloadList, ...list } = useRemoteData(load)
  const { reload: reloadTrash, ...trash } = useRemoteData(loadTrash)
  const reload = useCallback(() => {
    reloadList()
    reloadTrash()
  }, [reloadList, reloadTrash])
  const items = dataOr(list, []) as (ContentItemOf<K> & Item)[]
  const nameOf = (item: ContentItemOf<K>) => contentItemTitle(config.kind, item)
  const dialogs = useRecordDialogs<ContentItemOf<K> & Item>(reload)
  // By id, so the dialog compares with the item as the list has it now, reloaded after every change.
  const [revisingId, setRevisingId] = useState<number | null>(null)
  const revising = items.find((item) => item.id === revisingId)
  // The outcome of the last move or restore, with the dialogs' notice it replaced: a later add, edit or delete wins.
  const [ownNotice, setOwnNotice] = useState<{ text: string; over: string } | null>(null)
  const announce = (message: string) => setOwnNotice({ text: message, over: dialogs.notice })
  const focusAfterMove = useRef<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!focusAfterMove.current) return
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.current}"]`)
    if (button && !button.disabled) button.focus()
    else button?.closest('li')?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')?.focus()
    focusAfterMove.current = null
  }, [items])

  const move = async (item: Item, direction: Direction) => {
    setOwnNotice(null)
    try {
      await moveContent(config.kind, item.id, direction)
      focusAfterMove.current = `${item.id}-${direction}`
      announce(text.moved)
      reloadList()
    } catch (error) {
      announce(failureText(error, messages.admin.saveFailed))
    }
  }
  const notice = ownNotice && ownNotice.over === dialogs.notice ? ownNotice.text : dialogs.notice

  return (
    <ListPage
      title={config.title}
      description={config.description}
      addLabel={config.addLabel}
      onAdd={dialogs.openAdd}
      notice={notice}
    >
      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reloadList}>
        {items.length === 0 ? (
          <p className="content-items__empty">{text.empty}</p>
        ) : (
          <ul ref={listRef} role="list" className="content-items" aria-label={config.title}>
            {items.map((item, index) => {
              const name = nameOf(item)
              return (
                <li key={item.id} className="content-items__item">
                  <div className="content-items__summary">
                    <h2 className="content-items__title">{name}</h2>
                    <dl className="content-items__details">
                      {config.details(item)
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
                    {(['acima', 'abaixo'] as const).map((direction) => (
                      <button
                        key={direction}
                        type="button"
                        className="btn btn--outline btn--small"
                        data-move={`${item.id}-${direction}`}
                        disabled={direction === 'acima' ? index === 0 : index === items.length - 1}
                        aria-label={`${direction === 'acima' ? text.moveUp : text.moveDown}: ${name}`}
                        onClick={() => void move(item, direction)}
                      >
                        {direction === 'acima' ? `↑ ${text.moveUp}` : `↓ ${text.moveDown}`}
                      </button>
                    ))}
                    <button
                      type="button"
                      className="btn btn--outline btn--small"
                      aria-label={history.revisionsOf(name)}
                      onClick={() => setRevisingId(item.id)}
                    >
                      {history.revisionsTitle}
                    </button>
                    <RowActions name={name} {...dialogs.rowActions(item)} />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </RemoteListContent>

      <TrashSection
        items={dataOr(trash, [])}
        restore={(entry) => restoreContentFromTrash(config.kind, entry.id)}
        onRestored={() => {
          announce(history.restoredFromTrash)
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
          announce(history.restored)
          reloadList()
        }}
      />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(item) => (
          <p>
            Excluir <strong>{nameOf(item)}</strong>?
          </p>
        )}
        consequence={history.toTrash}
        remove={(item) => deleteContent(config.kind, item.id)}
        deletedMessage={text.movedToTrash}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
