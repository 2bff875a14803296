// Apart from the account schemas (zod), so that the sign-in page can read a token's role without loading them.

/** Staff roles, as the API names them. Administrador may open everything; the others only what their work needs. */
export const STAFF_ROLES = ['administrador', 'secretaria', 'comunicacao'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Whether `role` may open what is allowed to `allowed` (Administrador may open everything). */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[] = []): boolean =>
  role === 'administrador' || allowed.includes(role)

/**
 * Who does each kind of work besides Administrador: the server's route guards declare these lists
 * (`config.roles`), and the admin screens of each kind (admin-screens.ts) are offered to the same roles.
 */
export const WORK_ROLES = {
  /** Certificates, events, registrations, the volunteers' and document requests' inboxes. */
  secretariat: ['secretaria'],
  /** News, the media library, the site's lists (team, partners, courses, calendar), page photos, settings. */
  communication: ['comunicacao'],
  /** Staff accounts, audit log, backups: Administrador only. */
  administration: [],
  /** The dashboard and one's own account. */
  everyone: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>
