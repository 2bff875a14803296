import type { ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog'

type DeleteRecordDialogProps<T> = {
  /** The record to delete; the dialog is open while there is one. */
  record: T | undefined
  /** The question about `record`. */
  question: (record: T) => ReactNode
  remove: (record: T) => Promise<void>
  deletedMessage: string
  failureMessage: string
  /** What deleting means, under the question; by default that it cannot be undone. */
  consequence?: string
  onClose: () => void
  onDeleted: (message: string) => void
}

/** A list screen's delete confirmation: deletes the record, then reports `deletedMessage`. */
export function DeleteRecordDialog<T>({
  record,
  question,
  remove,
  deletedMessage,
  failureMessage,
  consequence,
  onClose,
  onDeleted,
}: DeleteRecordDialogProps<T>) {
  return (
    <ConfirmDialog
      open={record !== undefined}
      failureMessage={failureMessage}
      consequence={consequence}
      onClose={onClose}
      onConfirm={async () => {
        if (record === undefined) return
        await remove(record)
        onDeleted(deletedMessage)
      }}
    >
      {record !== undefined && question(record)}
    </ConfirmDialog>
  )
}
