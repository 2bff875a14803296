import { useEffect, useRef, useState } from 'react'
import { CONTENT_INPUT_SCHEMAS, messages, type ContentItemOf, type ContentKind } from '@site/contracts'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RowActions } from '../../../components/admin/row-actions'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { ApiRequestError } from '../../../lib/api-client'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteContent, listContent, moveContent } from '../api'
import { ContentFormDialog, type FieldSpec } from './content-form-dialog'
import './content-screen.css'

const text = messages.content

/** What makes one list screen: its kind, its words, its form fields and how an item is summarised. */
export type ContentScreenConfig<K extends ContentKind> = {
  kind: K
  title: string
  description: string
  addLabel: string
  editTitle: string
  fields: readonly FieldSpec[]
  /** The item's name on its card and in the buttons' accessible names. */
  heading: (item: ContentItemOf<K>) => string
  /** The facts under the heading; an empty value is left out. */
  details: (item: ContentItemOf<K>) => [string, string | number | undefined][]
}

type Item = { id: number }
type Direction = 'acima' | 'abaixo'

/** The message of a failed call: the server's Portuguese text, else the generic one. */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback)

/**
 * A staff list (team, partners, offerings, calendar): add, edit, delete with confirmation, and reorder with
 * "Mover para cima/baixo" buttons that keep the keyboard focus on the moved item.
 */
export function ContentScreen<K extends ContentKind>({ config }: { config: ContentScreenConfig<K> }) {
  const [load] = useState(() => (signal: AbortSignal) => listContent(config.kind, signal))
  const { reload, ...list } = useRemoteData(load)
  const items = dataOr(list, []) as (ContentItemOf<K> & Item)[]
  const dialogs = useRecordDialogs<ContentItemOf<K> & Item>(reload)
  // The outcome of the last move, with the dialogs' notice it replaced: a later add, edit or delete wins again.
  const [moveNotice, setMoveNotice] = useState<{ text: string; over: string } | null>(null)
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
    setMoveNotice(null)
    try {
      await moveContent(config.kind, item.id, direction)
      focusAfterMove.current = `${item.id}-${direction}`
      setMoveNotice({ text: text.moved, over: dialogs.notice })
      reload()
    } catch (error) {
      setMoveNotice({ text: failureText(error, messages.admin.saveFailed), over: dialogs.notice })
    }
  }
  const notice = moveNotice && moveNotice.over === dialogs.notice ? moveNotice.text : dialogs.notice

  return (
    <ListPage
      title={config.title}
      description={config.description}
      addLabel={config.addLabel}
      onAdd={dialogs.openAdd}
      notice={notice}
    >
      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        {items.length === 0 ? (
          <p className="content-items__empty">{text.empty}</p>
        ) : (
          <ul ref={listRef} role="list" className="content-items" aria-label={config.title}>
            {items.map((item, index) => {
              const name = config.heading(item)
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
                    <RowActions name={name} {...dialogs.rowActions(item)} />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </RemoteListContent>

      <ContentFormDialog
        {...dialogs.formDialog}
        kind={config.kind}
        schema={CONTENT_INPUT_SCHEMAS[config.kind]}
        fields={config.fields}
        item={dialogs.editing}
        title={dialogs.editing ? config.editTitle : config.addLabel}
      />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(item) => (
          <p>
            Excluir <strong>{config.heading(item)}</strong>?
          </p>
        )}
        remove={(item) => deleteContent(config.kind, item.id)}
        deletedMessage={text.deleted}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
