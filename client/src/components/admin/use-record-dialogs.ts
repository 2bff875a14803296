import { useState } from 'react'

/** What a list screen's add/edit dialog takes from useRecordDialogs. */
export type FormDialogProps = { open: boolean; onClose: () => void; onSaved: (message: string) => void }

type DialogState<T> = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit' | 'delete'; record: T }

/**
 * The add, edit and delete dialogs of a list screen, and the success notice of its last change.
 * Opening a dialog clears the notice, so the next identical message is announced again; a finished change
 * closes the dialog, shows its message and reloads the list.
 */
export function useRecordDialogs<T>(reload: () => void) {
  const [dialog, setDialog] = useState<DialogState<T>>({ kind: 'closed' })
  const [notice, setNotice] = useState('')

  const open = (state: DialogState<T>) => {
    setNotice('')
    setDialog(state)
  }
  const close = () => setDialog({ kind: 'closed' })
  const done = (message: string) => {
    close()
    setNotice(message)
    reload()
  }

  const formDialog: FormDialogProps = { open: dialog.kind === 'add' || dialog.kind === 'edit', onClose: close, onSaved: done }

  return {
    notice,
    openAdd: () => open({ kind: 'add' }),
    /** Props of a record's RowActions: Editar and Excluir open their dialogs for it. */
    rowActions: (record: T) => ({
      onEdit: () => open({ kind: 'edit', record }),
      onDelete: () => open({ kind: 'delete', record }),
    }),
    /** The record in the edit dialog; undefined when adding. */
    editing: dialog.kind === 'edit' ? dialog.record : undefined,
    /** Props of the add/edit dialog. */
    formDialog,
    /** Props of the DeleteRecordDialog. */
    deleteDialog: { record: dialog.kind === 'delete' ? dialog.record : undefined, onClose: close, onDeleted: done },
  }
}
