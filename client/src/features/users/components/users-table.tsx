import { messages, type StaffRole, type StaffUser } from '@site/contracts'
import { RecordsTable } from '../../../components/admin/records-table'
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

const COLUMNS = [text.userName, text.email, text.role, text.status, text.twoFactor, screen.actions]

/**
 * The accounts: role (a select), status, two-factor with its reset, and enable or disable; not for one's own. On a
 * phone the rows become cards (RecordsTable).
 */
export function UsersTable({ users, ownId, onChange, onResetTwoFactor }: UsersTableProps) {
  return (
    <RecordsTable
      columns={COLUMNS}
      caption={text.usersTitle}
      records={users}
      emptyText={screen.empty}
      row={(user) => {
        const own = String(user.id) === ownId
        return (
          <tr key={user.id}>
            <th scope="row">
              {user.nome} {own && text.you}
            </th>
            <td className="users-table__email">{user.email ?? '—'}</td>
            <td>
              <RoleSelect user={user} own={own} onChange={(papel) => onChange(user, { papel })} />
            </td>
            <td>{statusOf(user)}</td>
            <td>
              {user.doisFatores ? text.yes : text.no}{' '}
              {user.doisFatores && !own && (
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-label={`${text.twoFactorResetTitle}: ${user.nome}`}
                  onClick={() => onResetTwoFactor(user)}
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
                  onClick={() => onChange(user, { ativo: !user.ativo })}
                >
                  {user.ativo ? text.disable : text.enable}
                </button>
              )}
            </td>
          </tr>
        )
      }}
    />
  )
}

function RoleSelect({ user, own, onChange }: { user: StaffUser; own: boolean; onChange: (papel: StaffRole) => void }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={`papel-${user.id}`}>
        {`${text.changeRole}: ${user.nome}`}
      </label>
      <select id={`papel-${user.id}`} value={user.papel} disabled={own} onChange={(event) => onChange(event.target.value as StaffRole)}>
        <RoleOptions />
      </select>
    </>
  )
}
