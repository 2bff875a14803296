// Apart from the account schemas (zod), so that the sign-in page can read a token's role without loading them.

/** Staff roles, as the API names them. Administrador may open everything; the others only what their work needs. */
export const STAFF_ROLES = ['administrador', 'secretaria', 'comunicacao'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Whether `role` may open what is allowed to `allowed` (Administrador may open everything). */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[] = []): boolean =>
  role === 'administrador' || allowed.includes(role)
