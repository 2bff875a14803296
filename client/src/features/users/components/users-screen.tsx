import { useState, type FormEvent } from 'react'
import { STAFF_ROLES, messages, type StaffRole, type StaffUser } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { SelectField, TextField } from '../../../components/admin/admin-field'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ApiRequestError } from '../../../lib/api-client'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { inviteUser, listUsers, resetUserTwoFactor, updateUser } from '../api'
import './account-panel.css'
import './users-screen.css'

const text = messages.adminAccounts
const roleLabels = messages.accounts.roleLabels

type FieldErrors = Partial<Record<'nome' | 'email' | 'papel', string>>

const fieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiRequestError ? Object.fromEntries(error.issues.map((issue) => [issue.campo, issue.mensagem])) : {}

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ))
}

/** The invitation form: user name, e-mail and role; the server sends the e-mail with the one-hour link. */
function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    setSaving(true)
    setErrors({})
    setError('')
    try {
      await inviteUser({
        nome: String(form.get('nome') ?? ''),
        email: String(form.get('email') ?? ''),
        papel: String(form.get('papel') ?? '') as StaffRole,
      })
      formElement.reset()
      onInvited(messages.accounts.invited)
    } catch (failure) {
      setErrors(fieldErrors(failure))
      setError((failure as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="account-panel" onSubmit={handleSubmit} noValidate aria-labelledby="convite-titulo">
      <h2 id="convite-titulo">{text.inviteTitle}</h2>
      <TextField label={text.userName} name="nome" autoComplete="off" error={errors.nome} />
      <TextField label={text.email} name="email" type="email" autoComplete="off" error={errors.email} />
      <SelectField label={text.role} name="papel" defaultValue="secretaria" error={errors.papel}>
        <RoleOptions />
      </SelectField>
      <ErrorAlert message={error} />
      <button type="submit" className="btn" disabled={saving}>
        {text.sendInvite}
      </button>
    </form>
  )
}

function statusOf(user: StaffUser) {
  if (!user.ativo) return text.disabled
  return user.pendente ? text.pending : text.active
}

/** /admin/usuarios (Administrador): the accounts, invitations, role changes and disabling. */
export default function UsersScreen({ ownId }: { ownId?: string }) {
  const { reload, ...list } = useRemoteData(listUsers)
  const users = dataOr(list, [])
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const [resetting, setResetting] = useState<StaffUser | null>(null)

  async function change(user: StaffUser, body: { papel?: StaffRole; ativo?: boolean }) {
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
    <AdminPage title={text.usersTitle} description="Contas da equipe, perfis de acesso e convites.">
      <StatusMessage message={notice} />
      <ErrorAlert message={error} />
      <InviteForm onInvited={done} />
      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        <div className="users-table-wrap">
          <table className="users-table">
            <caption>{text.usersTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{text.userName}</th>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.role}</th>
                <th scope="col">{text.status}</th>
                <th scope="col">{text.twoFactor}</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const own = String(user.id) === ownId
                return (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.nome} {own && text.you}
                    </th>
                    <td>{user.email ?? '—'}</td>
                    <td>
                      <label className="visually-hidden" htmlFor={`papel-${user.id}`}>
                        {`${text.changeRole}: ${user.nome}`}
                      </label>
                      <select
                        id={`papel-${user.id}`}
                        value={user.papel}
                        disabled={own}
                        onChange={(event) => change(user, { papel: event.target.value as StaffRole })}
                      >
                        <RoleOptions />
                      </select>
                    </td>
                    <td>{statusOf(user)}</td>
                    <td>
                      {user.doisFatores ? text.yes : text.no}{' '}
                      {user.doisFatores && !own && (
                        <button
                          type="button"
                          className="btn btn--outline"
                          aria-label={`${text.twoFactorResetTitle}: ${user.nome}`}
                          onClick={() => setResetting(user)}
                        >
                          {text.twoFactorResetButton}
                        </button>
                      )}
                    </td>
                    <td>
                      {!own && (
                        <button
                          type="button"
                          className="btn btn--outline"
                          aria-label={`${user.ativo ? text.disable : text.enable}: ${user.nome}`}
                          onClick={() => change(user, { ativo: !user.ativo })}
                        >
                          {user.ativo ? text.disable : text.enable}
                        </button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
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
