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
        <UsersTable users={dataOr(list, [])} ownId={ownId} onChange={change} onResetTwoFactor={setResetting} />
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
    </AdminPage>
  )
}
