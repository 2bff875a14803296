import { useState } from 'react'
import { messages, type StaffUser } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { listUsers, resetUserTwoFactor, updateUser } from '../api'
import { InviteForm } from './invite-form'
import { UsersTable, type UserChange } from './users-table'
import './users-screen.css'

const text = messages.adminAccounts
const screen = messages.usersScreen

/** /admin/usuarios (Administrador): the accounts, invitations, role changes and disabling. */
export default function UsersScreen({ ownId }: { ownId?: string }) {
  const { reload, ...list } = useRemoteData(listUsers)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const [resetting, setResetting] = useState<StaffUser | null>(null)
  const [pending, setPending] = useState<PendingChange | null>(null)

  async function change(user: StaffUser, body: UserChange) {
    setNotice('')
    setError('')
    try {
      await updateUser(user.id, body)
      setNotice(messages.accounts.updated)
      reload()
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  // A role change and disabling end the person's sessions: asked first. Enabling an account again is not.
  const request = (user: StaffUser, body: UserChange) => {
    if (body.papel !== undefined || body.ativo === false) setPending({ user, change: body })
    else void change(user, body)
  }

  const done = (message: string) => {
    setNotice(message)
    reload()
  }

  return (
    <AdminPage title={text.usersTitle} description={screen.description}>
      <StatusMessage message={notice} />
      <ErrorAlert message={error} />
      <InviteForm onInvited={done} />
      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        <UsersTable users={dataOr(list, [])} ownId={ownId} onChange={request} onResetTwoFactor={setResetting} />
      </RemoteListContent>
      <ConfirmDialog
        open={resetting !== null}
        title={text.twoFactorResetTitle}
        confirmLabel={text.twoFactorResetButton}
        consequence={text.twoFactorResetConsequence}
        failureMessage={text.twoFactorResetFailed}
        onClose={() => setResetting(null)}
        onConfirm={async () => {
          if (!resetting) return
          await resetUserTwoFactor(resetting.id)
          setResetting(null)
          done(messages.accounts.twoFactorReset)
        }}
      >
        <p>{resetting && text.twoFactorResetQuestion(resetting.nome)}</p>
      </ConfirmDialog>
      <AccountChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        onConfirm={async ({ user, change: body }) => {
          await updateUser(user.id, body)
          setPending(null)
          done(messages.accounts.updated)
        }}
      />
    </AdminPage>
  )
}

type PendingChange = { user: StaffUser; change: UserChange }

/** The question before a role change ("de Secretaria para Administrador") or before disabling an account. */
function AccountChangeDialog({
  pending,
  onClose,
  onConfirm,
}: {
  pending: PendingChange | null
  onClose: () => void
  onConfirm: (pending: PendingChange) => Promise<void>
}) {
  const roles = messages.accounts.roleLabels
  const newRole = pending?.change.papel
  const question =
    pending && (newRole ? text.roleChangeQuestion(pending.user.nome, roles[pending.user.papel], roles[newRole]) : text.disableQuestion(pending.user.nome))
  return (
    <ConfirmDialog
      open={pending !== null}
      title={newRole ? text.roleChangeTitle : text.disableTitle}
      confirmLabel={newRole ? text.changeRole : text.disable}
      busyLabel={messages.admin.saving}
      consequence={newRole ? text.roleChangeConsequence : text.disableConsequence}
      failureMessage={text.changeFailed}
      onClose={onClose}
      onConfirm={() => (pending ? onConfirm(pending) : Promise.resolve())}
    >
      <p>{question}</p>
    </ConfirmDialog>
  )
}
