export const NEWS_PER_PAGE = 6
export const CERTIFICATES_PER_PAGE = 10
export const REGISTRATIONS_PREVIEW_SIZE = 10
export const FEEDBACK_TIMEOUT_MS = 5000
export const SCROLL_REVEAL_THRESHOLD = 0.1
export const CERTIFICATE_CODE_EXAMPLE = 'AB12CD34'
export const LECTURE_CYCLE_PROJECT = 'Ciclo de palestras'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** All the files of one submission together. */
export const MAX_SUBMISSION_BYTES = 25 * 1024 * 1024
export const ACCEPTED_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const ACCEPTED_UPLOAD_EXTENSIONS = '.pdf,.jpg,.jpeg,.png'
export const KNOWLEDGE_LEVEL_MIN = 1
export const KNOWLEDGE_LEVEL_MAX = 10
export const TOKEN_STORAGE_KEY = 'authToken'
export const DEFAULT_CERTIFICATE_STATUS = 'Válido'
export const MAX_CERTIFICATE_HOURS = 10_000
/** Events are dated from this day up to EVENT_YEARS_AHEAD years after today. */
export const EARLIEST_EVENT_DATE = '2000-01-01'
export const EVENT_YEARS_AHEAD = 10
/** The foundation's clock: "today" for event dates and registrations is the date in Brasília. */
export const SITE_TIME_ZONE = 'America/Sao_Paulo'
/** The projects an event belongs to: the admin form offers these, the public pages ask for them by name. */
export const EVENT_PROJECTS = [
  LECTURE_CYCLE_PROJECT,
  'Inclusão Digital Básica',
  'Inclusão Digital Intermediária',
  'Conecta ILPI',
  'Formação de Voluntários',
] as const
/** The most places ("Vagas") one event offers. */
export const MAX_EVENT_CAPACITY = 10_000
/** Bounds of a certificate import (CSV or XLSX): its size and its lines of certificates (the header aside). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_LINES = 10_000
/**
 * Days a mail that is no longer waiting (sent, given up or cancelled) keeps its addresses, text and attachments in
 * the outbox: long enough to answer "did the e-mail go out?", short enough that the outbox is not a second copy of
 * the submissions. The privacy notice states it.
 */
export const SENT_MAIL_CONTENT_DAYS = 7
