import {
  DOCUMENT_REQUEST_COURSES,
  DOCUMENT_TYPES,
  messages,
  PATHS,
  SCHOOLING_LEVELS,
} from '@site/contracts'
import type { InboxKind } from './inbox-api'

const text = messages.inbox
const page = messages.documentRequestPage

export interface InboxFilter {
  name: string
  label: string
  allLabel: string
  options: readonly { value: string; label: string }[]
}

/** What differs between the two inboxes on screen: title, paths and the extra filters. */
export const INBOX_VIEWS: Record<InboxKind, { title: string; path: string; notFound: string; filters: InboxFilter[] }> = {
  volunteer: {
    title: text.volunteersTitle,
    path: PATHS.adminVolunteers,
    notFound: text.volunteerNotFound,
    filters: [
      {
        name: 'escolaridade',
        label: text.schoolingFilter,
        allLabel: text.allSchooling,
        options: SCHOOLING_LEVELS.map((value) => ({ value, label: value })),
      },
    ],
  },
  documentRequest: {
    title: text.documentRequestsTitle,
    path: PATHS.adminDocumentRequests,
    notFound: text.documentRequestNotFound,
    filters: [
      {
        name: 'curso',
        label: text.courseFilter,
        allLabel: text.allCourses,
        options: DOCUMENT_REQUEST_COURSES.map((value) => ({ value, label: page.courseLabels[value] ?? value })),
      },
      {
        name: 'requerimento',
        label: text.documentFilter,
        allLabel: text.allDocuments,
        options: DOCUMENT_TYPES.map((value) => ({ value, label: page.documentTypeLabels[value] ?? value })),
      },
    ],
  },
}
