import { commonMessages } from './common.ts'
import { accountsMessages } from './accounts.ts'
import { certificatesMessages } from './certificates.ts'
import { eventsMessages } from './events.ts'
import { submissionsMessages } from './submissions.ts'
import { callListMessages } from './call-list.ts'
import { mediaMessages } from './media.ts'
import { newsMessages } from './news.ts'
import { contentMessages } from './content.ts'
import { adminMessages } from './admin.ts'
import { mailMessages } from './mail.ts'
import { backupsMessages } from './backups.ts'
import { searchMessages } from './search.ts'
import { pagesMessages } from './pages.ts'

export { resultCount, requiredMessage } from './common.ts'
export * as contactChannels from './contact-channels.ts'
export * as errorPage from './error-page.ts'
export * as siteShell from './shell-texts.ts'
export { certificateCount, certificateIssueSummary, type ImportProblem, importLineError, importSummary, importDone } from './certificates.ts'
export { showingRegistrations, registrationCountText, certificatesIssuedText } from './events.ts'
export { recordCount } from './call-list.ts'

/**
 * Every user-facing string of the product, keyed in English and worded in pt-BR, one file per domain.
 * Client and server import these; tests assert against them instead of retyping the text.
 */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...certificatesMessages,
  ...eventsMessages,
  ...submissionsMessages,
  ...callListMessages,
  ...mediaMessages,
  ...newsMessages,
  ...contentMessages,
  ...adminMessages,
  ...mailMessages,
  ...backupsMessages,
  ...searchMessages,
  ...pagesMessages,
} as const
