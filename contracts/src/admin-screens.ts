import { WORK_ROLES, roleAllows, type StaffRole } from './roles.ts'
import { PATHS } from './site-paths.ts'

/** The key in PATHS of each screen of the admin area. */
export type AdminScreen = Extract<keyof typeof PATHS, `admin${string}`>

/**
 * The role → screens table: whose work each admin screen is (WORK_ROLES, the lists the server's guards use). A
 * role is offered, in its menu and dashboard, only its screens; a direct address to another says so. A new admin
 * path does not compile until it is placed here.
 */
export const ADMIN_SCREEN_ROLES: Record<AdminScreen, readonly StaffRole[]> = {
  admin: WORK_ROLES.everyone,
  adminMyAccount: WORK_ROLES.everyone,
  adminCertificates: WORK_ROLES.secretariat,
  adminEvents: WORK_ROLES.secretariat,
  adminRegistrations: WORK_ROLES.secretariat,
  adminVolunteers: WORK_ROLES.secretariat,
  adminDocumentRequests: WORK_ROLES.secretariat,
  adminNews: WORK_ROLES.communication,
  adminMedia: WORK_ROLES.communication,
  adminTeam: WORK_ROLES.communication,
  adminPartners: WORK_ROLES.communication,
  adminCourses: WORK_ROLES.communication,
  adminCalendar: WORK_ROLES.communication,
  adminPagePhotos: WORK_ROLES.communication,
  // Comunicação edits the site's pages and menu; Secretaria reads them (the screens show no edit buttons).
  adminPages: [...WORK_ROLES.communication, ...WORK_ROLES.secretariat],
  adminMenu: [...WORK_ROLES.communication, ...WORK_ROLES.secretariat],
  adminSettings: WORK_ROLES.communication,
  adminUsers: WORK_ROLES.administration,
  adminAudit: WORK_ROLES.administration,
  adminBackups: WORK_ROLES.administration,
}

/** Whether `role` may open the admin screen `screen`. */
export const screenAllowed = (role: StaffRole, screen: AdminScreen): boolean => roleAllows(role, ADMIN_SCREEN_ROLES[screen])
