import { STAFF_ROLES, messages } from '@site/contracts'

const roleLabels = messages.accounts.roleLabels

/** The staff roles as <option>s, with their labels. */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ))
}
