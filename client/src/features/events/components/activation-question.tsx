import { messages, type Event } from '@site/contracts'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'

const text = messages.eventActivation

/** Asks before an activation closes another event with registrations, naming it and how many it has. */
export function ActivationQuestion({
  displaced,
  onAnswer,
}: {
  displaced: Event | null
  onAnswer: (activate: boolean) => void
}) {
  return (
    <ConfirmDialog
      open={displaced !== null}
      title={text.title}
      confirmLabel={text.confirm}
      consequence={text.consequence}
      failureMessage={messages.admin.saveFailed}
      onConfirm={async () => onAnswer(true)}
      onClose={() => onAnswer(false)}
    >
      <p>{displaced && text.question(displaced.titulo, displaced.inscritos)}</p>
    </ConfirmDialog>
  )
}
