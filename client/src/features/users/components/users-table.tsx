import { messages, type StaffRole, type StaffUser } from '@site/contracts'
import { RoleOptions } from './role-options'

const text = messages.adminAccounts
const screen = messages.usersScreen

function statusOf(user: StaffUser) {
  if (!user.ativo) return text.disabled
  return user.pendente ? text.pending : text.active
}

export type UserChange = { papel?: StaffRole; ativo?: boolean }

type UsersTableProps = {
  users: readonly StaffUser[]
  ownId?: string
  onChange: (user: StaffUser, change: UserChange) => void
  onResetTwoFactor: (user: StaffUser) => void
}

/** The accounts: role (a select), status, two-factor with its reset, and enable or disable; not for one's own. */
export function UsersTable({ users, ownId, onChange, onResetTwoFactor }: UsersTableProps) {
  return (
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
            <th scope="col">{screen.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              own={String(user.id) === ownId}
              onChange={(change) => onChange(user, change)}
              onResetTwoFactor={() => onResetTwoFactor(user)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

type UserRowProps = { user: StaffUser; own: boolean; onChange: (change: UserChange) => void; onResetTwoFactor: () => void }

function UserRow({ user, own, onChange, onResetTwoFactor }: UserRowProps) {
  return (
    <tr>
      <th scope="row">
        {user.nome} {own && text.you}
      </th>
      <td className="users-table__email">{user.email ?? '—'}</td>
      <td>
        <label className="visually-hidden" htmlFor={`papel-${user.id}`}>
          {`${text.changeRole}: ${user.nome}`}
        </label>
        <select
          id={`papel-${user.id}`}
          value={user.papel}
          disabled={own}
          onChange={(event) => onChange({ papel: event.target.value as StaffRole })}
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
            onClick={onResetTwoFactor}
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
            onClick={() => onChange({ ativo: !user.ativo })}
          >
            {user.ativo ? text.disable : text.enable}
          </button>
        )}
      </td>
    </tr>
  )
}
