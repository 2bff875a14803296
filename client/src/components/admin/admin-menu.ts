import { PATHS, messages, screenAllowed, type AdminScreen, type StaffRole } from '@site/contracts'

export type MenuEntry = { screen: AdminScreen; to: string; label: string }

const entry = (screen: AdminScreen, label: string): MenuEntry => ({ screen, to: PATHS[screen], label })

/** The admin menu, in order; who sees an entry is ADMIN_SCREEN_ROLES' (contracts), as for the server's guards. */
const MENU: readonly MenuEntry[] = [
  entry('admin', messages.admin.dashboardTitle),
  entry('adminCertificates', messages.adminCertificates.title),
  entry('adminEvents', messages.adminEvents.title),
  entry('adminRegistrations', messages.admin.registrationsNav),
  entry('adminVolunteers', messages.inbox.volunteersTitle),
  entry('adminDocumentRequests', messages.inbox.documentRequestsTitle),
  entry('adminPages', messages.sitePages.title),
  entry('adminMenu', messages.siteMenu.title),
  entry('adminNews', messages.news.title),
  entry('adminMedia', messages.media.title),
  entry('adminTeam', messages.contentScreens.team.title),
  entry('adminPartners', messages.contentScreens.partners.title),
  entry('adminCourses', messages.contentScreens.offerings.title),
  entry('adminCalendar', messages.contentScreens.calendar.title),
  entry('adminPagePhotos', messages.pagePhotos.title),
  entry('adminUsers', messages.adminAccounts.usersTitle),
  entry('adminAudit', messages.audit.title),
  entry('adminBackups', messages.backups.title),
  entry('adminSettings', messages.admin.settingsTitle),
  entry('adminMyAccount', messages.adminAccounts.myAccountTitle),
]

/** The menu entries `role` may open. */
export const menuFor = (role: StaffRole): MenuEntry[] => MENU.filter((item) => screenAllowed(role, item.screen))
